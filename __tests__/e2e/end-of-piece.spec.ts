// The end of every essay, brief and letter issue (components/posts/after-piece.tsx): the signup, what to
// read next and ways to share. The share addresses are written out here as each service documents them,
// so that a change to lib/web/share-links.ts cannot move them.
import { briefs } from '@/lib/briefs/briefs';
import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import * as messages from '@/lib/site/messages';
import { homePage, letterPage } from '@/lib/site/site-content';
import { briefsNewestFirst } from '@/lib/briefs/brief-kind';
import { essaysNewestFirst } from '@/lib/essays/essay-kind';
import { issuesNewestFirst } from '@/lib/letters/letter-kind';
import { pieceOf, pieces } from '@/lib/posts/pieces';
import { namedPieces, readNext, type Piece } from '@/lib/posts/read-next';
import { expect, test, waitForAfterPaint, type Page } from './fixtures';
import { stubThirdParties, watchConsole } from './page-checks';
import { sample } from './routes';
import { sentFields, stubKit, stubKitForm } from './third-party-stubs';

const { newestFirst, byKey } = pieces();
const endings = [
  ...sample(essaysNewestFirst(essays)).map((essay) => ({
    piece: pieceOf('essay', essay.slug)!,
    noun: 'essay',
  })),
  ...sample(briefsNewestFirst(briefs)).map((brief) => ({
    piece: pieceOf('brief', brief.slug)!,
    noun: 'brief',
  })),
  ...sample(issuesNewestFirst(letterIssues)).map((issue) => ({
    piece: pieceOf('letter', issue.slug)!,
    noun: 'issue',
  })),
];
const after = (page: Page, noun: string) => page.getByRole('complementary', { name: `After the ${noun}` });
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

test.beforeEach(async ({ page, baseURL }) => {
  await stubThirdParties(page, baseURL!);
});

for (const { piece, noun } of endings)
  test(`${piece.href}/ ends with ${noun === 'issue' ? 'one signup' : 'the signup'}, read next and share links`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(`${piece.href}/`);
    const end = after(page, noun);
    // After the piece, outside what the first paint waits for.
    expect(await end.evaluate((aside) => aside.previousElementSibling?.id)).toBe('main');

    // The letter's signup, once on the page: the issue's own closing form, or this one.
    await expect(page.getByRole('heading', { name: letterPage.closingHeading })).toHaveCount(1);
    await expect(end.getByRole('region', { name: letterPage.closingHeading })).toHaveCount(
      noun === 'issue' ? 0 : 1,
    );

    // Never what the page's pager already offers.
    const pager = { essay: 'More essays', brief: 'More briefs', letter: 'More issues' }[piece.kind];
    const paged = await page
      .getByRole('navigation', { name: pager })
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(paged.length).toBeGreaterThan(0);
    const offered = newestFirst.filter((other) => paged.includes(`${other.href}/`));
    const expected = readNext(piece, newestFirst, byKey, { offered });
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const next of expected) expect(paged).not.toContain(`${next.href}/`);
    const links = end.getByRole('region', { name: 'Read next' }).getByRole('link');
    await expect(links).toHaveText(expected.map((next) => next.title));
    for (const [index, next] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `${next.href}/`);
      expect(next.href).not.toBe(piece.href);
      const response = await page.request.get(`${next.href}/`);
      expect(response.status(), next.href).toBe(200);
    }

    const url = (await canonical(page))!;
    const q = encodeURIComponent;
    const share = end.getByRole('region', { name: `Share this ${noun}` });
    await expect(share.getByRole('heading')).toHaveText(`Share this ${noun}`);
    const hrefs = await share
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      `mailto:?subject=${q(piece.title)}&body=${q(url)}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
      `https://twitter.com/intent/tweet?text=${q(piece.title)}&url=${q(url)}`,
      `https://bsky.app/intent/compose?text=${q(`${piece.title} ${url}`)}`,
    ]);
    await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toBeVisible();
    expect(problems).toEqual([]);
  });

