// The loader (browser/loader.ts) as the build ships it, bundled and minified at the end of the
// after-paint file (.browser/scripts.json), run against a stand-in browser. `npm run browser` first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import { browserScriptsFile, type BrowserScripts } from '../../lib/page/browser-scripts';
import { sharedChunks, sharedChunksIn, withSharedChunks } from '../../export/defer';
import { deferredScriptsId } from '../../lib/page/deferred-scripts';
import { pageStyleId } from '../../lib/page/page-style-names';
import { routerAttribute } from '../../lib/web/speculation-rules';
import { formReadyAttribute, islandFormAttribute } from '../../lib/web/form-ready';

const bundled: BrowserScripts = JSON.parse(readFileSync(join(process.cwd(), browserScriptsFile), 'utf8'));
const loader = bundled.loader;
const sheet = '/_next/static/chunks/site.css';
const chunkFiles = ['a', 'b', 'runtime'].map((name) => `/_next/static/chunks/${name}.js`);
const payloadPath = '/_next/static/rsc/0123456789abcdef.js';
const page = { payload: payloadPath, chunks: chunkFiles };
const waiting = { ...page, waits: true };

/** An element the loader made and appended, with what it set on it. */
interface Appended {
  tag: string;
  src?: string;
  href?: string;
  rel?: string;
  as?: string;
  async?: boolean;
  onload: () => void;
  onerror: () => void;
}

/** A stand-in form: its method and attributes, and what a test adds (requestSubmit, querySelector). */
interface StandInForm {
  method: string;
  attributes: Record<string, string>;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/** A request the loader made, answered or failed when the test says. */
interface Fetched {
  url: string;
  answer: (text: string) => void;
  fail: (error: Error) => void;
}

/** What the stand-in page holds when the loader runs. */
interface Situation {
  hidden?: boolean;
  paintTiming?: boolean;
  open?: string[];
  active?: unknown;
  forms?: StandInForm[];
  /** The loader's text, if not as `npm run browser` bundled it. */
  file?: string;
}

/** An event as the loader's listeners read it. */
type Listener = (event?: { type: string; target: unknown }) => void;

/**
 * Runs a page's loader against a stand-in browser and reports what it appended. `paint` delivers
 * paint entries to the loader's observer; `step` runs the next queued frame or task.
 */
function runLoader(
  scripts: unknown,
  { hidden = false, paintTiming = true, open = [], active = null, forms = [], file = loader }: Situation = {},
) {
  class CSSStyleSheet {
    text = '';
    replaceSync(text: string) {
      this.text = text;
    }
  }
  const fetched: Fetched[] = [];
  const fetch = (url: string) =>
    new Promise((resolve, reject) => {
      fetched.push({ url, answer: (text) => resolve({ ok: true, text: async () => text }), fail: reject });
    });
  const appended: Appended[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, Listener> = {};
  const windowListeners: Record<string, Listener> = {};
  const observers: PerformanceObserver[] = [];
  type Paints = { getEntriesByName: (name: string) => string[] };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    connected = false;
    constructor(readonly callback: (list: Paints) => void) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      assert.deepEqual({ ...options }, { type: 'paint', buffered: true });
      this.connected = true;
    }
    disconnect() {
      this.connected = false;
    }
  }
  const htmlAttributes = new Map();
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => htmlAttributes.set(name, value) },
    // The page's own rules, then the sheets the loader adopts.
    adoptedStyleSheets: ['the page’s own rules'] as (string | { text: string })[],
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: Appended) => appended.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    getElementById: (id: string) =>
      id === deferredScriptsId
        ? { textContent: JSON.stringify(scripts) }
        : id === pageStyleId
          ? { getAttribute: () => sheet }
          : null,
    querySelector: (selector: string) => (open.includes(selector) ? {} : null),
    querySelectorAll: (selector: string) =>
      selector === `form[${islandFormAttribute}][action]`
        ? forms.filter((each) => each.hasAttribute(islandFormAttribute) && each.hasAttribute('action'))
        : [],
    activeElement: active,
  };
  const addEventListener = (type: string, listener: Listener, capture: boolean) => {
    assert.equal(capture, true, `${type} is heard in the capture phase`);
    windowListeners[type] = listener;
  };
  const window = { PerformanceObserver, addEventListener };
  runInNewContext(file, {
    document,
    window,
    addEventListener,
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
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return {
    document,
    htmlAttributes,
    fetched,
    appended,
    observers,
    paint: (...names: string[]) =>
      observers
        .filter((o) => o.connected)
        .forEach((o) => o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) })),
    step: () => (frames.length ? frames : timers).shift()?.(),
    hide: () => {
      document.visibilityState = 'hidden';
      listeners.visibilitychange?.();
    },
    /** Fires `type` at the window's capture listener (the visitor's act) and the document's (intent). */
    act: (type: string, target: unknown) => {
      windowListeners[type]?.({ type, target });
      listeners[type]?.({ type, target });
    },
  };
}

