import { expect, test } from './fixtures';
import {
  expectLinksAndImagesResolve,
  expectNoAxeViolations,
  stubThirdParties,
  watchConsole,
} from './page-checks';
import { routes, viewports } from './routes';

for (const viewport of viewports) {
  test.describe(`every route at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route} loads cleanly, passes axe and has no dead links`, async ({ page, baseURL }) => {
        await stubThirdParties(page, baseURL!); // no third party is reachable offline: see page-checks.ts
        const problems = watchConsole(page);
        const response = await page.goto(route, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expectNoAxeViolations(page);
        await expectLinksAndImagesResolve(page);
        expect(problems).toEqual([]);
      });
    }
  });

  // The dark palette is the same tokens with other values: axe checks its contrast on every route.
  test.describe(`every route at ${viewport.width}px in the dark theme`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: 'dark' });

    for (const route of routes) {
      test(`${route} passes axe in the dark theme`, async ({ page, baseURL }) => {
        await stubThirdParties(page, baseURL!);
        const problems = watchConsole(page);
        await page.goto(route, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
          'light dark',
        );
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
          'rgb(22, 17, 27)',
        );
        await expectNoAxeViolations(page);
        expect(problems).toEqual([]);
      });
    }
  });
}
