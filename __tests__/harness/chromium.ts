// The browser the tests and the benchmarks drive, unless CHROMIUM_PATH names another (empty: Playwright's
// own). The networking flags matter: without them Chromium keeps calling Google's services.
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';

/** The benchmarks': Debian's Chromium whole, the browser visitors run. */
export const chromiumPath: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';
/**
 * The tests': the same Chromium's headless shell, its engine without the browser around it, which runs
 * the browser tests in half the time (docs/architecture.md); Chromium itself where it is not installed.
 */
export const testChromiumPath: string =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser for puppeteer-core, which the benchmarks and the tests use where Chrome must prerender:
 * it attaches as Chrome expects, where Playwright's attachment makes Chrome refuse.
 */
export const puppeteerLaunch = {
  executablePath: chromiumPath || undefined,
  headless: true,
  args: chromiumArgs,
};
export const testPuppeteerLaunch = { ...puppeteerLaunch, executablePath: testChromiumPath || undefined };

/**
 * The page of a puppeteer-core `browser` that shows `path`, once it has painted. It is looked for
 * through a connection of its own: when a prerendered page takes over its tab, the first
 * connection's handle on the tab can be left on the page that went (puppeteer-core 24, often under
 * CPU throttling, now and then without).
 */
export async function paintedPage(browser: Browser, path: string, timeoutMs = 30_000): Promise<Page> {
  const { default: puppeteer } = await import('puppeteer-core');
  const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await pause(200)) {
    const fresh = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint() });
    for (const page of await fresh.pages()) {
      if (new URL(page.url()).pathname !== path) continue;
      const painted = await Promise.race([
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0),
        pause(2000).then(() => false),
      ]);
      if (painted) return page;
    }
    await fresh.disconnect();
  }
  throw new Error(`${path} never painted`);
}
