import { webFontStorageKey } from '@/lib/web-font';
import { checkEveryPage } from './every-page';
import { expect, test, type Page } from './fixtures';
import { reflowProblems } from './reflow';
import { searchWord } from './search-terms';
import { targetProblems } from './target-size';

// Every page of the export on small phones, with no axe (every-route.spec.ts runs axe on a sample):
// each page is loaded once in each font and laid out again at each width, cheap enough to cover
// every essay, letter, brief and list page.

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

/** An iPhone SE or a small Android phone (and 400 % zoom on a desktop), then a common phone. */
const reflowWidths = [320, 375];
/** The phone the target sizes are measured on. */
const phone = { width: 390, height: 844 };

test.use({ viewport: { width: reflowWidths[0]!, height: 720 } });

for (const font of fonts) {
  // Reflow (WCAG 2.2, 1.4.10): nothing scrolls sideways. Target sizes: fields and buttons 44 px
  // tall, other links and controls 2.5.8's 24 px.
  test(`every page in ${font.name} fits ${reflowWidths.join(' and ')} px, with targets sized for a ${phone.width} px phone`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await useFont(page, font.cached);
    const problems = await checkEveryPage(page, baseURL!, async () => {
      const found: string[] = [];
      const inForce = (await bodyFont(page)) === systemFont ? 'system' : 'web';
      const expected = font.cached ? 'web' : 'system';
      if (inForce !== expected) found.push(`laid out in the ${inForce} font, not the ${expected} font`);
      for (const width of reflowWidths) {
        await page.setViewportSize({ width, height: 720 });
        found.push(...(await reflowProblems(page)).map((problem) => `at ${width} px, ${problem}`));
      }
      await page.setViewportSize(phone);
      found.push(...(await targetProblems(page)).map((problem) => `at ${phone.width} px, ${problem}`));
      await page.setViewportSize({ width: reflowWidths[0]!, height: 720 });
      return found;
    });
    expect(problems).toEqual([]);
  });
}

test(`what shows only once opened, the same on every page, meets the target sizes at ${phone.width} px: the menu, and search with its results`, async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
  await expect(menu).toBeVisible();
  const problems = (await targetProblems(page, menu)).map((problem) => `menu open: ${problem}`);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('searchbox').fill(searchWord);
  await expect(dialog.getByRole('status')).toHaveText(/results? for/);
  problems.push(...(await targetProblems(page)).map((problem) => `search open: ${problem}`));
  expect(problems).toEqual([]);
});
