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

/**
 * Runs a page's loader against a stand-in browser and reports what it appended. `paint` delivers
 * paint entries to the loader's observer; `step` runs the next queued frame or task.
 */
function runLoader(html, { hidden = false, paintTiming = true } = {}) {
  const source = /<script>(\(function\(s\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  assert.ok(source, 'no loader before </body>');
  const appended = [];
  const frames = [];
  const timers = [];
  const listeners = {};
  const observers = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback) {
      this.callback = callback;
      this.connected = false;
      observers.push(this);
    }
    observe(options) {
      assert.deepEqual({ ...options }, { type: 'paint', buffered: true });
      this.connected = true;
    }
    disconnect() {
      this.connected = false;
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element) => appended.push(element) },
    createElement: (tag) => ({ tag }),
    addEventListener: (type, listener) => (listeners[type] = listener),
  };
  runInNewContext(source, {
    document,
    window: { PerformanceObserver },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => timers.push(callback),
  });
  return {
    appended,
    observers,
    paint: (...names) =>
      observers
        .filter((o) => o.connected)
        .forEach((o) => o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) })),
    step: () => (frames.length ? frames : timers).shift()?.(),
    hide: () => {
      document.visibilityState = 'hidden';
      listeners.visibilitychange?.();
    },
  };
}
const chunks = (run) => run.appended.map(({ tag, src, async }) => ({ tag, src, async }));
const expected = ['a', 'b', 'runtime'].map((name) => ({
  tag: 'script',
  src: `/_next/static/chunks/${name}.js`,
  async: true,
}));

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

  it('adds nothing until the first content is on screen, then every chunk as <script async> in <head>', () => {
    const run = runLoader(deferred);
    run.step();
    assert.deepEqual(run.appended, []);
    run.paint('first-paint'); // a background colour is not content
    run.step();
    assert.deepEqual(run.appended, []);
    run.paint('first-contentful-paint');
    assert.deepEqual(run.appended, [], 'the chunks wait for the next task');
    run.step();
    assert.deepEqual(chunks(run), expected);
    assert.equal(run.observers[0].connected, false);
  });

  it('loads at once in a hidden tab, where no frame comes, and when the tab is hidden before it paints', () => {
    assert.deepEqual(chunks(runLoader(deferred, { hidden: true })), expected);
    const run = runLoader(deferred);
    run.hide();
    assert.deepEqual(chunks(run), expected);
    run.paint('first-contentful-paint');
    run.step();
    assert.equal(run.appended.length, 3, 'and only once');
  });

  it('without paint timing, waits for two frames and a task', () => {
    const run = runLoader(deferred, { paintTiming: false });
    assert.equal(run.observers.length, 0);
    run.step();
    run.step();
    assert.deepEqual(run.appended, []);
    run.step();
    assert.deepEqual(chunks(run), expected);
  });
});
