// A copy of the project built as a host builds it (`npm run build`), and every text of its export
// read: pages, feeds, the manifest, scripts, the search index's words and the PDFs' text. Shared by
// the tests that build the site from content of someone else's.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readPdf } from '../read-pdf';
import { decodeHtml } from './html-text';

/** Every file of a folder, its path from it. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );

/**
 * Builds the project at `copy`, with `env` over this process's, and reads the text of what it
 * exported, by file; nothing when it fails.
 */
export async function buildAndRead(copy: string, env: Record<string, string> = {}) {
  const run = spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  const build = { status: run.status, output: `${run.stdout}${run.stderr}` };
  const text = new Map<string, string>();
  const pdfText = new Map<string, string>();
  if (build.status !== 0) return { build, text, pdfText, allText: '' };
  const out = join(copy, 'out');
  for (const file of filesUnder(out)) {
    if (/\.(html|xml|json|txt|js|webmanifest|svg|css)$/.test(file))
      text.set(file, decodeHtml(readFileSync(join(out, file), 'utf8')));
    // The search index keeps each page's words gzipped.
    if (file.endsWith('.pf_fragment'))
      text.set(file, gunzipSync(readFileSync(join(out, file))).toString('utf8'));
    if (file.endsWith('.pdf')) pdfText.set(file, (await readPdf(readFileSync(join(out, file)))).text);
  }
  return { build, text, pdfText, allText: [...text.values(), ...pdfText.values()].join('\n') };
}
