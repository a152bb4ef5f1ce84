import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import {
  deferFrameworkScripts,
  deferredScriptsId,
  loaderPath,
  loaderScript,
  loaderTags,
  payloadPath,
} from '../../scripts/defer-hydration.mjs';

const head =
  '<head><meta charset="utf-8"/><script>try{document.documentElement.dataset.t="x"}catch(e){}</script>' +
  '<style data-precedence="next" data-href="/_next/static/chunks/site.css">.a{color:red}</style>' +
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const body =
  '<body><main><h1>Title</h1><script type="application/ld+json">{"a":1}</script></main>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script>self.__next_f.push([1,"0:{\\"a\\":\\"\\u003c/script\\u003e\\"}\\n"])</script>' +
  '<script>self.__next_f.push([1,"1:[]\\n"])</script>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script></body>';
const page = `<!DOCTYPE html><html lang="en">${head}${body}</html>`;

/**
 * Runs a page's loader against a stand-in browser and reports what it appended. `paint` delivers
 * paint entries to the loader's observer; `step` runs the next queued frame or task.
 */
function runLoader(html, { hidden = false, paintTiming = true, open = [], active = null } = {}) {
  const tail = new RegExp(
    `<script type="application/json" id="${deferredScriptsId}">(.*?)</script><script src="([^"]+)" async=""></script></body>`,
  );
  const [, data, src] = tail.exec(html) ?? [];
  assert.equal(src, loaderPath, 'the loader is last in <body>, after its data');
  const source = loaderScript;
  const [, href] = /<style[^>]* data-href="([^"]+)"/.exec(html) ?? [];
  class CSSStyleSheet {
    replaceSync(text) {
      this.text = text;
    }
  }
  const fetched = [];
  const fetch = (url) =>
    new Promise((resolve, reject) => {
      fetched.push({ url, answer: (text) => resolve({ ok: true, text: async () => text }), fail: reject });
    });
  const appended = [];
  const frames = [];
  const timers = [];
  const listeners = {};
  const windowListeners = {};
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
    adoptedStyleSheets: ['the page’s own rules'],
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element) => appended.push(element) },
    createElement: (tag) => ({ tag }),
    addEventListener: (type, listener) => (listeners[type] = listener),
    getElementById: (id) => (id === deferredScriptsId ? { textContent: data } : null),
    querySelector: (selector) =>
      selector === 'style[data-href]' && href
        ? { getAttribute: () => href }
        : open.includes(selector)
          ? {}
          : null,
    activeElement: active,
  };
  const window = {
    PerformanceObserver,
    addEventListener: (type, listener, capture) => {
      assert.equal(capture, true, `${type} is heard in the capture phase`);
      windowListeners[type] = listener;
    },
  };
  runInNewContext(source, {
    document,
    window,
    location: {
      href: 'https://example.org/essays/one/',
      origin: 'https://example.org',
      pathname: '/essays/one/',
    },
    URL,
    Element,
    HTMLAnchorElement,
    fetch,
    CSSStyleSheet,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => timers.push(callback),
  });
  return {
    document,
    fetched,
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
    /** Fires `type` at the window's capture listener (the visitor's act) and the document's (intent). */
    act: (type, target) => {
      windowListeners[type]?.({ type, target });
      listeners[type]?.({ type, target });
    },
  };
}

/** Stand-ins for the browser's element classes, which the loader's link rule checks against. */
class Element {}
class HTMLAnchorElement extends Element {}
/** A stand-in element inside `ancestors` (selector -> element), as `closest` finds them. */
const inside = (ancestors) =>
  Object.assign(new Element(), { closest: (selector) => ancestors[selector] ?? null });
const form = (attributes = {}, method = 'get') => ({
  method,
  hasAttribute: (name) => name in attributes,
});
const link = (href, attributes = {}) =>
  Object.assign(new HTMLAnchorElement(), {
    href: new URL(href, 'https://example.org/essays/one/').href,
    target: attributes.target ?? '',
    hasAttribute: (name) => name in attributes,
  });
