// Types for admin-headers.mjs, which the post-build step (plain Node) imports too.
interface Rule {
  path: string;
  headers: Record<string, string>;
}
export const adminFolder: string;
export const adminPath: string;
export const editorPagePath: string;
export const adminPolicy: string;
export const adminHeaders: Record<string, string>;
export const adminRule: Rule;
export function separateAdmin(rules: Rule[], folders: string[]): Rule[];
export function exportFolders(outDir: string): string[];
