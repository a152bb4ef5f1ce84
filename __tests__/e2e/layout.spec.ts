import { askForFramework, chunkRequests, expect, test, type Page } from './fixtures';
import { stubThirdParties, watchConsole } from './page-checks';
import { footer as footerWords, profile } from '@/lib/site/site-content';
import { pageStyleId, sheetAttribute } from '@/lib/page/page-style-names';

const sections = [
  { name: 'Essays', path: '/essays/' },
  { name: 'Research', path: '/research/' },
  { name: 'About & Collaborate', path: '/about/' },
  { name: 'Tomorrow Letter', path: '/tomorrow-letter/' },
  { name: 'Home', path: '/' },
];

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main', exact: true });
}

function phoneMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu', exact: true });
}

test.describe('header navigation on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('each link leads to its page and becomes the only current link', async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!); // /about loads Calendly, unreachable offline: see page-checks.ts
    const problems = watchConsole(page);
    await page.goto('/');
    for (const section of sections) {
      await mainNav(page).getByRole('link', { name: section.name, exact: true }).click();
      await expect(page).toHaveURL(section.path);
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(section.name);
    }
    expect(problems).toEqual([]);
  });

  test('the header stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
    const top = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(0);
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/essays/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('prefetching pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Points at the Research link, then tabs to Home: each page is then in `fetched`. */
  async function pointAndTab(page: Page, fetched: Set<string>) {
    await mainNav(page).getByRole('link', { name: 'Research', exact: true }).hover();
    await expect.poll(() => [...fetched]).toContain('/research/');
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).focus();
    await expect.poll(() => [...fetched]).toContain('/');
  }

  /** The pages whose router data (the export's `__next.*.txt` files) the browser has asked for. */
  function watchRouterData(page: Page) {
    const pages = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const file = pathname.lastIndexOf('/__next.');
      if (file >= 0) pages.add(pathname.slice(0, file + 1));
    });
    return pages;
  }

  test('on a page with the framework, fetches nothing for the links in view, then the page a visitor points at or tabs to', async ({
    page,
  }) => {
    const fetched = watchRouterData(page);
    await page.goto('/about/');
    await askForFramework(page);
    await page.waitForLoadState('networkidle');
    expect([...fetched]).toEqual([]);

    await pointAndTab(page, fetched);

    let documents = 0;
    page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
    await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
    await expect(page).toHaveURL('/research/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents, 'the page opened without reloading').toBe(0);
  });

  test('on a page that waits for the visitor, prefetches the page a visitor points at or tabs to, without the framework', async ({
    page,
  }) => {
    const prefetched = new Set<string>();
    const framework = chunkRequests(page);
    page.on('request', (request) => {
      if (request.headers()['sec-purpose']?.startsWith('prefetch'))
        prefetched.add(new URL(request.url()).pathname);
    });
    await page.goto('/essays/');
    await page.waitForLoadState('networkidle');
    expect([...prefetched]).toEqual([]);

    await pointAndTab(page, prefetched);
    await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
    await expect(page).toHaveURL('/research/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(framework, 'no framework chunk was fetched').toEqual([]);
  });
});

test.describe('mobile menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the bar links are hidden behind the menu button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Research' })).toBeHidden();
  });

  test('closes when a link is clicked, and the new page is current', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await phoneMenu(page).getByRole('link', { name: 'Research' }).click();
    await expect(page).toHaveURL('/research/');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(phoneMenu(page)).toBeHidden();
    await button.click();
    await expect(phoneMenu(page).getByRole('link', { name: 'Research' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('closes on Escape with focus back on the button', async ({ page }) => {
    await page.goto('/about/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('closes when the visitor goes back to the previous page', async ({ page }) => {
    await page.goto('/');
    await page.goto('/essays/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('carries the about text, quick links, Connect blurb, privacy note and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: /About/ })).toBeVisible();
    await expect(footer).toContainText(profile.bio);
    const quickLinks = footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(quickLinks).toHaveCount(4);
    const hrefs = await quickLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/about/', '/essays/', '/investment-thesis/', '/books/']);
    await expect(footer.getByRole('heading', { name: 'Connect' })).toBeVisible();
    await expect(footer).toContainText(footerWords.familyNote);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${profile.name}`);
  });

  test('shows the visitor’s current year without a hydration warning', async ({ page }) => {
    const problems = watchConsole(page);
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${profile.name}`);
    expect(problems).toEqual([]);
  });

  test('each quick link opens a page', async ({ page }) => {
    for (const name of ['About & Collaborate', 'Essays', 'Investment Thesis', 'Books']) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      // Wait for the navigation first: Home's own h1 is visible until the new page replaces it.
      await expect(page).not.toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

test.describe('not found', () => {
  test('an unknown address answers 404 with the site’s page and a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('local static server', () => {
  test('serves clean URLs with and without the trailing slash', async ({ request }) => {
    for (const path of ['/essays', '/essays/', '/about', '/about/', '/404.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    }
  });

  test('answers with correct content types for scripts and styles', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[src]').first().getAttribute('src');
    // Each page carries its own rules; the whole stylesheet's file stays for visitors without script.
    const style = await page.locator(`#${pageStyleId}`).getAttribute(sheetAttribute);
    expect((await request.get(script!)).headers()['content-type']).toContain('text/javascript');
    expect((await request.get(style!)).headers()['content-type']).toContain('text/css');
  });

  test('never serves files outside the export', async ({ request }) => {
    for (const path of ['/%2e%2e/package.json', '/..%2fpackage.json', '/%2e%2e%2f.env.example']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });
});
