#!/usr/bin/env tsx
// Copies out/ to deploy/netlify/ with `_headers` less the rules Netlify's own matching makes twins of
// (docs/security.md, "The host files"), which would give each page the policy twice.
// Usage: tsx scripts/netlify-output.ts [--out out]
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { renderHeadersFile } from '@/export/host-rules';
import { parseHeadersFile, type HeaderRule } from '@/export/host-rules';

export const netlifyOutput = join('deploy', 'netlify');

// Netlify ignores case, reads a trailing slash as optional and lets `*` match nothing: `/:name` and
// `/:name/` are one pattern to it, and `/essays/:name/*` covers `/essays/:name`.
function netlifyShape(pattern: string): string {
  return pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? ':' : part.toLowerCase()))
    .join('/');
}

export function netlifyRules(rules: readonly HeaderRule[]): HeaderRule[] {
  return rules.filter((rule, at) => {
    const shape = netlifyShape(rule.path);
    return !rules.some((other, otherAt) => {
      const otherShape = netlifyShape(other.path);
      return (
        isDeepStrictEqual(other.headers, rule.headers) &&
        (otherShape === `${shape}/*` || (otherShape === shape && otherAt < at))
      );
    });
  });
}

function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  const root = process.cwd();
  const out = join(root, values.out);
  const output = join(root, netlifyOutput);
  const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'));
  const netlify = netlifyRules(rules);
  rmSync(output, { recursive: true, force: true });
  cpSync(out, output, { recursive: true });
  rmSync(join(output, 'vercel.json'), { force: true });
  writeFileSync(join(output, '_headers'), renderHeadersFile(netlify));
  console.log(
    `netlify-output: ${netlifyOutput}/ with ${netlify.length} of the ${rules.length} header rules of ${values.out}/_headers, as Netlify matches them`,
  );
}

if (process.argv[1]?.endsWith('netlify-output.ts')) main();
