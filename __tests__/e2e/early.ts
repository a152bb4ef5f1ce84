import { test as base, type Page } from '@playwright/test';
import { isHydrated, waitForAfterPaint, waitForHydration, waitsForVisitor } from './fixtures';

export { expect } from '@playwright/test';

/**
 * How the framework's scripts (everything under /_next/) reach the page: `held` back, as on a slow
 * phone, until the test lets them through; or `blocked`, as by a filter or a failed connection, so
 * the page never hydrates.
 */
export type ScriptArrival = 'held' | 'blocked';

export interface Scripts {
  /** Asserts the page has not hydrated: what the test does next, it does before any island. */
  expectNoneYet(): Promise<void>;
  /**
   * Held: lets the scripts through and waits for hydration, on a page that loads the framework after
   * its first paint or has been asked for it (a form used). A page that waits for the
   * visitor and was not asked hydrates nothing. Blocked: nothing arrives.
   */
  arrive(): Promise<void>;
}

/**
 * Playwright's `test` for acting before the scripts arrive: `page.goto` and `page.reload` return once
 * the page is parsed, and every script under /_next/ is held (until `scripts.arrive()`) or blocked, by the
 * `arrival` option. Held until the test says so, not for a fixed time, so that a slow machine cannot let
 * them in while the test still acts early.
 */
export const test = base.extend<{ arrival: ScriptArrival; scripts: Scripts }>({
  arrival: ['held', { option: true }],
  page: async ({ page }, provide) => {
    // The load event waits for the scripts the loader has added, which may be held: wait for the
    // painted page instead, which is what a visitor sees and acts on, and for the site's own
    // after-paint script, which the head script adds once the page has painted.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const painted = async <T>(navigation: Promise<T>) => {
      const response = await navigation;
      await waitForAfterPaint(page);
      return response;
    };
    page.goto = (url, options) => painted(goto(url, { waitUntil: 'domcontentloaded', ...options }));
    page.reload = (options) => painted(reload({ waitUntil: 'domcontentloaded', ...options }));
    await provide(page);
  },
  scripts: async ({ page, arrival }, provide) => {
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route('**/_next/**/*.js', async (route) => {
      if (arrival === 'blocked') return route.abort('blockedbyclient');
      await released;
      // The page may have moved on (a link followed before hydration) and dropped the request.
      await route.continue().catch(() => {});
    });
    await provide({
      expectNoneYet: async () => {
        if (await isHydrated(page)) throw new Error('the page hydrated before the test acted');
      },
      arrive: async () => {
        if (arrival === 'blocked') return;
        release();
        const asked = await page.evaluate(() => !!document.querySelector('link[rel="preload"][as="script"]'));
        if (asked || !(await waitsForVisitor(page))) await waitForHydration(page);
      },
    });
    release();
  },
});

export type { Page };
