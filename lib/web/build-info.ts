/**
 * The file each build writes beside its pages to say which build it is (writeBuildInfo), read
 * back from the live site by `npm run live-check` and by the publish workflow's plan. It is a file
 * of its own, so no page carries it.
 */
export const buildInfoPath = '/build.json';

export interface BuildInfo {
  /** A hash of every other file of the export, names and bytes: two builds share it only if they are the same. */
  id: string;
  /** The day, where the author lives, that the build published the posts of (`npm run content`). */
  asOf: string;
  /**
   * The git commit of her content the build was made from, when it was made in a checkout: what the
   * publish run compares with `main` to know whether the site is behind.
   */
  commit?: string;
  /** The commit of the site's code, when it is not `commit`: her writing went up while a code change waited. */
  code?: string;
}

/** `value` read as build info, or null when it is not one. */
export function readBuildInfo(value: unknown): BuildInfo | null {
  if (!value || typeof value !== 'object') return null;
  const { id, asOf, commit, code } = value as Record<string, unknown>;
  if (
    typeof id !== 'string' ||
    !/^[0-9a-f]{16,64}$/.test(id) ||
    typeof asOf !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(asOf)
  )
    return null;
  const isCommit = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{40}$/.test(text);
  if (!isCommit(commit)) return { id, asOf };
  return isCommit(code) && code !== commit ? { id, asOf, commit, code } : { id, asOf, commit };
}