const tags = (run) =>
  run.appended.map(({ tag, src, href, rel, as, async }) =>
    tag === 'script' ? { tag, src, async } : { tag, rel, as, href },
  );
const chunkFiles = ['a', 'b', 'runtime'].map((name) => `/_next/static/chunks/${name}.js`);
const chunkScripts = chunkFiles.map((src) => ({ tag: 'script', src, async: true }));
const preloads = chunkFiles.map((href) => ({ tag: 'link', rel: 'preload', as: 'script', href }));
const settled = () => new Promise((done) => setImmediate(done));
const payloadText =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({});\n' +
  '(self.__next_f=self.__next_f||[]).push([0]);\n' +
  'self.__next_f.push([1,"0:{\\"a\\":\\"\\u003c/script\\u003e\\"}\\n"]);\n' +
  'self.__next_f.push([1,"1:[]\\n"]);\n';

describe('deferFrameworkScripts', () => {
  const { html: deferred, payload } = deferFrameworkScripts(page);

  it('takes the chunk scripts, their preloads, the bootstrap, the inline RSC payload and the polyfill for browsers without modules out of the parsed page', () => {
    assert.doesNotMatch(deferred, /<script src="\/_next\/static\/chunks\/(a|b|runtime|polyfills)\.js"/);
    assert.doesNotMatch(deferred, /rel="preload" as="script"/);
    assert.doesNotMatch(deferred, /__next_f|TURBOPACK/);
  });

  it('keeps everything else: the font preload, the stylesheet, other inline scripts, JSON-LD, content', () => {
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font"',
      '<style data-precedence="next" data-href="/_next/static/chunks/site.css">.a{color:red}</style>',
      '<script>try{document.documentElement.dataset.t="x"}catch(e){}</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<main><h1>Title</h1>',
    ])
      assert.ok(deferred.includes(kept), `lost: ${kept}`);
  });

  it('moves the bootstrap and the payload scripts, in order and unchanged, to one file named by its content', () => {
    assert.equal(payload.text, payloadText);
    assert.equal(payload.path, payloadPath(payloadText));
    assert.match(payload.path, /^\/_next\/static\/rsc\/[0-9a-f]{16}\.js$/);
    assert.notEqual(payloadPath(`${payloadText} `), payload.path);
    const context = { self: {}, globalThis: {} };
    context.globalThis = context;
    runInNewContext(payload.text, context);
    assert.deepEqual(JSON.parse(JSON.stringify(context.TURBOPACK)), [{}]);
    assert.deepEqual(JSON.parse(JSON.stringify(context.self.__next_f)), [
      [0],
      [1, '0:{"a":"</script>"}\n'],
      [1, '1:[]\n'],
    ]);
  });

  it('puts one loader file last in <body>, the same on every page, after data naming the payload file and each chunk once in page order', () => {
    assert.ok(deferred.endsWith(`${loaderTags(payload.path, chunkFiles)}</body></html>`));
    const other = deferFrameworkScripts(
      page.replace('runtime.js', 'other.js').replace('[1,"1:[]', '[1,"2:[]'),
    );
    assert.notEqual(other.payload.path, payload.path);
    assert.ok(other.html.endsWith(`<script src="${loaderPath}" async=""></script></body></html>`));
    assert.match(loaderPath, /^\/_next\/static\/deferred\/[0-9a-f]{16}\.js$/);
  });

  it('is idempotent, and leaves a page without framework scripts as it is', () => {
    assert.deepEqual(deferFrameworkScripts(deferred), { html: deferred, payload: null, problems: [] });
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    assert.deepEqual(deferFrameworkScripts(plain), { html: plain, payload: null, problems: [] });
  });
});

