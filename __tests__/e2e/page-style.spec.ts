import { test as early } from './early';
import { askForFramework, expect, test, type Page } from './fixtures';
import { stubThirdParties } from './page-checks';
import { pageStyleId, rulesFile, sheetAttribute } from '@/lib/page/page-style-names';

// Each page carries only the rules it can show (export/page-css.ts), adopted by the head script before
// the first paint; without script the whole stylesheet comes as a file; once the framework loads, the
// whole stylesheet replaces the page's rules, so pages the router shows in place are styled too.

// A figure of the Tomorrow Letter page: plum (shared with the header's button) and `py-8`, which
// no page of the reading kind uses.
const stat = (page: Page) =>
  page
    .locator('[aria-labelledby="letter-stats"] li')
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { fill: style.backgroundColor, padding: style.paddingTop };
    });
const styledStat = { fill: 'rgb(100, 36, 90)', padding: '32px' };

test.beforeEach(async ({ page, baseURL }) => stubThirdParties(page, baseURL!));

early.describe('with the framework’s scripts blocked', () => {
  early.use({ arrival: 'blocked' });
  early('a page is drawn by its own rules and nothing else', async ({ page, scripts }) => {
    await page.goto('/tomorrow-letter/');
    await scripts.expectNoneYet();
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
    expect(
      await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href).filter(Boolean)),
    ).toEqual([]);
    expect(await stat(page)).toEqual(styledStat);
    // A rule no element of this page uses is not there: the demo's date field is on /backup-demo/ only.
    const rules = await page.evaluate(() =>
      [...document.adoptedStyleSheets[0].cssRules].map((rule) => rule.cssText).join('\n'),
    );
    expect(rules).not.toContain('datetime-edit');
  });
});

test('the framework finds the stylesheet it rendered and loads no second copy of it', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css'))
      sheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/about/');
  await askForFramework(page);
  const sheet = await page.locator(`#${pageStyleId}`).getAttribute(sheetAttribute);
  // The whole rules come once, for the pages the router shows in place; the sheet's own file never.
  expect(sheets).toEqual([rulesFile(sheet!)]);
  expect(await page.evaluate(() => [...document.styleSheets].filter((each) => each.href).length)).toBe(0);
  expect(await page.locator('link[rel="stylesheet"]').count(), 'the framework’s own link, inert').toBe(1);
});

test('without JavaScript, the whole stylesheet draws the page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/tomorrow-letter/');
  expect(await stat(page)).toEqual(styledStat);
  await context.close();
});

test('once a form asks for the framework, the whole rules follow the page’s own, and a page shown in place is styled', async ({
  page,
}) => {
  await page.goto('/about/');
  expect(await page.evaluate(() => document.adoptedStyleSheets.length), 'no framework yet').toBe(1);
  await askForFramework(page);
  expect(
    await page.evaluate(() =>
      [...(document.adoptedStyleSheets[0]?.cssRules ?? [])].some((rule) => /\.py-8\b/.test(rule.cssText)),
    ),
    'About has no rule of its own for the letter page’s figures',
  ).toBe(false);
  await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(2);
  const sheet = await page.locator(`#${pageStyleId}`).getAttribute(sheetAttribute);
  const same = await page.evaluate(async (href) => {
    const whole = new CSSStyleSheet();
    whole.replaceSync(await (await fetch(href)).text());
    const texts = (sheet: CSSStyleSheet) => JSON.stringify([...sheet.cssRules].map((rule) => rule.cssText));
    return texts(document.adoptedStyleSheets[1]) === texts(whole);
  }, rulesFile(sheet!));
  expect(same, 'the last sheet is the whole rules, which win every tie').toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Tomorrow Letter' }).first().click();
  await expect(page).toHaveURL(/\/tomorrow-letter\/$/);
  await expect(page.locator('[aria-labelledby="letter-stats"] li').first()).toBeVisible();
  expect(await stat(page)).toEqual(styledStat);
  // Shown in place: still the first document.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('nothing moves when the whole rules arrive, even when a cached web font comes after the first paint', async ({
  browser,
  baseURL,
}) => {
  // The visitor's note says Geist is cached, but the file has left the cache: the page paints in the
  // fallback and the font arrives late. Nothing done after the first paint may swap it in.
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => localStorage.setItem('font', 'cached'));
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number[] }).shifts.push(
          (entry as PerformanceEntry & { value: number }).value,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/about/');
  await askForFramework(page, { wait: false });
  await expect
    .poll(() => page.evaluate(() => document.adoptedStyleSheets.length), { timeout: 10_000 })
    .toBe(2);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  await context.close();
});
