import { expect, test, type Page } from './fixtures';
import { stubThirdParties } from './page-checks';

const systemFont = 'ui-sans-serif';
const bodyFont = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0].trim().replace(/"/g, ''));

test.beforeEach(async ({ page, baseURL }) => stubThirdParties(page, baseURL!));

test('a first visit reads in the system font and caches Geist, which every later page opens in', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/essays/');
  expect(await bodyFont(page)).toBe(systemFont);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('font'))).toBe('cached');
  expect(fontRequests).toHaveLength(1);
  expect(await bodyFont(page), 'the page it was fetched on keeps the system font').toBe(systemFont);

  await page.goto('/research/');
  const geist = await bodyFont(page);
  expect(geist).not.toBe(systemFont);
  expect(await page.evaluate((family) => document.fonts.check(`1rem "${family}"`), geist)).toBe(true);
  expect(
    await page.evaluate(
      (family) =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
        ),
      geist,
    ),
  ).toBe(true);
});

test('without JavaScript, pages read in the system font', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  expect(await bodyFont(page)).toBe(systemFont);
  await context.close();
});
