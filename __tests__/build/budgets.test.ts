// Budgets on the built export, checked without a browser: `npm run build` first.
// Part of `npm run test:budget`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, it } from 'node:test';
import { sharedChunksIn } from '../../export/defer';
import { holdsFrameworkInline } from '../../export/next-export';
import { exportFile, exportedPages } from '../../export/pages';
import { browserScriptsFile, scriptsPath, type BrowserScripts } from '../../lib/page/browser-scripts';
import { deferredScriptsId, type DeferredScripts } from '../../lib/page/deferred-scripts';
import { firstScreenId } from '../../lib/page/first-screen';
import { postBodyAttribute } from '../../lib/posts/post-body';
import type { ResearchBrief } from '../../lib/briefs/research-brief';
import {
  firstLoadJs,
  deferredScripts,
  firstRoundTrip,
  firstRoundTripBytes,
  hostRules,
  htmlFileFor,
  listExportedRoutes,
  scriptBeforeInput,
  templateOf,
  templateWeight,
} from '../../export/figures';
import { imageSize } from 'image-size';
import { PDFDocument } from 'pdf-lib';
import { readBudgets } from './budgets';

const outDir = join(process.cwd(), 'out');
const budgets = readBudgets();
assert.ok(existsSync(join(outDir, 'index.html')), 'out/ is missing: run `npm run build` first');
const routes = listExportedRoutes(outDir);
const bundled: BrowserScripts = JSON.parse(readFileSync(join(process.cwd(), browserScriptsFile), 'utf8'));
const templates = Object.keys(budgets.templates);
// The after-paint file as the export stage names it, once it holds the chunks every page loads.
const afterPaintFiles = readdirSync(exportFile(outDir, scriptsPath))
  .filter((name) => name.startsWith('after-paint.'))
  .map((name) => `${scriptsPath}${name}`);
const dataPattern = new RegExp(`<script type="application/json" id="${deferredScriptsId}">([^<]*)</script>`);

describe('page weight budgets', () => {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);

  it('finds the exported pages', () => {
    assert.ok(routes.includes('/') && routes.includes('/essays/'), `routes found: ${routes.join(', ')}`);
  });

  it('budgets every template, and only templates the export has', () => {
    const used = new Set(routes.map((route) => templateOf(route, templates)));
    assert.deepEqual(
      routes.filter((route) => !templateOf(route, templates)),
      [],
      'routes of a template budgets.json does not name: add it there, then `npm run budgets -- --write`',
    );
    assert.deepEqual(
      templates.filter((template) => !used.has(template)),
      [],
      'budgets.json names templates no page uses',
    );
  });

  for (const route of routes) {
    const template = templateOf(route, templates);
    const budget = template && budgets.templates[template];
    if (!budget) continue;

    it(`${route} stays within its gzipped first-load JavaScript budget`, () => {
      const { gzipBytes, files } = firstLoadJs(outDir, route);
      assert.ok(files.length > 0, 'no scripts found: the export format may have changed');
      assert.ok(
        gzipBytes <= budget.jsGzKb * 1024,
        `${route} loads ${kb(gzipBytes)} KB of gzipped JavaScript, over its ${budget.jsGzKb} KB budget`,
      );
    });

    it(`${route} stays within its HTML budget, as written and gzipped, her post's own writing aside`, () => {
      const { rawBytes, gzipBytes } = templateWeight(outDir, route);
      assert.ok(
        rawBytes <= budget.htmlKb * 1024,
        `${route} HTML is ${kb(rawBytes)} KB without the post's body, over its ${budget.htmlKb} KB budget`,
      );
      assert.ok(
        gzipBytes <= budget.htmlGzKb * 1024,
        `${route} HTML is ${kb(gzipBytes)} KB gzipped without the post's body, over its ${budget.htmlGzKb} KB budget`,
      );
    });
  }
});

