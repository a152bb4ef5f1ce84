// The next page, ready before the tap (lib/web/speculation-rules.ts). Playwright's way of attaching makes
// Chrome refuse to prerender (PrerenderingDisabledByDevTools), so it only prefetches there; puppeteer-core
// attaches as Chrome expects, so the prerender itself is checked through it, in the same Chromium.
import puppeteer from 'puppeteer-core';
import { paintedPage, testPuppeteerLaunch } from '../harness/chromium';
import { afterPaintAttribute } from '../../lib/page/browser-scripts';
import { routerAttribute, speculationRulesPath } from '../../lib/web/speculation-rules';
import { themeStorageKey } from '../../lib/page/theme-choice';
import * as messages from '../../lib/site/messages';
import { askForFramework, expect, test, waitForAfterPaint, type Page } from './fixtures';
import { formspreeEndpoint } from './third-party-stubs';

test.use({ viewport: { width: 1280, height: 800 } });

/** A navigation entry with what TypeScript's DOM types do not name yet. */
type Navigation = PerformanceNavigationTiming & { deliveryType: string; activationStart: number };

/** The pages Chromium would prerender from this page, as the rules match its links. */
async function candidates(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const errors: string[] = [];
  let found: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) errors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    found = preloadingAttemptSources.map(({ key }) => `${key.action} ${new URL(key.url).pathname}`);
  });
  await page.goto(path);
  await expect.poll(() => found.length, { message: `${path} names candidates` }).toBeGreaterThan(0);
  return { errors, found };
}

test('every page names rules that prerender pages of the site, never a file, the editor or a filter pill', async ({
  page,
  request,
}) => {
  for (const path of ['/research/', '/research/market-map-2026/', '/essays/']) {
    const response = await request.get(path);
    expect(response.headers()['speculation-rules']).toBe(`"${speculationRulesPath}"`);
    const { errors, found } = await candidates(page, path);
    expect(errors, `${path}: the rules parse`).toEqual([]);
    expect(
      found.every((entry) => entry.startsWith('Prerender /')),
      found.join(', '),
    ).toBe(true);
    const paths = found.map((entry) => entry.slice('Prerender '.length));
    // A brief's PDF, a feed, the editor, a filter pill's page: none is ever a candidate.
    expect(paths.filter((p) => /\.|^\/admin\/|\/(tag|category)\//.test(p))).toEqual([]);
  }
  // The links the rules do take: the briefs the list shows.
  const { found } = await candidates(page, '/research/');
  expect(found).toContain('Prerender /research/market-map-2026/');
  expect((await request.get(speculationRulesPath)).headers()['content-type']).toBe(
    'application/speculationrules+json',
  );
});

test('a page whose router takes its links is left to the router', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  let found: string[] | null = null;
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    found = preloadingAttemptSources.map(({ key }) => key.url);
  });
  await page.goto('/about/');
  await askForFramework(page);
  await expect(page.locator(`html[${routerAttribute}]`)).toHaveCount(1);
  await expect.poll(() => found).toEqual([]);
});

test('pointing at a link and tapping it opens the page already fetched; a page loaded normally is as before', async ({
  page,
}) => {
  await page.goto('/essays/');
  const delivery = () =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as Navigation).deliveryType);
  expect(await delivery()).toBe('');
  const link = page.locator('main h2 a').first();
  const href = await link.getAttribute('href');
  await link.hover();
  await page.waitForTimeout(800);
  await link.click();
  await expect(page).toHaveURL(href!);
  await waitForAfterPaint(page);
  expect(await delivery()).toBe('navigational-prefetch');
  // The after-paint script ran on it, as on any page: it writes the footer's year, among the rest.
  await expect(page.locator('#footer-year')).toHaveText(String(new Date().getFullYear()));
});

test('where the browser prerenders, the tapped page is shown already rendered, in the theme chosen meanwhile, and works', async ({
  baseURL,
}) => {
  const browser = await puppeteer.launch(testPuppeteerLaunch);
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${baseURL}/essays/`);
    await page.waitForSelector(`html[${afterPaintAttribute}]`);
    const about = (await page.$('header nav[aria-label="Main"] a[href="/about/"]'))!;
    await about.hover();
    await new Promise((done) => setTimeout(done, 1500));
    // The visitor picks Dark while the page behind the link is already being prerendered.
    await page.click('header label[title="Dark"]');
    await about.click();
    const shown = await paintedPage(browser, '/about/');
    await shown.waitForSelector(`html[${afterPaintAttribute}]`);
    const seen = JSON.parse(
      await shown.evaluate(
        (key) =>
          JSON.stringify({
            activationStart: (performance.getEntriesByType('navigation')[0] as Navigation).activationStart,
            // The site's one script file, the analytics in it: fetched only once the page was shown.
            siteScriptFetched: performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.includes('/scripts/after-paint.'))?.startTime,
            theme: document.documentElement.dataset.theme,
            stored: localStorage.getItem(key),
            checked: document.querySelector<HTMLInputElement>('input[data-theme-choice]:checked')?.value,
            year: document.getElementById('footer-year')?.textContent,
            thisYear: String(new Date().getFullYear()),
          }),
        themeStorageKey,
      ),
    );
    expect(seen.activationStart, 'the page was prerendered, then shown').toBeGreaterThan(0);
    // Nothing of the after-paint file ran while the page was only prerendered: no analytics event
    // (browser/analytics.ts), no footer year, no island.
    expect(seen.siteScriptFetched).toBeGreaterThanOrEqual(seen.activationStart);
    expect(seen).toMatchObject({ theme: 'dark', stored: 'dark', checked: 'dark', year: seen.thisYear });
    // Its islands run once it is shown and the visitor uses its form: the contact form, whose first
    // focus loads the framework, sends to the forms service (answered here as Formspree answers)
    // and thanks the visitor.
    await shown.setRequestInterception(true);
    shown.on('request', (request) =>
      request.url() === formspreeEndpoint
        ? request.respond({
            status: 200,
            headers: { 'Access-Control-Allow-Origin': '*' },
            contentType: 'application/json',
            body: JSON.stringify({ next: 'https://formspree.io/thanks', ok: true }),
          })
        : request.continue(),
    );
    const form = (await shown.$('form:has(textarea[name="message"])'))!;
    await (await form.$('input[type="email"]'))!.type('founder@example.com');
    await (await form.$('textarea'))!.type('A pitch for a maternal health company.');
    await (await form.$('button[type="submit"]'))!.click();
    await shown.waitForFunction(
      (text) => [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent === text),
      {},
      messages.contactThankYou,
    );
  } finally {
    await browser.close();
  }
});
