import { readFileSync } from 'node:fs';
import { afterPaintAttribute } from '@/lib/page/browser-scripts';
import { deferredScriptsId } from '@/lib/page/deferred-scripts';
import type { EngineName, EngineWindow, Handle, Key } from './engine';
import { pageWatchKeys, readPageWatch } from './page-watch';

// The visitor of the journeys finds what they act on by role and accessible name, as the other browser
// tests do. Engines each ask for that differently, so the journeys bring Testing Library's own queries
// into the page and ask them there: one meaning of "the button named Join" in all three.

const testingLibrary = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

/** A name as Testing Library matches it: the whole accessible name, or a pattern. */
type Name = string | RegExp;
type SentName = { text: string } | { source: string; flags: string };
/** One step of a query: the `nth` element with `role` and `name`, inside the step before. */
interface Step {
  role: string;
  name?: SentName;
  nth: number;
}
type Query = Step[];
type Reading = 'text' | 'value' | 'attribute' | 'checked' | 'enabled' | 'set date';

const step = (role: string, name: Name | undefined, nth: number): Step => ({
  role,
  nth,
  name:
    name === undefined
      ? undefined
      : typeof name === 'string'
        ? { text: name }
        : { source: name.source, flags: name.flags },
});

/**
 * In the page, installed with the library: the element a query names, or null. A radio or a
 * checkbox drawn by its label (the box itself visually hidden) is pressed through that label, as a
 * visitor presses it: `forClick` asks for what to press.
 */
function locate(query: Query, forClick = false): Element | null {
  const dom = (window as unknown as { TestingLibraryDom: typeof import('@testing-library/dom') })
    .TestingLibraryDom;
  let scope: Element | undefined = document.body;
  for (const { role, name, nth } of query) {
    const matcher = name && ('text' in name ? name.text : new RegExp(name.source, name.flags));
    scope = dom.queryAllByRole(scope as HTMLElement, role, matcher ? { name: matcher } : {})[nth];
    if (!scope) return null;
  }
  const label = scope instanceof HTMLInputElement ? scope.labels?.[0] : undefined;
  return forClick && label && scope.getBoundingClientRect().width <= 1 ? label : scope;
}

interface Located {
  __journeysLocate: typeof locate;
}

/**
 * In the page: what a journey reads of the element a query names (`detail`: the attribute to read,
 * or the date to set).
 */
