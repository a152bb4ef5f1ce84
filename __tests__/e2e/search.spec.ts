import { expect, test, type Page } from './fixtures';
import { briefs } from '@/lib/briefs/briefs';
import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import { formatDisplayDate } from '@/lib/time/dates';
import { expectNoAxeViolations, recordViolations, stubThirdParties, watchConsole } from './page-checks';
import { chunkRequests, isHydrated, waitForHydration } from './fixtures';
import { longEssay } from '../fixtures/long-posts';
import {
  briefToFind,
  essayToFind,
  markedWord,
  resultCount,
  searchPath,
  searchWord,
  searchWordOf,
} from './search-terms';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const field = (page: Page) => dialog(page).getByRole('searchbox');
const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search' }).filter({ visible: true }).first();

async function search(page: Page, query: string) {
  await field(page).fill(query);
  await expect(dialog(page).getByRole('status')).toHaveText(/results? for|No results for/);
}

/** The result whose title is `title`: the link holding it, with its type, date and excerpt. */
const resultTitled = (page: Page, title: string) =>
  dialog(page)
    .getByRole('link')
    .filter({ has: page.getByText(title, { exact: true }) });

test.describe('search at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page, baseURL }) => stubThirdParties(page, baseURL!));

  test('opens from the header button with focus in the field; Escape returns focus to the button', async ({
    page,
  }) => {
    await page.goto('/essays/');
    await headerSearch(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(headerSearch(page)).toBeFocused();
  });

  test('a page carries none of the dialog’s rules; opened by a key, it shows styled, focus in its field', async ({
    page,
  }) => {
    await page.goto('/essays/');
    await expect(page.locator('html')).toHaveAttribute('data-after-paint', '');
    const ownRules = () =>
      page.evaluate(() =>
        [...document.adoptedStyleSheets[0].cssRules].map((rule) => rule.cssText).join('\n'),
      );
    expect(await ownRules(), 'the dialog’s 8vh from the top').not.toContain('8vh');
    // No pointer on a Search button first: the whole rules are asked for as the dialog opens.
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    const look = () =>
      dialog(page).evaluate((element) => {
        const style = getComputedStyle(element);
        return { opacity: style.opacity, top: style.marginTop, corner: style.borderTopLeftRadius };
      });
    await expect.poll(look).toEqual({ opacity: '1', top: '72px', corner: '16px' });
    expect(await page.evaluate(() => document.adoptedStyleSheets.length), 'the whole rules, adopted').toBe(2);
  });

  test('a connection that never brings the whole rules still shows the dialog, within a second', async ({
    page,
  }) => {
    await page.route(/\.rules\.css$/, () => {});
    await page.goto('/essays/');
    await expect(page.locator('html')).toHaveAttribute('data-after-paint', '');
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await expect
      .poll(() => dialog(page).evaluate((element) => getComputedStyle(element).opacity), { timeout: 3000 })
      .toBe('1');
    await field(page).fill('menopause');
    await expect(field(page)).toHaveValue('menopause');
  });

  test('opens with / outside a field and with Ctrl+K, and / inside a field types a slash', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' }); // the shortcuts work once the page has hydrated
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');

    const email = page.getByRole('textbox', { name: 'Email address' }).first();
    // The field's island comes when the field is first used; a slash is typed once it has.
    await email.focus();
    await waitForHydration(page);
    await email.fill('a');
    await email.press('/');
    await expect(email).toHaveValue('a/');
    await expect(dialog(page)).toBeHidden();
  });

  test('finds the newest essay and brief by their titles, the matched words marked, announced by count', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const violations = await recordViolations(page);
    await page.goto('/');
    // Nothing of Pagefind loads before the dialog is used.
    const pagefindRequests: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/pagefind/') && pagefindRequests.push(request.url()),
    );
    await page.waitForLoadState('networkidle');
    expect(pagefindRequests).toEqual([]);

    await headerSearch(page).click();
    await search(page, briefToFind.title);
    const briefResult = resultTitled(page, briefToFind.title);
    // What it is and when, as a reader would say it: "Research brief · March 2, 2026".
    await expect(
      briefResult.getByText(`Research brief · ${formatDisplayDate(briefToFind.publishedDate)}`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(briefResult.locator('mark').first()).toHaveText(markedWord(briefToFind.title));
    await expect(dialog(page).getByRole('status')).toHaveText(resultCount(briefToFind.title));
    expect(pagefindRequests.length).toBeGreaterThan(0);

    const essay = essayToFind;
    await search(page, essay.title);
    const result = resultTitled(page, essay.title);
    await expect(result).toBeVisible();
    await expect(
      result.getByText(`Essay · ${formatDisplayDate(essay.publishedDate)}`, { exact: true }),
    ).toBeVisible();
    await expect(result.locator('mark').first()).toHaveText(markedWord(essay.title));
    await expect(dialog(page).getByRole('status')).toHaveText(resultCount(essay.title));

    // The arrow keys reach the results; Enter follows one.
    await field(page).press('ArrowDown');
    await expect(dialog(page).getByRole('link').first()).toBeFocused();
    await result.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/essays/${essay.slug}/`);
    await expect(dialog(page)).toBeHidden();
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('with no results, says so and offers Essays and Research', async ({ page }) => {
    await page.goto('/books/');
    await headerSearch(page).click();
    await search(page, 'zyzzogeton');
    await expect(dialog(page).getByRole('status')).toHaveText('No results for zyzzogeton');
    await expect(dialog(page).getByRole('link', { name: 'Essays' })).toHaveAttribute('href', /^\/essays\/?$/);
    await expect(dialog(page).getByRole('link', { name: 'Research' })).toHaveAttribute(
      'href',
      /^\/research\/?$/,
    );
  });

  test('takes any input without an error, and renders none of it as HTML', async ({ page }) => {
    const problems = watchConsole(page);
    const violations = await recordViolations(page);
    await page.goto('/');
    await headerSearch(page).click();
    await field(page).fill('');
    await expect(dialog(page).getByRole('status')).toHaveText('');
    for (const query of [
      'a'.repeat(500),
      '"quoted words" \'single\'',
      '<img src=x onerror="window.__injected=1">',
      '🩺 menopause 🤰',
      'Łódź ≥ 50 妇女健康',
    ]) {
      await search(page, query);
    }
    await expect(dialog(page).locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => 'window.__injected' in window || '__injected' in window)).toBe(false);
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('the index covers every essay and page by type, so new content needs no search code', async ({
    page,
  }) => {
    await page.goto('/search/');
    const counts = await page.evaluate(async () => {
      const url = '/pagefind/pagefind.js';
      const pagefind = await import(url);
      await pagefind.init();
      return (await pagefind.filters()).type;
    });
    expect(counts).toEqual({
      Essay: essays.length,
      'Research brief': briefs.length,
      // About, For founders, the investment thesis, Books and Privacy.
      Page: 5,
      Letter: letterIssues.length,
    });
  });

  test('a query in /search/?q= runs on load and survives a reload; the field updates the address', async ({
    page,
  }) => {
    await page.goto(searchPath(searchWord));
    const results = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('mark') });
    await expect(results.first()).toBeVisible();
    const titles = await results.allInnerTexts();
    await page.reload();
    await expect(results.first()).toBeVisible();
    expect(await results.allInnerTexts()).toEqual(titles);

    const another = searchWordOf(briefToFind.title);
    await page.getByRole('searchbox', { name: 'Search for' }).fill(another);
    await expect(page).toHaveURL(searchPath(another));
  });

  test('the search page answers as the visitor types with none of the framework', async ({ page }) => {
    const framework = chunkRequests(page);
    await page.goto(searchPath(searchWord));
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(resultCount(searchWord));
    const another = searchWordOf(briefToFind.title);
    const field = page.getByRole('searchbox', { name: 'Search for' });
    await field.fill(another);
    await expect(status).toHaveText(resultCount(another));
    // Enter keeps the visitor on the page, the results as they are.
    await field.press('Enter');
    await expect(page).toHaveURL(searchPath(another));
    await expect(status).toHaveText(resultCount(another));
    await page.keyboard.press('ArrowDown');
    await expect(
      page
        .getByRole('main')
        .getByRole('link')
        .filter({ has: page.locator('mark') })
        .first(),
    ).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(framework).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
  });

  test('the search page’s filters narrow the results to one kind, kept in the address and on reload', async ({
    page,
  }) => {
    const word = searchWordOf(briefToFind.title);
    await page.goto(searchPath(word));
    const main = page.getByRole('main');
    const results = main.getByRole('listitem');
    const filters = main.getByRole('group', { name: 'Show' });
    await expect(filters.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(main.getByRole('status')).toHaveText(resultCount(word));

    // Chosen from the keyboard, as a radio group is.
    await filters.getByRole('radio', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(filters.getByRole('radio', { name: 'Research' })).toBeChecked();
    await expect(page).toHaveURL(`${searchPath(word)}&type=Research+brief`);
    await expect(main.getByRole('status')).toHaveText(resultCount(word));
    await expect(results.filter({ hasText: briefToFind.title })).toHaveCount(1);
    for (const text of await results.allInnerTexts()) expect(text).toContain('Research brief · ');

    await page.reload();
    await expect(filters.getByRole('radio', { name: 'Research' })).toBeChecked();
    await expect(results.filter({ hasText: briefToFind.title })).toHaveCount(1);
    await filters.getByText('Essays', { exact: true }).click();
    await expect(main.getByRole('status')).toHaveText(/results? for|No results for/);
    for (const text of await results.allInnerTexts()) expect(text).toContain('Essay · ');
  });

  test('words typed before the search file arrives are searched when it does', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route('**/scripts/search.*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.keyboard.press('/');
    await field(page).pressSequentially(searchWord);
    await expect(dialog(page).getByRole('status')).toHaveCount(0);
    release();
    await expect(dialog(page).getByRole('status')).toHaveText(resultCount(searchWord));
  });

  test('the dialog form opens the shareable search page on Enter', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await field(page).fill(searchWord);
    await field(page).press('Enter');
    await expect(page).toHaveURL(searchPath(searchWord));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(resultCount(searchWord));
  });

  test('the dialog form opens the shareable search page from its Search button too', async ({ page }) => {
    await page.goto('/essays/');
    await headerSearch(page).click();
    await field(page).fill(searchWord);
    await dialog(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(searchPath(searchWord));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(resultCount(searchWord));
  });

  test('without JavaScript, the header button still reaches /search/, which explains and links on', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/about/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
    await expect(page).toHaveURL(/\/search\/\??$/);
    // Chromium with script execution turned off still parses <noscript> as text, so the message is
    // checked in the page as served: a browser without JavaScript renders exactly this.
    const html = await (await page.request.get('/search/')).text();
    const fallback = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map(([, text]) => text).join('');
    expect(fallback).toContain('Search needs JavaScript');
    expect(fallback).toMatch(/href="\/essays\/?"/);
    expect(fallback).toMatch(/href="\/research\/?"/);
    await context.close();
  });

  test('the open dialog passes axe, with results', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).click();
    await search(page, searchWord);
    await expectNoAxeViolations(page);
  });
});

test.describe('search landmarks', () => {
  // A screen reader lists landmarks by role and name: each search the page shows must say which it is.
  test('a page shows one site search on a phone, with the menu open too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/essays/');
    await expect(page.getByRole('search')).toHaveCount(1);
    await expect(page.getByRole('search')).toHaveAccessibleName('Site');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
    await expect(menu.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(1);
    await expect(page.getByRole('search')).toHaveAccessibleName('Site');
  });

  test('the search page’s own form has a name of its own beside the site search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search/');
    const landmarks = page.getByRole('search');
    await expect(landmarks).toHaveCount(2);
    await expect(landmarks.first()).toHaveAccessibleName('Site');
    await expect(landmarks.last()).toHaveAccessibleName('Search for');
    await expect(page.getByRole('search', { name: 'Search for' }).getByRole('searchbox')).toBeVisible();
  });
});

test.describe('search at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the mobile menu and passes axe', async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    await page.goto('/essays/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu', exact: true })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(field(page)).toBeFocused();
    await search(page, searchWord);
    await expectNoAxeViolations(page);
  });
});

test.describe('a long essay in search', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('finds each of its twelve sections, and each result opens that section', async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    const essay = `/essays/${longEssay.slug}/`;
    await page.goto(essay);
    const headings = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll('main h2[id]')].map((h2) => [h2.id, h2.textContent])),
    );
    await page.goto(searchPath(longEssay.topics[0].town));
    // Each section names a town nobody else on the site names.
    for (const { town, heading } of longEssay.topics) {
      await page.getByRole('searchbox', { name: 'Search for' }).fill(town);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(resultCount(town));
      const result = page
        .getByRole('main')
        .getByRole('link')
        .filter({ has: page.getByText(longEssay.title, { exact: true }) });
      await expect(result.locator('mark').first()).toHaveText(markedWord(town));
      const href = await result.getAttribute('href');
      expect(href?.startsWith(`${essay}#`), `${town}: ${href}`).toBe(true);
      expect(headings[href!.split('#')[1]], town).toBe(heading);
    }
    const last = longEssay.topics.at(-1)!;
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(longEssay.title) })
      .click();
    const heading = page.getByRole('heading', { name: last.heading, level: 2 });
    await expect(heading).toBeInViewport();
    const below = await page.getByRole('banner').evaluate((banner) => banner.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(below);
  });
});
