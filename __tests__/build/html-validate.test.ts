// Every page of the built export checked by html-validate under .htmlvalidate.mjs: the specification's
// content rules and its accessibility checks. No browser, so every page is checked however many there
// are. `npm run build` first; part of `npm run test:budget`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { exportedPages } from '../../export/pages';
import { faults, repositoryValidator, validateFiles } from './html-validate-pages';

const outDir = join(process.cwd(), 'out');
assert.ok(existsSync(join(outDir, 'index.html')), 'out/ is missing: run `npm run build` first');
const pages = exportedPages(outDir);

describe('html-validate', () => {
  // Every page at once, shared among threads (html-validate-pages.ts), before the tests read them.
  let found = new Map<string, string[]>();
  before(async () => {
    found = await validateFiles(pages.map(({ file }) => file));
  });

  it('checks the pages of out/ under the repository configuration', async () => {
    const validator = await repositoryValidator();
    const file = join(outDir, 'index.html');
    // React's own spelling of valid HTML passes...
    const page =
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A page</title></head>' +
      '<body><main><h1 id="_R_1_">A page</h1><p hidden="">Later</p>{form}</main></body></html>';
    assert.deepEqual(faults(validator, page.replace('{form}', ''), file), []);
    // ...and a search form with no submit button does not.
    const form = '<form action="/search/"><input type="search" name="q" aria-label="Search"/></form>';
    assert.match(faults(validator, page.replace('{form}', form), file).join('\n'), /wcag\/h32/);
  });

  it('finds the exported pages', () => {
    assert.ok(pages.length > 20, `${pages.length} pages`);
  });

  for (const { route, file } of pages) {
    it(`${route} is valid HTML`, () => {
      assert.deepEqual(
        (found.get(file) ?? [`not validated`]).map((fault) => `${route} ${fault}`),
        [],
        `${file}: what html-validate reports under .htmlvalidate.mjs`,
      );
    });
  }
});
