// The script deferral on pages as this build's framework wrote them (.next/server/app/, before the
// post-build step): it finds and moves what it should, and a page of another shape stops the build.
// `npm run build` first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { deferFrameworkScripts, loaderTags } from '../../scripts/defer-hydration.mjs';
import { exportFile, htmlFileFor } from '../../scripts/export-stats.mjs';

const root = process.cwd();
const built = join(root, '.next/server/app');
const outDir = join(root, 'out');
const firstEssay = readdirSync(join(built, 'essays')).find((name) => name.endsWith('.html'));
// Each sample's file, and whether the exported page waits for the visitor before loading the
// framework: the home page has an island that needs it after the first paint; Books and an essay
// have only islands marked `// island: waits.`.
const samples = {
  '/': ['index.html', false],
  '/books/': ['books.html', true],
  [`/essays/${firstEssay.slice(0, -'.html'.length)}/`]: [`essays/${firstEssay}`, true],
};
const raw = (route) => readFileSync(join(built, samples[route][0]), 'utf8');

describe('the deferral on the framework’s own pages', () => {
  for (const route of Object.keys(samples)) {
    it(`${route}: moves every chunk and the whole payload, as the exported page shows`, () => {
      const page = raw(route);
      // What the framework wrote, found here by other means than the step's parser.
      const chunks = [
        ...new Set([...page.matchAll(/<script src="(\/_next\/static\/[^"]+)" async="">/g)].map((m) => m[1])),
      ];
      const payload = [...page.matchAll(/<script>(\(?self\.__next_f[\s\S]*?)<\/script>/g)].map((m) => m[1]);
      const bootstrap = [
        ...page.matchAll(/<script[^>]*>(\(?globalThis[^<]*TURBOPACK[\s\S]*?)<\/script>/g),
      ].map((m) => m[1]);
      assert.ok(chunks.length > 0 && payload.length > 0, 'the framework wrote chunks and a payload');

      const result = deferFrameworkScripts(page);
      assert.deepEqual(result.problems, []);
      assert.equal(result.payload.text, `${[...bootstrap, ...payload].join(';\n')};\n`);
      assert.ok(result.html.endsWith(`${loaderTags(result.payload.path, chunks)}</body></html>`));
      assert.doesNotMatch(
        result.html,
        /__next_f|TURBOPACK|<script src="\/_next\/static\/(?!deferred\/)[^"]+" async="">|noModule/,
      );

      // The build ran this step (after giving the page its own stylesheet, scripts/page-css.mjs).
      const exported = readFileSync(htmlFileFor(outDir, route), 'utf8');
      const waits = samples[route][1];
      assert.ok(exported.endsWith(`${loaderTags(result.payload.path, chunks, waits)}</body></html>`));
      assert.doesNotMatch(exported, /__next_f|TURBOPACK/);
      assert.equal(readFileSync(exportFile(outDir, result.payload.path), 'utf8'), result.payload.text);
    });
  }
});

describe('a framework that writes its scripts another way', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'deferral-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  /** Runs the real post-build step on an export holding one page, changed by `change`. */
  function secureExport(change) {
    const out = join(scratch, `out-${Math.random().toString(36).slice(2)}`);
    mkdirSync(join(out, 'books'), { recursive: true });
    writeFileSync(join(out, 'books', 'index.html'), change(raw('/books/')));
    return spawnSync(process.execPath, ['scripts/secure-export.mjs', '--out', out], { encoding: 'utf8' });
  }

  it('stops the build, naming the page and the chunk that is no longer async', () => {
    const run = secureExport((page) => page.replaceAll(' async=""', ''));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /refusing to publish this build/);
    assert.match(
      run.stderr,
      /\/books\/: (\/_next\/static\/chunks\/[^ ,]+\.js, )+[^ ]+ not loaded async \(expected/,
    );
  });

  it('stops the build, naming the page, when the payload is not where it is expected', () => {
    const run = secureExport((page) => page.replaceAll('self.__next_f', 'self.__next_rsc'));
    assert.equal(run.status, 1);
    assert.match(run.stderr, /\/books\/: no RSC payload found \(expected <script async src=/);
  });
});