describe('deferFrameworkScripts on a page of another shape', () => {
  // Each case is what a framework upgrade could change; each must be reported, not passed over.
  const cases = {
    'chunks without async': [
      page.replaceAll(' async=""', ''),
      /chunks\/a\.js, \/_next\/static\/chunks\/b\.js, \/_next\/static\/chunks\/runtime\.js not loaded async/,
    ],
    'a payload under another name': [
      page.replaceAll('self.__next_f', 'self.__next_g'),
      /no RSC payload found/,
    ],
    'a payload pushed another way': [
      page.replace('self.__next_f.push([1,"1:[]\\n"])', 'self.__next_f.unshift([1])'),
      /uses __next_f or TURBOPACK but is no payload push/,
    ],
    'a bootstrap with its chunks written some other way': [
      page.replace(/<script src="\/_next\/static\/chunks\/(a|b|runtime)\.js" async=""><\/script>/g, ''),
      /framework scripts, but no chunk to defer/,
    ],
  };
  for (const [name, [changed, reported]] of Object.entries(cases)) {
    it(`reports ${name}, and leaves the page as it was`, () => {
      const result = deferFrameworkScripts(changed);
      assert.match(result.problems.join('\n'), reported);
      assert.match(result.problems[0], /expected <script async src="\/_next\/static\/…"> chunks/);
      assert.equal(result.html, changed);
      assert.equal(result.payload, null);
    });
  }
});

describe('the loader', () => {
  const { html: deferred, payload } = deferFrameworkScripts(page);
  const payloadScript = { tag: 'script', src: payload.path, async: true };
  const payloadRan = (run) => run.appended.find((element) => element.src === payload.path).onload();
  const sheetLoaded = async (run) => {
    run.fetched[0].answer('.a{color:red}');
    await settled();
  };
  const sheetFailed = async (run) => {
    run.fetched[0].fail(new Error('offline'));
    await settled();
  };

  it('adds nothing until the first content is on screen', () => {
    const run = runLoader(deferred);
    run.step();
    run.paint('first-paint'); // a background colour is not content
    run.step();
    assert.deepEqual(run.appended, []);
    run.paint('first-contentful-paint');
    assert.deepEqual(run.appended, [], 'it waits for the next task');
    run.step();
    assert.equal(run.observers[0].connected, false);
    assert.ok(run.appended.length > 0);
  });

  it('then preloads the chunks, runs the payload file, fetches the whole rules, and adds the chunks once the payload has run and the rules are adopted after the page’s own', async () => {
    const run = runLoader(deferred);
    run.paint('first-contentful-paint');
    run.step();
    assert.deepEqual(tags(run), [...preloads, payloadScript]);
    assert.deepEqual(
      run.fetched.map(({ url }) => url),
      ['/_next/static/chunks/site.rules.css'],
    );
    payloadRan(run);
    assert.deepEqual(tags(run), [...preloads, payloadScript], 'the rules are still on their way');
    await sheetLoaded(run);
    assert.deepEqual(tags(run), [...preloads, payloadScript, ...chunkScripts]);
    const [own, whole] = run.document.adoptedStyleSheets;
    assert.equal(own, 'the page’s own rules', 'nothing is removed');
    assert.equal(whole.text, '.a{color:red}', 'the whole rules come after, and win every tie');
  });

  it('keeps the page’s own rules and still hydrates when the whole rules fail', async () => {
    const run = runLoader(deferred);
    run.paint('first-contentful-paint');
    run.step();
    await sheetFailed(run);
    payloadRan(run);
    assert.deepEqual(tags(run), [...preloads, payloadScript, ...chunkScripts]);
    assert.equal(run.document.adoptedStyleSheets.length, 1);
  });

  it('adds no chunk when the payload file does not arrive, leaving the server’s page as it is', () => {
    const run = runLoader(deferred);
    run.paint('first-contentful-paint');
    run.step();
    run.step();
    assert.deepEqual(tags(run), [...preloads, payloadScript]);
  });

  it('loads at once in a hidden tab, where no frame comes, and when the tab is hidden before it paints', async () => {
    const hidden = runLoader(deferred, { hidden: true });
    assert.deepEqual(tags(hidden), [...preloads, payloadScript]);
    const run = runLoader(deferred);
    run.hide();
    run.paint('first-contentful-paint');
    run.step();
    payloadRan(run);
    await sheetLoaded(run);
    assert.deepEqual(tags(run), [...preloads, payloadScript, ...chunkScripts], 'and only once');
  });

  it('without paint timing, waits for two frames and a task', () => {
    const run = runLoader(deferred, { paintTiming: false });
    assert.equal(run.observers.length, 0);
    run.step();
    run.step();
    assert.deepEqual(run.appended, []);
    run.step();
    assert.deepEqual(tags(run), [...preloads, payloadScript]);
  });
});

