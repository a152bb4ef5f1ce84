import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { deferFrameworkScripts, loaderScript } from '../../scripts/defer-hydration.mjs';

const head =
  '<head><meta charset="utf-8"/><script>try{document.documentElement.dataset.t="x"}catch(e){}</script>' +
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const body =
  '<body><main><h1>Title</h1><script type="application/ld+json">{"a":1}</script></main>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script></body>';
const page = `<!DOCTYPE html><html lang="en">${head}${body}</html>`;

/** Runs a page's loader against a stand-in document and reports what it appended, and when. */
function runLoader(html, { hidden = false } = {}) {
  const source = /<script>(\(function\(s\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  assert.ok(source, 'no loader before </body>');
  const appended = [];
  const frames = [];
  const timers = [];
  runInNewContext(source, {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: { appendChild: (element) => appended.push(element) },
      createElement: (tag) => ({ tag }),
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => timers.push(callback),
  });
  const step = () => {
    const queue = frames.length ? frames : timers;
    queue.shift()?.();
  };
  return { appended, frames, timers, step };
}

describe('deferFrameworkScripts', () => {
  const deferred = deferFrameworkScripts(page);

  it('takes the chunk scripts and their preloads out of the parsed page', () => {
    assert.doesNotMatch(deferred, /<script src="\/_next\/static\/chunks\/(a|b|runtime)\.js"/);
    assert.doesNotMatch(deferred, /rel="preload" as="script"/);
  });

  it('keeps everything else: the font preload, the legacy polyfill, inline scripts, JSON-LD, content', () => {
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<main><h1>Title</h1>',
    ])
      assert.ok(deferred.includes(kept), `lost: ${kept}`);
  });

  it('puts one loader last in <body>, naming each chunk once in page order', () => {
    assert.ok(
      deferred.endsWith(
        `<script>${loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/runtime.js'])}</script></body></html>`,
      ),
    );
  });

  it('is idempotent, and leaves a page without chunks as it is', () => {
    assert.equal(deferFrameworkScripts(deferred), deferred);
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    assert.equal(deferFrameworkScripts(plain), plain);
  });
});

describe('the loader', () => {
  const deferred = deferFrameworkScripts(page);

  it('adds nothing until a frame has been painted, then every chunk as <script async> in <head>', () => {
    const run = runLoader(deferred);
    assert.deepEqual(run.appended, []);
    run.step(); // the first frame is being produced
    run.step(); // the next frame: the first one was painted
    assert.deepEqual(run.appended, []);
    run.step(); // the task queued after it
    assert.deepEqual(
      run.appended.map(({ tag, src, async }) => ({ tag, src, async })),
      ['a', 'b', 'runtime'].map((name) => ({
        tag: 'script',
        src: `/_next/static/chunks/${name}.js`,
        async: true,
      })),
    );
  });

  it('loads at once in a hidden tab, where no frame comes', () => {
    const run = runLoader(deferred, { hidden: true });
    assert.equal(run.appended.length, 3);
    assert.equal(run.frames.length, 0);
  });
});