describe('every page paints from the first round trip', () => {
  const rules = hostRules(outDir);
  for (const { route, file } of exportedPages(outDir)) {
    it(`${route}: its first screen, up to the marker its first paint waits for, fits ${firstRoundTripBytes} bytes`, () => {
      const html = readFileSync(file, 'utf8');
      const markers = html.match(new RegExp(`<template id="${firstScreenId}">`, 'g')) ?? [];
      assert.equal(
        markers.length,
        1,
        `${route} should mark where its first screen ends, once (lib/page/first-screen.ts)`,
      );
      assert.ok(html.includes(`<link rel="expect" href="#${firstScreenId}" blocking="render"/>`));
      const { bytes, htmlBytes, headerBytes } = firstRoundTrip(outDir, route, rules);
      assert.ok(
        bytes <= firstRoundTripBytes,
        `${route} is ${bytes} bytes up to the end of its first screen (HTML ${htmlBytes} ` +
          `gzipped, headers ${headerBytes}), over the ${firstRoundTripBytes} a new connection delivers ` +
          `before its first paint (docs/performance.md)`,
      );
    });
  }

  it("a page that shows a post's writing waits for the visitor before it runs it again as script", () => {
    const eager = routes.filter((route) => {
      const html = readFileSync(htmlFileFor(outDir, route), 'utf8');
      return html.includes(` ${postBodyAttribute}=`) && !deferredScripts(outDir, html)?.waits;
    });
    assert.deepEqual(
      eager,
      [],
      'these would load her whole post in their RSC payload after their first paint',
    );
  });
});

describe('first paint comes before the framework', () => {
  it('the chunks every page loads are named once, in the after-paint file, and in no page', () => {
    assert.equal(afterPaintFiles.length, 1, afterPaintFiles.join(', '));
    assert.ok(!existsSync(exportFile(outDir, bundled.afterPaint.path)), 'the file the build named stays');
    const shared = sharedChunksIn(readFileSync(exportFile(outDir, afterPaintFiles[0]), 'utf8')).slice(1);
    assert.ok(shared.length > 0, 'the after-paint file names no chunk');
    for (const route of routes) {
      const data = dataPattern.exec(readFileSync(htmlFileFor(outDir, route), 'utf8'));
      assert.ok(data, route);
      const { chunks } = JSON.parse(data[1]) as DeferredScripts;
      assert.deepEqual(
        chunks.filter((chunk) => shared.includes(chunk)),
        [],
        `${route} names again a chunk every page loads`,
      );
    }
  });

  for (const route of routes) {
    it(`${route} names its chunks and its RSC payload only in the loader that runs after the first paint`, () => {
      const html = readFileSync(htmlFileFor(outDir, route), 'utf8');
      const chunkTags = html.match(
        /<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]*"(?![^>]*noModule)[^>]*>/g,
      );
      assert.equal(chunkTags, null, `${route} still parses chunk scripts: ${chunkTags?.join(' ')}`);
      assert.doesNotMatch(html, /<link[^>]*rel="preload"[^>]*as="script"/);
      // next/font's connection for a font it does not preload: none is needed before the first paint.
      assert.doesNotMatch(html, /<link rel="preconnect" href="\/"/);
      assert.ok(!holdsFrameworkInline(html), `${route} still carries the RSC payload inline`);
      const deferred = deferredScripts(outDir, html);
      assert.ok(deferred, `${route} does not end with the loader's data`);
      const { payload, chunks: loaded } = deferred;
      assert.match(
        html,
        new RegExp(`${dataPattern.source}</body></html>$`),
        `${route} does not end with the loader's data`,
      );
      // The site's own file is the head script's to add after the first paint, never the parser's.
      const parsed = html.match(/<script\b[^>]*\bsrc="\/scripts\/[^"]*"[^>]*>/g);
      assert.equal(parsed, null, `${route} has the parser fetch ${parsed?.join(' ')}`);
      const [path] = afterPaintFiles;
      assert.ok(html.includes(JSON.stringify(path)), `${route}: the head script does not add ${path}`);
      assert.ok(existsSync(exportFile(outDir, payload)), `${route}: ${payload} is not in the export`);
      const counted = firstLoadJs(outDir, route).files;
      assert.ok(
        loaded.length > 0 &&
          [...(deferred.waits ? [] : [payload]), ...loaded].every((file) => counted.includes(file)),
        loaded.join(', '),
      );
    });
  }
});

