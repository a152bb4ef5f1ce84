import { test as base, type Page, type Response } from '@playwright/test';
import { afterPaintAttribute } from '@/lib/page/browser-scripts';
import { deferredScriptsId } from '@/lib/page/deferred-scripts';
import { islandFormAttribute } from '@/lib/web/form-ready';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the page: it tags the elements it hydrates with its own keys.
 * The framework's scripts load after the first paint (export/defer.ts), so the `load`
 * event no longer means the islands answer; a visitor's first tap comes far later than a test's.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
  // Hydration has claimed the elements; let it commit and run the islands' effects.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/**
 * Asks a page that waits for the visitor for the framework as a visitor does, by a focus in a form
 * its island sends, and waits for it unless `wait` is false (its scripts held back); focus then
 * leaves the field.
 */
export async function askForFramework(page: Page, { wait = true } = {}) {
  // The loader, which hears the focus, comes with the after-paint file.
  await waitForAfterPaint(page);
  await page.locator(`form[${islandFormAttribute}] input[type="email"]`).first().focus();
  if (wait) await waitForHydration(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Waits until the after-paint script has run (it sets `afterPaintAttribute`). The head script adds it
 * after the first paint, so the page's `load` event can come before it.
 */
export async function waitForAfterPaint(page: Page) {
  await page.locator(`html[${afterPaintAttribute}]`).waitFor({ state: 'attached' });
}

/** The visitor's calendar date in the page's time zone, as the demo's date field shows it. */
export function visitorToday(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });
}

/** Whether React has taken over the page's header yet. */
export function isHydrated(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Whether the page waits for the visitor before it loads the framework (its islands all wait,
 * components/site/island.tsx): it then hydrates only once search opens or a form is used.
 */
export function waitsForVisitor(page: Page) {
  return page.evaluate((id) => {
    const data = document.getElementById(id);
    return !!data && JSON.parse(data.textContent ?? '{}').waits === true;
  }, deferredScriptsId);
}

/**
 * Every request for one of the framework's scripts (`/_next/static/chunks/*.js`) the page makes from
 * now on; the whole rules beside the stylesheet there come when search opens, and are no framework.
 */
export function chunkRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')) requests.push(pathname);
  });
  return requests;
}

async function hydratedAfter(page: Page, navigation: Promise<Response | null>, waitUntil?: string) {
  const response = await navigation;
  const html = response?.headers()['content-type']?.startsWith('text/html');
  if (html && (waitUntil ?? 'load') !== 'commit') {
    await waitForAfterPaint(page);
    if (!(await waitsForVisitor(page))) await waitForHydration(page);
  }
  return response;
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for hydration on HTML pages
 * that load the framework after their first paint (not with `waitUntil: 'commit'`, which tests use
 * to look at the page as the server sent it, nor with JavaScript off). A page that waits for the
 * visitor is ready once the after-paint script has run.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) return provide(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => hydratedAfter(page, goto(url, options), options?.waitUntil);
    page.reload = (options) => hydratedAfter(page, reload(options), options?.waitUntil);
    await provide(page);
  },
});
