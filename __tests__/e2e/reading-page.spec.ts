import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import { profile } from '@/lib/site/site-content';
import { essayList } from '@/lib/essays/essay-kind';
import { issuesNewestFirst } from '@/lib/letters/letter-kind';
import { chunkRequests, expect, test, type Page } from './fixtures';
import { stubThirdParties, watchConsole } from './page-checks';
import { essayToFind } from './search-terms';

// A page that only reads (an essay, a letter, a brief, the lists) loads no framework until the
// visitor asks for something only it does (docs/architecture.md, "Which pages load the framework").
// Everything else on it works from the HTML, the head script and the after-paint script.

const chunks = '**/_next/static/chunks/**/*.js';
const darkPaper = 'rgb(22, 17, 27)';
const newestLetter = issuesNewestFirst(letterIssues)[0]!;

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });

test.describe('a reading page at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('reads, caches the font and shows the year with no framework; menu, theme, pills and links work', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const requests = chunkRequests(page);
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00'));
    await page.goto(`/essays/${essayToFind.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(essayToFind.title);
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${profile.name}`);
    // The web font is fetched for the next page, as on the pages that load the framework.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('font'))).toBe('cached');

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    const theme = page.getByRole('group', { name: 'Theme' }).filter({ visible: true });
    await theme.getByTitle('Dark').click();
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      darkPaper,
    );
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();

    // Pointing at a link fetches its page ahead of the click, without the framework.
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Essays', exact: true }).hover();
    await expect(page.locator('link[rel="prefetch"][href="/essays/"]')).toHaveCount(1);
    await menu(page).getByRole('link', { name: 'Essays', exact: true }).click();
    await expect(page).toHaveURL('/essays/');

    const category = essayList(essays).options[1]!;
    const pills = page.getByRole('navigation', { name: 'Filter essays by category' });
    await pills.getByRole('link', { name: category.label, exact: true }).click();
    await expect(page).toHaveURL(`${category.href}/`);
    const current = pills.getByRole('link', { name: category.label, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current, 'focus stays on the pill across the page load').toBeFocused();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    expect(requests, 'no chunk of the framework while the visitor only reads').toEqual([]);
    expect(problems).toEqual([]);
  });

  test('search answers on a reading page with the framework held back, and a result opens', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const requests = chunkRequests(page);
    await page.route(chunks, () => {});
    await page.goto(`/tomorrow-letter/${newestLetter.slug}/`);
    await page.waitForLoadState('networkidle');

    await page.keyboard.press('/');
    const field = dialog(page).getByRole('searchbox');
    await expect(field).toBeFocused();
    await page.keyboard.type(essayToFind.title);
    const result = dialog(page)
      .getByRole('link')
      .filter({ has: page.getByText(essayToFind.title, { exact: true }) });
    await expect(result).toBeVisible();
    expect(requests, 'search asks for no framework').toEqual([]);
    await page.unroute(chunks);
    await result.click();
    await expect(page).toHaveURL(`/essays/${essayToFind.slug}/`);
    expect(problems).toEqual([]);
  });
});