describe('script before interaction', () => {
  const figures = routes.map((route) => scriptBeforeInput(outDir, route));
  const reading = figures.filter(({ waits }) => waits);

  it('some pages wait for the visitor before they load the framework', () => {
    assert.ok(reading.length > 0, 'every page loads the framework after its first paint');
  });

  for (const { route, waits, gzipBytes, inline, files } of figures) {
    if (!waits) continue;
    // A page with a search form of its own adds the search file at once.
    const searches = files.some((file) => file.startsWith(`${scriptsPath}search.`));
    const limit = searches ? budgets.searchScriptGzKb : budgets.readingScriptGzKb;
    it(`${route} runs at most ${limit} KB of script before the visitor asks for more`, () => {
      assert.equal(inline, 1, `${route} should have one inline script, the head script`);
      assert.ok(
        files.every((file) => !file.startsWith('/_next/static/chunks/')),
        `${route} names framework chunks in <script src>: ${files.join(', ')}`,
      );
      assert.ok(
        gzipBytes <= limit * 1024,
        `${route} runs ${(gzipBytes / 1024).toFixed(1)} KB of gzipped script (head script, ${files.join(', ')}) before any input, over ${limit} KB`,
      );
    });
  }
});

describe('images', () => {
  const imgTags = routes.flatMap((route) =>
    [...readFileSync(htmlFileFor(outDir, route), 'utf8').matchAll(/<img\b[^>]*>/g)].map((m) => ({
      route,
      tag: m[0],
    })),
  );
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

  it('every <img> on every page declares its width and height', () => {
    const missing = imgTags.filter(({ tag }) => !attr(tag, 'width') || !attr(tag, 'height'));
    assert.deepEqual(
      missing.map(({ route, tag }) => `${route}: ${tag}`),
      [],
    );
  });

  it('no raster image is far larger than the size it is shown at', () => {
    const oversized: string[] = [];
    for (const { route, tag } of imgTags) {
      const src = attr(tag, 'src');
      if (!src?.startsWith('/') || extname(src) === '.svg') continue;
      const file = exportFile(outDir, src.split('?')[0]);
      const size = imageSize(readFileSync(file));
      const shownWidth = Number(attr(tag, 'width'));
      if (size && size.width > shownWidth * budgets.images.maxOversize) {
        oversized.push(`${route}: ${src} is ${size.width}px wide, shown at ${shownWidth}px`);
      }
    }
    assert.deepEqual(oversized, []);
  });

  it('every image file in the export is within its size budget', () => {
    const tooHeavy: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        const info = statSync(path);
        if (info.isDirectory()) walk(path);
        else {
          const ext = extname(entry).toLowerCase();
          const limitKb =
            ext === '.svg'
              ? budgets.images.maxSvgKb
              : ['.png', '.jpg', '.jpeg', '.webp', '.avif'].includes(ext)
                ? budgets.images.maxRasterKb
                : null;
          if (limitKb !== null && info.size > limitKb * 1024)
            tooHeavy.push(`${path} is ${(info.size / 1024).toFixed(0)} KB (budget ${limitKb} KB)`);
        }
      }
    };
    walk(outDir);
    assert.deepEqual(tooHeavy, []);
  });
});

describe('research brief PDFs', () => {
  const drawn = (
    JSON.parse(
      readFileSync(join(process.cwd(), '.content', 'posts', 'brief.json'), 'utf8'),
    ) as ResearchBrief[]
  )
    .filter((brief) => !brief.ownPdf)
    .map((brief) => exportFile(outDir, brief.pdfFile));

  it('are in the export', () => {
    assert.ok(drawn.length >= 1, `found ${drawn.join(', ') || 'none'}`);
  });
  // Her own PDFs are checked when the content is read (20 MB at most, content-loader/own-pdfs.ts).
  for (const file of drawn) {
    it(`${file.split('/').at(-1)} weighs at most ${budgets.briefPdfKb} KB a page`, async () => {
      assert.ok(existsSync(file), 'the build drew no PDF for this brief');
      const bytes = readFileSync(file);
      const pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
      const kb = bytes.length / 1024;
      assert.ok(
        kb <= budgets.briefPdfKb * pages,
        `${kb.toFixed(1)} KB for ${pages} pages, over ${budgets.briefPdfKb} KB a page`,
      );
    });
  }
});
