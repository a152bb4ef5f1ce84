import { webFontStorageKey } from '@/lib/web-font';
import { checkEveryPage } from './every-page';
import { expect, test, type Page } from './fixtures';
import { reflowProblems } from './reflow';

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
