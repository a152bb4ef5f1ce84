import { expect, test, type Page } from './fixtures';
import { letterIssues } from '@/lib/letters/letter-issues';
import { letterPage, profile } from '@/lib/site/site-content';
import { formatDisplayDate } from '@/lib/time/dates';
import { issuesNewestFirst } from '@/lib/letters/letter-kind';
import { listPageSize } from '@/lib/posts/list-pages';
import { documentTitle } from '@/lib/site/seo';
import { expectReadingList, issueHeadings, paragraphs } from './letter-text';
import { expectNoAxeViolations, watchConsole } from './page-checks';
import { sample } from './routes';
import { stubKit } from './third-party-stubs';

const welcome = 'Welcome to the Tomorrow Letter! Check your inbox for the confirmation email.';
const newestFirst = issuesNewestFirst(letterIssues);
const firstPage = newestFirst.slice(0, listPageSize.issues);
const newest = newestFirst[0]!;
const oldest = newestFirst.at(-1)!;
/** The issue `index` places after the newest, or the oldest when there are fewer. */
const olderBy = (index: number) => newestFirst[Math.min(index, newestFirst.length - 1)]!;
const pageOf = (issue: { slug: string }) => `/tomorrow-letter/${issue.slug}/`;

const signup = (page: Page) => page.getByRole('region', { name: 'Get next Monday’s issue' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'More issues' });

test.describe('the archive', () => {
  test('lists the newest issues first, with number, title, date and summary', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/tomorrow-letter/archive/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tomorrow Letter archive');
    const items = page.getByRole('list', { name: 'Issues, newest first' }).getByRole('listitem');
    await expect(items).toHaveCount(firstPage.length);
    await expect(items.getByRole('heading', { level: 2 })).toHaveText(firstPage.map((issue) => issue.title));

    for (const issue of sample(firstPage)) {
      const item = items.nth(firstPage.indexOf(issue));
      await expect(item).toContainText(`Issue ${issue.number}`);
      await expect(item.locator('time')).toHaveAttribute('datetime', issue.publishedDate);
      await expect(item.locator('time')).toHaveText(formatDisplayDate(issue.publishedDate));
      await expect(item).toContainText(issue.summary);
      await expect(item.getByRole('link', { name: issue.title })).toHaveAttribute('href', pageOf(issue));
    }
    expect(problems).toEqual([]);
  });

  test('an issue title opens that issue', async ({ page }) => {
    const issue = olderBy(2);
    await page.goto('/tomorrow-letter/archive/');
    await page.getByRole('link', { name: issue.title, exact: true }).click();
    await expect(page).toHaveURL(pageOf(issue));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue.title);
  });

  test('the footer links to it from every page', async ({ page }) => {
    await page.goto('/essays/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Read past issues of the Tomorrow Letter' })
      .click();
    await expect(page).toHaveURL('/tomorrow-letter/archive/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tomorrow Letter archive');
  });
});

test.describe('an issue page', () => {
  test('shows the whole issue: number, date, title, sections, every paragraph and the sign-off', async ({
    page,
  }) => {
    const issue = olderBy(1);
    await page.goto(pageOf(issue));
    const article = page.getByRole('article', { name: issue.title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(issue.title);
    await expect(article).toContainText(`Issue ${issue.number}`);
    await expect(article.locator('time')).toHaveAttribute('datetime', issue.publishedDate);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(issueHeadings(issue));
    for (const paragraph of paragraphs(issue.body)) await expect(article).toContainText(paragraph);
    await expectReadingList(article, issue);
    await expect(article).toContainText(`${letterPage.signOff} ${profile.signature}`);
    await expect(page).toHaveTitle(documentTitle(`Issue ${issue.number}: ${issue.title}`));
  });

  test('previous links walk back from the newest issue, and next links walk on from the first', async ({
    page,
  }) => {
    await page.goto(pageOf(newest));
    await expect(pager(page).getByRole('link', { name: /Next issue/ })).toHaveCount(0);
    for (const issue of newestFirst.slice(1, 4)) {
      await pager(page)
        .getByRole('link', { name: /Previous issue/ })
        .click();
      await expect(page).toHaveURL(pageOf(issue));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue.title);
    }
    await page.goto(pageOf(oldest));
    await expect(pager(page).getByRole('link', { name: /Previous issue/ })).toHaveCount(0);
    for (const issue of [...newestFirst].reverse().slice(1, 4)) {
      await pager(page)
        .getByRole('link', { name: /Next issue/ })
        .click();
      await expect(page).toHaveURL(pageOf(issue));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(issue.title);
    }
  });

  test('names the neighbouring issues in its previous and next links', async ({ page }) => {
    // The second newest has both neighbours once there are three issues; the links name the issues
    // by their number, whatever the numbers or the weeks between them.
    const at = Math.min(1, newestFirst.length - 1);
    const [newer, current, older] = [newestFirst[at - 1], newestFirst[at]!, newestFirst[at + 1]];
    await page.goto(pageOf(current));
    for (const [name, neighbour] of [
      [/Previous issue/, older],
      [/Next issue/, newer],
    ] as const) {
      const link = pager(page).getByRole('link', { name });
      if (neighbour) await expect(link).toContainText(`Issue ${neighbour.number}: ${neighbour.title}`);
      else await expect(link).toHaveCount(0);
    }
  });

  test('leads back to the archive', async ({ page }) => {
    await page.goto(pageOf(oldest));
    await page.getByRole('link', { name: '← All issues of the Tomorrow Letter' }).click();
    await expect(page).toHaveURL('/tomorrow-letter/archive/');
  });

  test('announces the letter’s feed', async ({ page }) => {
    await page.goto(pageOf(oldest));
    const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feeds.first()).toHaveAttribute('href', /\/tomorrow-letter\/feed\.xml$/);
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`signup at the end of an issue at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('sends the address to Kit, welcomes the reader and stays accessible', async ({ page }) => {
      const problems = watchConsole(page);
      let release = () => {};
      const sent = await stubKit(page, 200, new Promise<void>((resolve) => (release = resolve)));
      await page.goto(pageOf(oldest));
      await signup(page).getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
      await signup(page).getByRole('button', { name: 'Subscribe' }).click();

      await expect(signup(page).getByRole('button', { name: 'Joining...' })).toBeDisabled();
      release();
      const confirmation = page.getByRole('status').filter({ hasText: welcome });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toBeFocused();
      await expect(signup(page)).toBeHidden();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url()).toMatch(/^https:\/\/api\.convertkit\.com\/v3\/forms\/[^/]+\/subscribe$/);
      expect(sent[0]!.postDataJSON()).toEqual({ api_key: expect.any(String), email: 'reader@example.com' });
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  });
}

test('an issue’s signup keeps the address when Kit refuses it', async ({ page }) => {
  await stubKit(page, 500);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(pageOf(newest));
  const email = signup(page).getByRole('textbox', { name: 'Email address' });
  await email.fill('reader@example.com');
  await signup(page).getByRole('button', { name: 'Subscribe' }).click();

  await expect.poll(() => errors.some((text) => text.includes('Subscription error'))).toBe(true);
  await expect(signup(page)).toBeVisible();
  await expect(email).toHaveValue('reader@example.com');
  await expect(signup(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(page.getByText(welcome)).toHaveCount(0);
});