function read({ query, reading, detail }: { query: Query; reading: Reading; detail: string }) {
  const element = (window as unknown as Located).__journeysLocate(query);
  if (!element) return null;
  if (reading === 'text') return (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
  if (reading === 'value') return (element as HTMLInputElement).value;
  if (reading === 'attribute') return element.getAttribute(detail);
  if (reading === 'checked') return (element as HTMLInputElement).checked;
  if (reading === 'set date') {
    const field = element.querySelector<HTMLInputElement>('input[type="date"]')!;
    field.value = detail;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return !(element as HTMLButtonElement).disabled;
}

/** In the page: whether the after-paint script ran and, on a page that loads the framework, React took over. */
function isReady({ attribute, dataId }: { attribute: string; dataId: string }) {
  if (!document.documentElement.hasAttribute(attribute)) return false;
  const data = document.getElementById(dataId);
  if (data && JSON.parse(data.textContent ?? '{}').waits === true) return true;
  const header = document.querySelector('header');
  return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What a journey finds on the page: found again each time it is used, as a Playwright locator is. */
export class Control {
  constructor(
    private readonly visitor: Visitor,
    private readonly query: Query,
  ) {}

  /** The `nth` control with `role` and `name` inside this one (the first when `nth` is not given). */
  find(role: string, name?: Name, nth = 0) {
    return new Control(this.visitor, [...this.query, step(role, name, nth)]);
  }

  /** Whether it is on the page and exposed (not hidden), now. */
  async exists() {
    return (await this.visitor.locate(this.query)) !== null;
  }

  /** The element, once it is there (10 seconds at most). */
  async element(): Promise<Handle> {
    for (const deadline = Date.now() + 10_000; ; await pause(100)) {
      const found = await this.visitor.locate(this.query);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`nothing on ${await this.visitor.url()} is ${this}`);
    }
  }

  async click() {
    await this.element();
    await this.visitor.window.click((await this.visitor.locate(this.query, true))!);
  }

  /** Types `text` into the field, key by key. */
  async fill(text: string) {
    await this.visitor.window.type(await this.element(), text);
  }

  private async read<T>(reading: Reading, detail = '') {
    await this.element();
    return (await this.visitor.read(this.query, reading, detail)) as T;
  }

  /** Its text as shown (innerText), spaces collapsed. */
  text = () => this.read<string>('text');
  value = () => this.read<string>('value');
  attribute = (name: string) => this.read<string | null>('attribute', name);
  checked = () => this.read<boolean>('checked');
  enabled = () => this.read<boolean>('enabled');
  /**
   * Sets the date field inside this control to `date` (YYYY-MM-DD). A date picker is the browser's
   * own interface, different in each engine and out of every driver's reach alike, so the value is
   * set as the picker would leave it.
   */
  setDate = (date: string) => this.read<boolean>('set date', date);

  toString() {
    return this.query
      .map(
        ({ role, name }) =>
          `${role}${name ? ` named ${'text' in name ? `"${name.text}"` : `/${name.source}/`}` : ''}`,
      )
      .join(' in ');
  }
}

export class Visitor {
  visited = false;

  constructor(
    readonly engine: EngineName,
    readonly window: EngineWindow,
    private readonly origin: string,
  ) {}

  /** Opens `path` and waits until the page is as a visitor meets it once it has settled. */
  async goto(path: string) {
    await this.window.goto(new URL(path, this.origin).href);
    this.visited = true;
    await this.settled();
  }

  /** Waits for the after-paint script and, where the page loads the framework, for React. */
  async settled() {
    const arg = { attribute: afterPaintAttribute, dataId: deferredScriptsId };
    for (const deadline = Date.now() + 15_000; !(await this.window.run(isReady, arg)); await pause(100))
      if (Date.now() > deadline)
        throw new Error(`${await this.url()} never settled: its scripts did not run`);
    // Let hydration commit and the islands' effects run, as fixtures.ts does for Chromium.
    await this.window.run(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
      null,
    );
  }

  async url() {
    return new URL(await this.window.url()).pathname;
  }

  async waitForPath(path: string) {
    for (const deadline = Date.now() + 10_000; (await this.url()) !== path; await pause(100))
      if (Date.now() > deadline) throw new Error(`still on ${await this.url()}, not ${path}`);
  }

  find(role: string, name?: Name, nth = 0) {
    return new Control(this, [step(role, name, nth)]);
  }

  press(key: Key) {
    return this.window.press(key);
  }

  resize(width: number, height: number) {
    return this.window.resize(width, height);
  }

  /** What the page watch kept: uncaught errors, policy violations, and console errors apart. */
  watched() {
    return this.window.run(readPageWatch, pageWatchKeys);
  }

  read(query: Query, reading: Reading, detail: string) {
    return this.withLibrary(() => this.window.run(read, { query, reading, detail }));
  }

  locate(query: Query, forClick = false) {
    return this.withLibrary(() =>
      this.window.element(
        ({ query, forClick }) => (window as unknown as Located).__journeysLocate(query, forClick),
        { query, forClick },
      ),
    );
  }

  /**
   * Brings Testing Library and `locate` into the page, once a page. A page that a navigation replaces
   * between the check and the act (a link the last step followed) lacks them again: bring them anew.
   */
  private async withLibrary<T>(act: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const present = await this.window.run(() => '__journeysLocate' in window, null);
      if (!present)
        await this.window.inject(`${testingLibrary};\nwindow.__journeysLocate = ${locate.toString()};`);
      try {
        return await act();
      } catch (error) {
        if (attempt === 3 || !String(error).includes('__journeysLocate')) throw error;
      }
    }
  }
}
