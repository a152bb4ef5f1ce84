import { webFontStorageKey } from '@/lib/web-font';
import { checkEveryPage } from './every-page';
import { expect, test, type Page } from './fixtures';
import { reflowProblems } from './reflow';
import { searchWord } from './search-terms';
import { targetProblems } from './target-size';

// Every page of the export on a small phone, in one page object each, with no axe (every-route.spec.ts
// runs axe on a sample): cheap enough to cover every essay, letter, brief and list page.

const systemFont = 'ui-sans-serif';
const bodyFont = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0].trim().replace(/"/g, ''));

/**
 * A first visit reads in the system font; every later page in Geist, once it is cached
 * (lib/web-font.ts). Their widths differ, so each page is laid out in both.
 */
const fonts = [
  { name: 'the system font of a first visit', cached: false },
  { name: 'the web font of later visits', cached: true },
] as const;

async function useFont(page: Page, cached: boolean) {
  await page.addInitScript(
    ({ key, cached }) => (cached ? localStorage.setItem(key, 'cached') : localStorage.removeItem(key)),
    { key: webFontStorageKey, cached },
  );
  if (!cached) return;
  // Fetch the font once, so that from the next page on it is applied from the first paint.
  await page.goto('/404.html');
  await page.evaluate(() => document.fonts.ready);
}

for (const width of [320, 375]) {
  for (const font of fonts) {
    test.describe(`every page at ${width}px in ${font.name}`, () => {
      test.use({ viewport: { width, height: 720 } });

      test('fits the width: no page scrolls sideways (WCAG 2.2, 1.4.10)', async ({ page, baseURL }) => {
        test.slow();
        await useFont(page, font.cached);
        const problems = await checkEveryPage(page, baseURL!, async () => {
          const inForce = (await bodyFont(page)) === systemFont ? 'system' : 'web';
          const expected = font.cached ? 'web' : 'system';
          return [
            ...(inForce === expected ? [] : [`laid out in the ${inForce} font, not the ${expected} font`]),
            ...(await reflowProblems(page)),
          ];
        });
        expect(problems).toEqual([]);
      });
    });
  }
}

test.describe('every page at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fields and buttons are 44 px tall, links and controls meet the 24 px target size (WCAG 2.2, 2.5.8)', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const problems = await checkEveryPage(page, baseURL!, () => targetProblems(page));

    // What shows only once opened, the same on every page: the menu, and search with its results.
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
    await expect(menu).toBeVisible();
    problems.push(...(await targetProblems(page, menu)).map((problem) => `menu open: ${problem}`));
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox').fill(searchWord);
    await expect(dialog.getByRole('status')).toHaveText(/results? for/);
    problems.push(...(await targetProblems(page)).map((problem) => `search open: ${problem}`));

    expect(problems).toEqual([]);
  });
});