/** Stand-ins for the browser's element classes, which the loader's link rule checks against. */
class Element {}
class HTMLAnchorElement extends Element {}
/** A stand-in element inside `ancestors` (selector -> element), as `closest` finds them. */
const inside = (ancestors: Record<string, unknown>) =>
  Object.assign(new Element(), { closest: (selector: string) => ancestors[selector] ?? null });
/** A stand-in form: one its island sends unless `attributes` say otherwise. */
const form = (
  attributes: Record<string, string> = { [islandFormAttribute]: '' },
  method = 'post',
): StandInForm => ({
  method,
  attributes: { ...attributes },
  hasAttribute(name: string) {
    return name in this.attributes;
  },
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  },
});
const link = (href: string, attributes: Record<string, string> = {}) =>
  Object.assign(new HTMLAnchorElement(), {
    href: new URL(href, 'https://example.org/essays/one/').href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  });
/** What a test reads of a run of the loader. */
type Run = ReturnType<typeof runLoader>;
const tags = (run: Run) =>
  run.appended.map(({ tag, src, href, rel, as, async }) =>
    tag === 'script' ? { tag, src, async } : { tag, rel, as, href },
  );
const chunkScripts = chunkFiles.map((src) => ({ tag: 'script', src, async: true }));
const preloads = chunkFiles.map((href) => ({ tag: 'link', rel: 'preload', as: 'script', href }));
const settled = () => new Promise((done) => setImmediate(done));
const payloadScript = { tag: 'script', src: payloadPath, async: true };