describe('the loader on a page whose islands all wait for the visitor', () => {
  const { html: deferred, payload } = deferFrameworkScripts(page, { waits: true });
  const payloadScript = { tag: 'script', src: payload.path, async: true };
  const loaded = (run) => tags(run).filter(({ rel }) => rel !== 'prefetch');

  it('says so in its data, and loads nothing after the first paint, nor in a hidden tab', () => {
    assert.match(deferred, /"waits":true/);
    assert.doesNotMatch(deferFrameworkScripts(page).html, /"waits"/);
    const run = runLoader(deferred);
    run.paint('first-contentful-paint');
    run.step();
    run.step();
    run.hide();
    assert.deepEqual(run.appended, []);
    assert.deepEqual(tags(runLoader(deferred, { hidden: true })), []);
  });

  it('loads the framework when search opens, once', () => {
    const run = runLoader(deferred);
    run.act('searchopen', {});
    assert.deepEqual(loaded(run), [...preloads, payloadScript]);
    run.act('searchopen', {});
    assert.equal(loaded(run).length, preloads.length + 1);
  });

  it('loads it when the visitor uses a form that needs its island, not a form that submits on its own', () => {
    for (const type of ['focusin', 'pointerdown', 'submit']) {
      const run = runLoader(deferred);
      run.act(type, inside({}));
      run.act(type, inside({ form: form({ action: '/search/' }) }));
      run.act(type, inside({ form: form({}, 'dialog') }));
      assert.deepEqual(loaded(run), [], `${type} outside such a form`);
      run.act(type, inside({ form: form() }));
      assert.deepEqual(loaded(run), [...preloads, payloadScript], type);
    }
  });

  it('loads it at once when search is open, a form has focus or a submit is held before it arrives', () => {
    assert.deepEqual(loaded(runLoader(deferred, { open: ['dialog[open]'] })), [...preloads, payloadScript]);
    assert.deepEqual(loaded(runLoader(deferred, { active: inside({ form: form() }) })), [
      ...preloads,
      payloadScript,
    ]);
    const held = 'form:not([action]) [data-when="pending"]:not([hidden])';
    assert.deepEqual(loaded(runLoader(deferred, { open: [held] })), [...preloads, payloadScript]);
    assert.deepEqual(loaded(runLoader(deferred, { active: inside({}) })), []);
  });

  it('prefetches a page of the site the visitor shows intent on, once, and no file, other site, new tab or this page', () => {
    const run = runLoader(deferred);
    const over = (href, attributes) => run.act('pointerover', inside({ 'a[href]': link(href, attributes) }));
    over('/books/');
    run.act('focusin', inside({ 'a[href]': link('/books/') }));
    over('/essays/?page=2');
    over('/briefs/market-map.pdf');
    over('/essays/one/');
    over('https://elsewhere.example/');
    over('/about/', { target: '_blank' });
    over('/about/', { download: '' });
    run.act('pointerover', inside({}));
    assert.deepEqual(
      tags(run).map(({ rel, href }) => `${rel} ${href}`),
      ['prefetch /books/', 'prefetch /essays/?page=2'],
    );
  });

  it('leaves prefetching to the framework once it has loaded', () => {
    const run = runLoader(deferred);
    run.act('searchopen', {});
    run.act('touchstart', inside({ 'a[href]': link('/books/') }));
    assert.ok(tags(run).every(({ rel }) => rel !== 'prefetch'));
  });
});
