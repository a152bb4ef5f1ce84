// Every path the docs, the README or a code comment names exists. Only prose and comments are read, not
// Markdown code blocks or strings in code; a path git ignores (public/admin/, app/fonts/) is the build's.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { it } from 'node:test';

const folders = [
  'app',
  'components',
  'lib',
  'browser',
  'export',
  'content-loader',
  'scripts',
  'admin',
  'content',
  'emails',
  'bench',
  '__tests__',
  'docs',
  'public',
  '.github',
  '.ci',
];
const pathPattern = new RegExp(
  `(?<![\\w./@<-])((?:${folders.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w.\\[\\]@-]+(?:/[\\w.\\[\\]@-]+)*)`,
  'g',
);
// A name without its extension is taken as the module it names.
const extensions = ['', '.ts', '.tsx', '.mts', '.mjs', '.md', '.css', '.json'];

/** The prose of a file: a Markdown file without its code blocks, a code file's comments. */
function prose(file: string, text: string): string {
  if (file.endsWith('.md')) return text.replace(/^```[\s\S]*?^```/gm, '');
  if (file.endsWith('.html')) return [...text.matchAll(/<!--[\s\S]*?-->/g)].join('\n');
  if (/\.ya?ml$/.test(file)) return [...text.matchAll(/(?:^|\s)#[^\n]*/g)].join('\n');
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\\w/])\/\/[^\n]*/g)].join('\n');
}

it('names only paths that exist, in the docs, the README and every comment', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(md|ts|tsx|mts|mjs|css|html|ya?ml)$/.test(file))
    // What the author writes: posts are prose of their own.
    .filter((file) => !/^content\/(essays|letter)\//.test(file) && existsSync(file));
  const missing: string[] = [];
  for (const file of files)
    for (const [, named] of prose(file, readFileSync(file, 'utf8')).matchAll(pathPattern)) {
      const path = named.replace(/[.,:;)\]]+$/, '');
      if (extensions.some((extension) => existsSync(path + extension))) continue;
      // A folder's pattern (`/public/media/`) matches the name only with its slash.
      if ([path, `${path}/`].some((name) => spawnSync('git', ['check-ignore', '-q', name]).status === 0))
        continue;
      missing.push(`${file}: ${path}`);
    }
  assert.deepEqual([...new Set(missing)], []);
});
