import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { essays } from '@/lib/essays/essays';
import { essayPath } from '@/lib/essays/essay-kind';
import { askForFramework, expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, stubThirdParties, watchConsole } from './page-checks';

const darkPaper = 'rgb(22, 17, 27)';
const lightPaper = 'rgb(251, 247, 242)';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

function themeGroup(page: Page) {
  return page.getByRole('group', { name: 'Theme' }).filter({ visible: true });
}

test.describe('theme at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page, baseURL }) => stubThirdParties(page, baseURL!));

  test('follows the system with no choice stored, even without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/essays/');
    expect(await background(page)).toBe(darkPaper);
    await context.close();
  });

  test('a stored Dark choice is the first paint, before any script of the framework runs', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Hold every framework chunk, so the page stays as the server sent it: no hydration at all.
    let held = 0;
    await page.route('**/_next/static/chunks/**/*.js', () => {
      held += 1;
    });
    await page.emulateMedia({ colorScheme: 'light' });
    for (const route of ['/', '/essays/', '/research/', '/tomorrow-letter/', '/search/', '/about/']) {
      await page.goto(route, { waitUntil: 'commit' });
      await page.waitForSelector('footer', { state: 'attached' });
      expect(await background(page), route).toBe(darkPaper);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    }
    // A form touched asks for the chunks, which stay held: the page stays as it was painted.
    await askForFramework(page, { wait: false });
    await expect.poll(() => held).toBeGreaterThan(0);
    expect(await background(page)).toBe(darkPaper);
  });

  test('switches, announces the choice, persists across navigation and reload', async ({ page }) => {
    const problems = watchConsole(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const group = themeGroup(page);
    await expect(group.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await background(page)).toBe(lightPaper);

    await group.getByTitle('Dark').click();
    await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await background(page)).toBe(darkPaper);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Essays' })
      .click();
    await expect(page).toHaveURL('/essays/');
    expect(await background(page)).toBe(darkPaper);
    await expect(themeGroup(page).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await page.reload();
    expect(await background(page)).toBe(darkPaper);
    await expect(themeGroup(page).getByRole('radio', { name: 'Dark' })).toBeChecked();

    // Keyboard: arrow keys move through the radios and choose.
    await themeGroup(page).getByRole('radio', { name: 'Dark' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(themeGroup(page).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(await background(page)).toBe(lightPaper);

    await themeGroup(page).getByTitle('System').click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBe(darkPaper);
    expect(problems).toEqual([]);
  });

  test('a stored value that is not a choice falls back to the system without an error', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('theme', '"><img src=x>'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/books/');
    expect(await background(page)).toBe(darkPaper);
    await expect(themeGroup(page).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('storage that throws leaves the system theme and still lets the visitor switch', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: refuse });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await background(page)).toBe(lightPaper);
    await themeGroup(page).getByTitle('Dark').click();
    expect(await background(page)).toBe(darkPaper);
    expect(problems).toEqual([]);
  });

  test('every essay’s drawing keeps her colours in the dark: a night sky stays darker than its stars', async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'one engine compares the pixels');
    let drawn = 0;
    for (const essay of essays) {
      const shots: PNG[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${essayPath(essay)}/`);
        const drawing = page.getByRole('main').locator('svg[role="img"]');
        if (!(await drawing.count())) break;
        shots.push(PNG.sync.read(await drawing.first().screenshot({ animations: 'disabled' })));
      }
      if (shots.length < 2) continue;
      drawn += 1;
      const [light, dark] = shots;
      // Only the rounded corners, where the page shows through, may differ.
      const differing = pixelmatch(light.data, dark.data, undefined, light.width, light.height, {
        threshold: 0.1,
      });
      expect(differing / (light.width * light.height), essay.slug).toBeLessThan(0.01);
    }
    expect(drawn, 'no essay draws its illustration in the page').toBeGreaterThan(0);
  });

  test('the open theme control passes axe in both themes', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/about/');
      await themeGroup(page).getByRole('radio', { name: 'System' }).focus();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('theme at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is in the mobile menu and applies at once', async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/research/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const group = themeGroup(page);
    await group.getByTitle('Dark').click();
    expect(await background(page)).toBe(darkPaper);
    await expectNoAxeViolations(page);
  });
});
