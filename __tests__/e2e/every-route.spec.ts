import { expect, test } from './fixtures';
import {
  colourRules,
  expectLinksAndImagesResolve,
  expectNoAxeViolations,
  recordViolations,
  settled,
  stubThirdParties,
  watchConsole,
} from './page-checks';
import { routes, viewports } from './routes';

// One visit per route, laid out again at each viewport and in each theme: the dark palette is the
// same tokens with other values (light-dark() in CSS), so it follows the scheme without a reload.
for (const route of routes)
  test(`${route} loads cleanly under the policy, and at ${viewports.map((viewport) => viewport.width).join(' and ')} px, light and dark, passes axe and has no dead links or images`, async ({
    page,
    baseURL,
  }) => {
    await stubThirdParties(page, baseURL!); // no third party is reachable offline: see page-checks.ts
    const problems = watchConsole(page);
    const violations = await recordViolations(page);
    await page.setViewportSize(viewports[0]);
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const viewport of viewports)
        await test.step(`at ${viewport.width} px, ${colorScheme}`, async () => {
          await page.setViewportSize(viewport);
          await settled(page);
          if (colorScheme === 'dark') {
            expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
              'light dark',
            );
            expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
              'rgb(22, 17, 27)',
            );
          }
          // The dark scheme changes colours and nothing else, so only the colour rules can differ.
          await expectNoAxeViolations(page, colorScheme === 'dark' ? colourRules : undefined);
          await expectLinksAndImagesResolve(page);
        });
    }
    expect(problems).toEqual([]);
    expect(await violations(), 'content security policy violations').toEqual([]);
  });