test('the pieces a post names come first, in her order', async ({ page }) => {
  const named = newestFirst.find((piece) => (piece.readNext?.length ?? 0) > 0);
  test.skip(!named, 'no post names what to read next');
  const chosen = namedPieces(named!.readNext, byKey).filter((piece) => piece.href !== named!.href);
  expect(chosen.length).toBeGreaterThan(0);
  const noun = { essay: 'essay', brief: 'brief', letter: 'issue' }[named!.kind];
  await page.goto(`${named!.href}/`);
  const links = after(page, noun).getByRole('region', { name: 'Read next' }).getByRole('link');
  await expect(links.first()).toHaveText(chosen[0].title);
  expect((await links.allTextContents()).slice(0, chosen.length)).toEqual(chosen.map((piece) => piece.title));
});

test('Home shows the pieces she chose to start with, in her order, after Latest Essay and never it again', async ({
  page,
}) => {
  await page.goto('/');
  const latest = await page
    .getByRole('region', { name: 'Latest Essay' })
    .getByRole('heading', { level: 3 })
    .textContent();
  const featured: Piece[] = namedPieces(homePage.startHere, byKey).filter((piece) => piece.title !== latest);
  const section = page.getByRole('region', { name: 'Start here' });
  if (!featured.length) return expect(section).toHaveCount(0);
  await expect(section.getByRole('link')).toHaveText(featured.map((piece) => piece.title));
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Start here')).toBe(headings.indexOf('Latest Essay') + 1);
});

test.describe('Copy link and the share sheet', () => {
  const essay = pieceOf('essay', essaysNewestFirst(essays)[0].slug)!;

  test('Copy link puts the canonical address on the clipboard and says so', async ({
    page,
    context,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'the clipboard permissions are Chromium’s');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${essay.href}/`);
    await waitForAfterPaint(page);
    const share = after(page, 'essay').getByRole('region', { name: 'Share this essay' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonical(page));
  });

  test('the share sheet button shows only where the browser has one, and hands it the title and address', async ({
    page,
  }) => {
    await page.goto(`${essay.href}/`);
    await waitForAfterPaint(page);
    const sheet = after(page, 'essay').getByRole('button', { name: 'Share…' });
    const hasSheet = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(sheet).toHaveCount(hasSheet ? 1 : 0);

    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { __shared: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => (calls.push(data), Promise.resolve()),
      });
    });
    await page.reload();
    await waitForAfterPaint(page);
    await sheet.click();
    expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
      { title: essay.title, url: await canonical(page) },
    ]);
  });

  test('with scripts off, neither button is shown and every link still shares', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${essay.href}/`);
    const share = after(page, 'essay').getByRole('region', { name: 'Share this essay' });
    await expect(share.getByRole('button')).toHaveCount(0);
    await expect(share.getByRole('link')).toHaveCount(4);
    await context.close();
  });
});

test.describe('the signup after an essay and a brief', () => {
  const places = [
    { path: `${pieceOf('essay', essaysNewestFirst(essays)[0].slug)!.href}/`, noun: 'essay' },
    { path: `${pieceOf('brief', briefsNewestFirst(briefs)[0].slug)!.href}/`, noun: 'brief' },
  ];

  for (const { path, noun } of places) {
    test(`after the ${noun}, with scripts, joins through Kit and thanks`, async ({ page }) => {
      const requests = await stubKit(page);
      await page.goto(path);
      const signup = after(page, noun).getByRole('region', { name: letterPage.closingHeading });
      await signup.getByRole('textbox', { name: 'Email address' }).fill('reader@example.ca');
      await signup.getByRole('button', { name: 'Subscribe' }).click();
      await expect(after(page, noun).getByRole('status').first()).toHaveText(messages.signup.letterSuccess);
      expect(requests.map((request) => request.postDataJSON().email)).toEqual(['reader@example.ca']);
    });

    test(`after the ${noun}, with scripts off, posts the address to Kit's form`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      const sent = await stubKitForm(page);
      await page.goto(path);
      const field = after(page, noun).getByRole('textbox', { name: 'Email address' });
      await field.fill('reader@example.ca');
      await field.press('Enter');
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0].method()).toBe('POST');
      expect(await sentFields(sent[0])).toEqual({ email_address: 'reader@example.ca' });
      await context.close();
    });
  }
});
