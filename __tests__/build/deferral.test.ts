// The export stage on pages as this build's framework wrote them (.next/server/app/, before the
// stage ran): the adapter finds what it should, the exported page shows it moved, and a page of
// another shape stops the build. `npm run build` first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { holdsFrameworkInline, readNextPage } from '../../export/next-export';
import { readPage } from '../../export/page';
import { exportFile } from '../../export/pages';
import { deferredScripts, htmlFileFor } from '../../export/figures';

const root = process.cwd();
const built = join(root, '.next/server/app');
const outDir = join(root, 'out');
const firstEssay = readdirSync(join(built, 'essays')).find((name) => name.endsWith('.html'));
assert.ok(firstEssay, `no essay in ${built}: run \`npm run build\` first`);
// Each sample's file, and whether the exported page waits for the visitor before loading the
// framework: every page's islands wait today (components/site/island.tsx), search's results among them.
const samples: Record<string, [file: string, waits: boolean]> = {
  '/search/': ['search.html', true],
  '/': ['index.html', true],
  '/books/': ['books.html', true],
  [`/essays/${firstEssay.slice(0, -'.html'.length)}/`]: [`essays/${firstEssay}`, true],
};
const raw = (route: string) => readFileSync(join(built, samples[route][0]), 'utf8');

describe('the stage on the framework’s own pages', () => {
  for (const route of Object.keys(samples)) {
    it(`${route}: moves every chunk and the whole payload, as the exported page shows`, () => {
      const page = raw(route);
      // What the framework wrote, found here by other means than the stage's parser.
      const chunks = [
        ...new Set([...page.matchAll(/<script src="(\/_next\/static\/[^"]+)" async="">/g)].map((m) => m[1])),
      ];
      assert.ok(chunks.length > 0 && holdsFrameworkInline(page), 'the framework wrote chunks and a payload');
      const { next, problems } = readNextPage(readPage(page));
      assert.deepEqual(problems, []);
      assert.ok(next);
      assert.deepEqual(next.chunks, chunks);

      const exported = readFileSync(htmlFileFor(outDir, route), 'utf8');
      assert.ok(!holdsFrameworkInline(exported));
      assert.doesNotMatch(exported, /<script src="\/_next\/static\/[^"]+" async="">/);
      const deferred = deferredScripts(outDir, exported);
      assert.ok(deferred, 'the exported page has no data for the loader');
      // The chunks every page loads come first, from the after-paint file; their order is the
      // network's, as every chunk loads async.
      assert.deepEqual([...deferred.chunks].sort(), [...chunks].sort());
      assert.equal(Boolean(deferred.waits), samples[route][1], 'waits for the visitor');
      assert.equal(readFileSync(exportFile(outDir, deferred.payload), 'utf8'), next.inline);
    });
  }
});

describe('a framework that writes its pages another way', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'deferral-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  /** Runs the real export stage on an export holding one page, changed by `change`. */
  function exportStage(change: (page: string) => string) {
    const out = join(scratch, `out-${Math.random().toString(36).slice(2)}`);
    mkdirSync(join(out, 'books'), { recursive: true });
    writeFileSync(join(out, 'books', 'index.html'), change(raw('/books/')));
    return spawnSync(process.execPath, ['--import', 'tsx', 'export/run.ts', '--out', out], {
      encoding: 'utf8',
    });
  }

  it('stops the build, naming the page and the chunk that is no longer async', () => {
    const run = exportStage((page) => page.replaceAll(' async=""', ''));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /refusing to publish this build/);
    assert.match(
      run.stderr,
      /\/books\/: (\/_next\/static\/chunks\/[^ ,]+\.js, )*[^ ]+ not loaded async \(expected/,
    );
  });

  it('stops the build, naming the page, when no inline script adds the after-paint file', () => {
    const run = exportStage((page) => page.replaceAll('/scripts/after-paint.', '/scripts/elsewhere.'));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /\/books\/: no inline script adds \/scripts\/after-paint\.\w+\.js/);
  });

  it('stops the build, naming the page, when the stylesheet is inlined rather than linked', () => {
    const run = exportStage((page) =>
      page.replace(
        /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/,
        '<style data-precedence="next">.a{}</style>',
      ),
    );
    assert.equal(run.status, 1);
    assert.match(run.stderr, /\/books\/: expected one <link rel="stylesheet" data-precedence>/);
  });
});
