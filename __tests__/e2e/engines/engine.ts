// What the journeys need of a browser, said once for the three drivers: Playwright for Chromium,
// puppeteer-core over WebDriver BiDi for Firefox, WebdriverIO over WebDriver classic for WebKit.

export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** An element of the page, as the engine's client holds it. */
export type Handle = { readonly engineElement: unique symbol };

/** A function that runs in the page: one argument and its result cross as JSON. */
export type InPage<Arg, Result> = (arg: Arg) => Result;

export type Key = 'Enter' | 'Escape' | '/';

/** One browser window with nothing stored, reaching the web through the journeys' proxy. */
export interface EngineWindow {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  resize(width: number, height: number): Promise<void>;
  /** Runs a script's source as it is (a library the journeys bring into the page). */
  inject(source: string): Promise<void>;
  run<Arg, Result>(fn: InPage<Arg, Result>, arg: Arg): Promise<Awaited<Result>>;
  /** The element `fn` returns, or null. */
  element<Arg>(fn: InPage<Arg, Element | null>, arg: Arg): Promise<Handle | null>;
  click(element: Handle): Promise<void>;
  /** Types `text` into a field, as keys. */
  type(element: Handle, text: string): Promise<void>;
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** A new window, a desktop's size, with nothing stored. */
  open(): Promise<EngineWindow>;
  close(): Promise<void>;
}

/** The proxy every engine is told to use, and that it must trust (stand-ins.ts). */
export interface Network {
  proxy: string;
}

export const desktop = { width: 1280, height: 900 };

/**
 * What Playwright's pages and puppeteer's have in common, under the same names: all a window needs
 * beyond resizing and closing, which the two name differently.
 */
interface PageLike {
  goto(url: string): Promise<unknown>;
  url(): string;
  evaluate(fn: unknown, arg?: unknown): Promise<unknown>;
  evaluateHandle(fn: unknown, arg?: unknown): Promise<{ asElement(): unknown }>;
  keyboard: { press(key: string): Promise<void> };
}
interface ElementLike {
  click(): Promise<void>;
  type(text: string): Promise<void>;
}

/** A window over a Playwright or a puppeteer page. */
export function pageWindow(page: PageLike, rest: Pick<EngineWindow, 'resize' | 'close'>): EngineWindow {
  const own = (handle: Handle) => handle as unknown as ElementLike;
  return {
    ...rest,
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    inject: async (source) => void (await page.evaluate(source)),
    run: (fn, arg) => page.evaluate(fn, arg) as never,
    element: async (fn, arg) => ((await page.evaluateHandle(fn, arg)).asElement() as Handle | null) ?? null,
    click: (element) => own(element).click(),
    type: (element, text) => own(element).type(text),
    press: (key) => page.keyboard.press(key),
  };
}
