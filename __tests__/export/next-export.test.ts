// The adapter (export/next-export.ts) against Next's real output: the not-found page as next 16.4.5 with
// Turbopack wrote it (__tests__/fixtures/next-export/), so that an upgrade that writes pages another way
// fails here first; __tests__/build/deferral.test.ts checks each build's pages the same way.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import {
  frameworkFilesPrefix,
  holdsFrameworkInline,
  inertStylesheet,
  payloadPath,
  readNextPage,
} from '../../export/next-export';
import { applyEdits, readPage } from '../../export/page';

const written = readFileSync(join(process.cwd(), '__tests__/fixtures/next-export/not-found.html'), 'utf8');
const read = (html: string) => readNextPage(readPage(html));

describe('a page as Next writes it', () => {
  const { next, problems } = read(written);
  assert.ok(next, `the adapter does not read the page: ${problems.join('; ')}`);

  it('has one stylesheet link, every chunk async, and inline bootstrap and payload scripts', () => {
    assert.deepEqual(problems, []);
    assert.match(next.stylesheet.href, /^\/_next\/static\/chunks\/[\w-]+\.css$/);
    assert.equal(
      written.slice(next.stylesheet.start, next.stylesheet.end),
      `<link rel="stylesheet" href="${next.stylesheet.href}" data-precedence="next"/>`,
    );
    const chunks = [
      ...new Set([...written.matchAll(/<script src="([^"]+)" async="">/g)].map(([, src]) => src)),
    ];
    assert.deepEqual(next.chunks, chunks);
    assert.ok(next.chunks.every((src) => src.startsWith(frameworkFilesPrefix)));
  });

  it('moves the framework’s inline scripts in running order and unchanged, the bootstrap first', () => {
    // What the scripts leave on the global object: Turbopack's chunk list, and the payload's rows.
    const context: { self: { __next_f?: [number, string][] }; globalThis?: unknown; TURBOPACK?: unknown } = {
      self: {},
    };
    context.globalThis = context;
    runInNewContext(next.inline, context);
    assert.ok(Array.isArray(context.TURBOPACK), 'the bootstrap ran');
    const flight = (context.self.__next_f ?? [])
      .filter(([kind]) => kind === 1)
      .map(([, text]) => text)
      .join('');
    assert.match(flight, /NavLink|IntentPrefetch/, 'the payload names the page’s islands');
    assert.match(payloadPath(next.inline), /^\/_next\/static\/rsc\/[0-9a-f]{16}\.js$/);
    assert.notEqual(payloadPath(`${next.inline} `), payloadPath(next.inline));
  });

  it('leaves the page without any of them, and everything else as it was, once they are cut', () => {
    const cut = applyEdits(
      written,
      next.cut.map(({ start, end }) => ({ start, end, text: '' })),
    );
    assert.ok(holdsFrameworkInline(written) && !holdsFrameworkInline(cut));
    assert.doesNotMatch(cut, /<script src="\/_next\/|rel="preload" as="script"|noModule/);
    for (const kept of ['<main', '<title>', `href="${next.stylesheet.href}"`, '<script>'])
      assert.ok(cut.includes(kept), `lost ${kept}`);
  });

  it('keeps the stylesheet link React looks for when it hydrates, typed so no browser loads it', () => {
    assert.equal(
      inertStylesheet(next.stylesheet.href),
      `<link rel="stylesheet" href="${next.stylesheet.href}" data-precedence="next" type="text/plain"/>`,
    );
  });
});

describe('a page written another way', () => {
  // Each case is what a framework upgrade could change; each must be reported, not passed over.
  const cases: Record<string, [string, RegExp]> = {
    'chunks without async': [
      written.replaceAll(' async=""', ''),
      /\.js not loaded async \(expected <script async/,
    ],
    'a payload under another name': [
      written.replaceAll('self.__next_f', 'self.__next_g'),
      /no RSC payload found/,
    ],
    'a payload pushed another way': [
      written.replace(/self\.__next_f\.push\(\[1,/, 'self.__next_f.unshift([1,'),
      /uses __next_f or TURBOPACK but is no payload push or bootstrap/,
    ],
    'a bootstrap with its chunks written some other way': [
      written.replace(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/g, ''),
      /no chunk to defer/,
    ],
    'the stylesheet inlined': [
      written.replace(
        /<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>/,
        '<style data-precedence="next">a{}</style>',
      ),
      /expected one <link rel="stylesheet" data-precedence> to the framework's stylesheet, found 0/,
    ],
    'an inline script before the stylesheet': [
      written.replace('<link rel="stylesheet"', '<script>early()</script><link rel="stylesheet"'),
      /an inline script comes before the stylesheet/,
    ],
  };
  for (const [name, [changed, reported]] of Object.entries(cases))
    it(`reports ${name}`, () => {
      const { next, problems } = read(changed);
      assert.equal(next, null);
      assert.match(problems.join('\n'), reported);
    });
});
