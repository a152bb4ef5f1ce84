#!/usr/bin/env tsx
// Makes out/ a deployment Vercel takes as it is (its Build Output API), with a route per rule of
// out/_headers so the headers apply as on the other hosts; Vercel builds nothing.
// Usage: tsx scripts/vercel-output.ts [--out out]
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseHeadersFile, patternSource, type HeaderRule } from '@/export/host-rules';

export function vercelConfig(rules: readonly HeaderRule[]) {
  return {
    version: 3,
    routes: [
      // A page's address without its slash goes to the one with it, as the other hosts do.
      { src: '^/((?:[^/]+/)*[^/.]+)$', headers: { Location: '/$1/' }, status: 308 },
      ...rules.map(({ path, headers }) => ({ src: patternSource(path), headers, continue: true })),
      { handle: 'filesystem' },
      { src: '^/.*$', dest: '/404.html', status: 404 },
    ],
  };
}

function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  const root = process.cwd();
  const out = join(root, values.out);
  const output = join(root, '.vercel', 'output');
  const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'));
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  cpSync(out, join(output, 'static'), { recursive: true });
  for (const hostFile of ['_headers', 'vercel.json'])
    rmSync(join(output, 'static', hostFile), { force: true });
  writeFileSync(join(output, 'config.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`);
  console.log(`vercel-output: .vercel/output with ${rules.length} header rules, from ${values.out}/`);
}

if (process.argv[1]?.endsWith('vercel-output.ts')) main();