describe('the loader', () => {
  it('is shipped as it is tested: in the one file the head script adds, after the after-paint script and before any analytics', () => {
    const tail = [loader, bundled.analytics].filter(Boolean).join('\n');
    assert.ok(bundled.afterPaint.text.endsWith(`\n${tail}`));
    assert.ok(bundled.head.includes(JSON.stringify(bundled.afterPaint.path)));
  });

  const deferred = page;
  const payloadFile = (run: Run) => {
    const script = run.appended.find((element) => element.src === payloadPath);
    assert.ok(script, 'the payload file was not added');
    return script;
  };
  const payloadRan = (run: Run) => payloadFile(run).onload();
  const sheetLoaded = async (run: Run) => {
    run.fetched[0].answer('.a{color:red}');
    await settled();
  };
  const sheetFailed = async (run: Run) => {
    run.fetched[0].fail(new Error('offline'));
    await settled();
  };

  it('reads files named within their folders, as the export stage writes them, as those files', async () => {
    const short = { payload: '0123456789abcdef', chunks: ['a', 'b', 'runtime'] };
    const run = runLoader(short);
    run.paint('first-contentful-paint');
    run.step();
    payloadRan(run);
    await sheetLoaded(run);
    assert.deepEqual(tags(run), [...preloads, payloadScript, ...chunkScripts]);
  });

  it('loads the chunks every page loads, as the export stage writes them into its file, before the page’s own', async () => {
    const file = withSharedChunks(loader, ['/_next/static/chunks/a.js', 'b']);
    assert.ok(file);
    const run = runLoader({ payload: '0123456789abcdef', chunks: ['runtime'] }, { file });
    run.paint('first-contentful-paint');
    run.step();
    payloadRan(run);
    await sheetLoaded(run);
    assert.deepEqual(tags(run), [...preloads, payloadScript, ...chunkScripts]);
  });

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
    assert.ok(!run.htmlAttributes.has(routerAttribute), 'the links are still the browser’s');
    await sheetLoaded(run);
    assert.deepEqual(tags(run), [...preloads, payloadScript, ...chunkScripts]);
    assert.ok(run.htmlAttributes.has(routerAttribute), 'the router takes the links from now on');
    const [own, whole] = run.document.adoptedStyleSheets;
    assert.equal(own, 'the page’s own rules', 'nothing is removed');
    assert.equal(
      typeof whole === 'object' ? whole.text : whole,
      '.a{color:red}',
      'the whole rules come after, and win every tie',
    );
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

  it('when a script of the framework does not arrive, sends a held form to its action, once, and leaves a form with none', () => {
    const submitted: unknown[] = [];
    const withAction = (held: boolean) =>
      Object.assign(form({ [islandFormAttribute]: '', action: 'https://forms.example/f/x' }), {
        held,
        querySelector() {
          return this.held ? {} : null;
        },
        requestSubmit() {
          submitted.push(this);
        },
      });
    const [held, idle] = [withAction(true), withAction(false)];
    const nowhere = Object.assign(form(), { requestSubmit: () => submitted.push('nowhere') });
    const run = runLoader(deferred, { forms: [held, idle, nowhere] });
    run.paint('first-contentful-paint');
    run.step();
    assert.deepEqual(submitted, [], 'nothing goes before a script fails');
    payloadFile(run).onerror();
    payloadFile(run).onerror();
    assert.deepEqual(submitted, [held], 'the held submit, once');
    assert.ok(held.hasAttribute(formReadyAttribute) && idle.hasAttribute(formReadyAttribute));
    assert.ok(!nowhere.hasAttribute(formReadyAttribute));
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
  const deferred = waiting;
  const loaded = (run: Run) => tags(run).filter(({ rel }) => rel !== 'prefetch');

  it('loads nothing after the first paint, nor in a hidden tab', () => {
    const run = runLoader(deferred);
    run.paint('first-contentful-paint');
    run.step();
    run.step();
    run.hide();
    assert.deepEqual(run.appended, []);
    assert.deepEqual(tags(runLoader(deferred, { hidden: true })), []);
  });

  it('loads nothing when search opens: its results need no framework', () => {
    const run = runLoader(deferred);
    run.act('searchopen', {});
    run.act('focusin', inside({ form: form({ action: '/search/' }, 'get') }));
    assert.deepEqual(loaded(run), []);
    assert.deepEqual(loaded(runLoader(deferred, { open: ['dialog[open]'] })), []);
  });

  it('loads it when the visitor uses a form that needs its island, not a form that submits on its own', () => {
    for (const type of ['focusin', 'pointerdown', 'submit']) {
      const run = runLoader(deferred);
      run.act(type, inside({}));
      run.act(type, inside({ form: form({ action: '/search/' }, 'get') }));
      run.act(type, inside({ form: form({}, 'dialog') }));
      run.act(type, inside({ form: form({ [islandFormAttribute]: '', [formReadyAttribute]: '' }) }));
      assert.deepEqual(loaded(run), [], `${type} outside such a form`);
      run.act(type, inside({ form: form() }));
      assert.deepEqual(loaded(run), [...preloads, payloadScript], type);
    }
  });

  it('loads it at once when a form has focus or a submit is held before it arrives', () => {
    assert.deepEqual(loaded(runLoader(deferred, { active: inside({ form: form() }) })), [
      ...preloads,
      payloadScript,
    ]);
    const held = `form[${islandFormAttribute}] [data-when="pending"]:not([hidden])`;
    assert.deepEqual(loaded(runLoader(deferred, { open: [held] })), [...preloads, payloadScript]);
    assert.deepEqual(loaded(runLoader(deferred, { active: inside({}) })), []);
  });

  it('prefetches a page of the site the visitor shows intent on, once, and no file, other site, new tab or this page', () => {
    const run = runLoader(deferred);
    const over = (href: string, attributes?: Record<string, string>) =>
      run.act('pointerover', inside({ 'a[href]': link(href, attributes) }));
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
    run.act('focusin', inside({ form: form() }));
    run.act('touchstart', inside({ 'a[href]': link('/books/') }));
    assert.ok(tags(run).every(({ rel }) => rel !== 'prefetch'));
  });
});

describe('the chunks every page loads, named once in the loader’s file', () => {
  it('are those in every page’s list', () => {
    assert.deepEqual(
      sharedChunks([
        ['/c/a.js', '/c/own.js', '/c/b.js'],
        ['/c/b.js', '/c/a.js'],
      ]),
      ['/c/a.js', '/c/b.js'],
    );
    assert.deepEqual(sharedChunks([]), []);
  });

  it('are read back as written, and a file without their list, or with it twice, is refused', () => {
    const file = withSharedChunks(loader, ['/_next/static/chunks/a.js', '/elsewhere/b.js']);
    assert.ok(file);
    assert.deepEqual(sharedChunksIn(file).slice(1), ['a', '/elsewhere/b.js']);
    assert.equal(withSharedChunks('console.log(1)', ['a']), null);
    assert.equal(withSharedChunks(`${loader}\n${loader}`, ['a']), null);
  });
});
