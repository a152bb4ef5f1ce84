// The export's header rules as Netlify reads them, with its own `@netlify/headers-parser` (`npm run
// build:test` first): what the publish run uploads (scripts/netlify-output.ts) gives each path each
// header from one rule at most, as export/host-rules.ts models them; out/_headers as it is would not.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseAllHeaders } from '@netlify/headers-parser';
import { adminPolicy, editorPagePath } from '@/admin/headers';
import { renderHeadersFile } from '@/export/host-rules';
import { headersForPath, parseHeadersFile } from '@/export/host-rules';
import { samplePages } from '@/scripts/live-check';
import { netlifyRules } from '@/scripts/netlify-output';

const outDir = join(process.cwd(), 'out');
const model = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
const sitePolicy = headersForPath(model, '/')['Content-Security-Policy'];

interface NetlifyRule {
  for: string;
  values: Record<string, string>;
  forRegExp: RegExp;
}
const dir = mkdtempSync(join(tmpdir(), 'netlify-headers-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** `rules` written as a `_headers` file and read back by Netlify's parser. */
async function asNetlifyReads(rules: Parameters<typeof renderHeadersFile>[0]): Promise<NetlifyRule[]> {
  const file = join(dir, `_headers-${rules.length}`);
  writeFileSync(file, renderHeadersFile(rules));
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  assert.deepEqual(errors, []);
  return headers as NetlifyRule[];
}

/** For each header `path` gets under `rules`, the patterns of the rules that set it. */
function setters(rules: readonly NetlifyRule[], path: string) {
  const found: Record<string, string[]> = {};
  for (const rule of rules.filter(({ forRegExp }) => forRegExp.test(path)))
    for (const name of Object.keys(rule.values)) (found[name.toLowerCase()] ??= []).push(rule.for);
  return found;
}

// The pages of each kind, with and without their slash; the files at the top of the export and the
// first of each folder; addresses of no page; the editor. A fixed sample, whatever the content.
const pages = samplePages(outDir);
const topFiles = readdirSync(outDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.startsWith('_'))
  .map((entry) => `/${entry.name}`);
const folderFiles = readdirSync(outDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const first = readdirSync(join(outDir, entry.name), { withFileTypes: true }).find((inner) =>
      inner.isFile(),
    );
    return first ? [`/${entry.name}/${first.name}`] : [];
  });
const missing = ['/no-such-page', '/no-such-page/', '/essays/no-such-essay/'];
const sitePaths = [
  ...pages,
  ...pages.filter((path) => path !== '/').map((path) => path.slice(0, -1)),
  ...topFiles,
  ...folderFiles,
  ...missing,
  '/admin/',
];
const editorPaths = [editorPagePath, `${editorPagePath}index.html`, `${editorPagePath}editor.js`];

describe('the header rules under Netlify’s own parser and matcher', () => {
  let uploaded: NetlifyRule[] = [];
  let asBuilt: NetlifyRule[] = [];
  before(async () => {
    uploaded = await asNetlifyReads(netlifyRules(model));
    asBuilt = await asNetlifyReads(model);
  });

  it('reach every path, in any case, with each header from one rule at most', () => {
    for (const path of [...sitePaths, ...editorPaths, ...sitePaths.map((path) => path.toUpperCase())])
      for (const [name, rules] of Object.entries(setters(uploaded, path)))
        assert.equal(rules.length, 1, `${path}: ${name} from ${rules.join(' and ')}`);
  });

  it('give every page the one policy and every path the headers Cloudflare Pages and Vercel give it', () => {
    for (const path of sitePaths) {
      const netlify = Object.assign(
        {},
        ...uploaded.filter(({ forRegExp }) => forRegExp.test(path)).map(({ values }) => values),
      );
      assert.deepEqual(netlify, headersForPath(model, path), path);
    }
    for (const path of pages)
      assert.equal(headersForPath(model, path)['Content-Security-Policy'], sitePolicy, path);
  });

  it('give the editor its own policy alone', () => {
    for (const path of editorPaths) {
      const rules = setters(uploaded, path)['content-security-policy'];
      assert.equal(rules.length, 1, path);
      assert.equal(
        uploaded.find((rule) => rule.for === rules[0])?.values['Content-Security-Policy'],
        adminPolicy,
      );
    }
  });

  it('would send a page the policy twice from out/_headers as it is, which is why Netlify gets its own', () => {
    const twice = pages.filter(
      (path) => (setters(asBuilt, path)['content-security-policy'] ?? []).length > 1,
    );
    assert.ok(twice.length > 0, 'out/_headers reads the same under Netlify: the rewrite is no longer needed');
  });
});
