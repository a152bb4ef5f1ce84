import { statSync } from 'node:fs';
import { join } from 'node:path';
import { formatFileSize } from '@/lib/briefs';

/**
 * Size of a generated brief PDF, read while the page is pre-rendered. The PDFs come from
 * `npm run briefs`, which `npm run build` and `npm run dev` run first.
 */
export function briefFileSize(pdfFile: string): string {
  const path = join(process.cwd(), 'public', pdfFile);
  try {
    return formatFileSize(statSync(path).size);
  } catch {
    throw new Error(`${pdfFile} has not been generated: run \`npm run briefs\` (or \`npm run build\`).`);
  }
}
