import { webFontStorageKey } from '@/lib/page/web-font-names';
import { oneOfEachTemplate } from './every-page';
import { expect, test, type Page } from './fixtures';
import { headerProblems, layoutEdges } from './header-fit';
import { stubThirdParties } from './page-checks';
import { reflowProblems } from './reflow';
import { searchWord } from './search-terms';
import { targetProblems } from './target-size';

// Every template at the widths visitors read it at, in both fonts, without axe (every-route.spec.ts runs
// it on a sample): each page is loaded once a font and laid out again at each width.

const systemFont = 'ui-sans-serif';
const bodyFont = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0].trim().replace(/"/g, ''));

/**
 * A first visit reads in the system font; every later page in Geist, once it is cached
 * (lib/page/web-font-names.ts). Their widths differ, so each page is laid out in both.
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

/**
 * An iPhone SE or a small Android phone (and 400 % zoom on a desktop), a common phone, a larger
 * one, an iPad upright (mini and Pro 11"), an iPad on its side and a small laptop, an iPad Air on its
 * side, and the common laptops.
 */
const widths = [320, 375, 390, 768, 834, 1024, 1180, 1280, 1440];
/** The phone the target sizes are measured on. */
const phone = { width: 390, height: 844 };

test.use({ viewport: { width: widths[0]!, height: 800 } });

for (const route of oneOfEachTemplate())
  for (const font of fonts) {
    // Reflow (WCAG 2.2, 1.4.10): nothing scrolls sideways. The header: nothing in it breaks, overlaps
    // or is cut off (header-fit.ts). Target sizes: fields and buttons 44 px tall, other links and
    // controls 2.5.8's 24 px.
    test(`${route} in ${font.name}: fits ${widths.join(', ')} px with its header whole, and its targets are sized for a ${phone.width} px phone`, async ({
      page,
      baseURL,
    }) => {
      await stubThirdParties(page, baseURL!);
      await useFont(page, font.cached);
      await page.goto(route);
      const problems: string[] = [];
      const inForce = (await bodyFont(page)) === systemFont ? 'system' : 'web';
      const expected = font.cached ? 'web' : 'system';
      if (inForce !== expected) problems.push(`laid out in the ${inForce} font, not the ${expected} font`);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const found = [...(await reflowProblems(page)), ...(await headerProblems(page))];
        problems.push(...found.map((problem) => `at ${width} px, ${problem}`));
      }
      await page.setViewportSize(phone);
      problems.push(...(await targetProblems(page)).map((problem) => `at ${phone.width} px, ${problem}`));
      expect(problems).toEqual([]);
    });
  }

/**
 * The three sans-serifs a header must hold in: a first visit's (the system's own; on Debian, and so
 * here, DejaVu Sans), Geist once cached, and DejaVu Sans named, wider than the system font of
 * Windows, macOS, iOS or Android, so that the check means the same on a machine whose own is narrower.
 */
const headerFonts = [...fonts, { name: 'DejaVu Sans', cached: false, family: '"DejaVu Sans"' }] as const;

for (const font of headerFonts)
  test(`the header holds at every width from 320 to 1920 px in ${font.name}`, async ({ page, baseURL }) => {
    test.slow();
    await stubThirdParties(page, baseURL!);
    await useFont(page, font.cached);
    await page.goto('/about/');
    if ('family' in font)
      await page.evaluate(
        (family) => document.documentElement.style.setProperty('--font-geist-sans', `${family}, sans-serif`),
        font.family,
      );
    // Every 16 px, and each width where the stylesheet changes the layout: a range of widths between
    // two of them is tightest at its lower edge (header-fit.ts).
    const steps = Array.from({ length: (1920 - 320) / 16 + 1 }, (_, step) => 320 + step * 16);
    const edges = (await layoutEdges(page)).filter((width) => width > 320 && width <= 1920);
    const problems: string[] = [];
    for (const width of [...new Set([...steps, ...edges])].sort((a, b) => a - b)) {
      await page.setViewportSize({ width, height: 800 });
      const found = [...(await headerProblems(page)), ...(await reflowProblems(page))];
      problems.push(...found.map((problem) => `at ${width} px, ${problem}`));
    }
    expect(problems).toEqual([]);
  });

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
