import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { essays } from '@/lib/essays/essays';
import {
  type Essay,
  essayCategories,
  type EssayCategory,
  essayList,
  essaysInCategory,
  essaysNewestFirst,
} from '@/lib/essays/essay-kind';
import { formatDisplayDate } from '@/lib/time/dates';
import { listPageSize } from '@/lib/posts/list-pages';
import { paragraphs, sectionHeadings } from './letter-text';
import { watchConsole } from './page-checks';
import { sample } from './routes';

const newestFirst = essaysNewestFirst(essays);
const firstPage = newestFirst.slice(0, listPageSize.essays);
const list = essayList(essays);
const pillNames = ['All', 'Personal', 'Thesis', 'Future-Ready Kids', 'Global View'];

// Essays with contents and without, as their bodies have three sections or fewer: the test build
// adds one of a single section (__tests__/fixtures/test-posts.ts).
// The footnotes' heading, for screen readers only, is not a section.
const sectionsOf = (essay: Essay) =>
  sectionHeadings(essay.body.replace(/<section data-footnotes[\s\S]*?<\/section>/, ''));
const withContents = newestFirst.filter((essay) => sectionsOf(essay).length >= 3);
const withoutContents = newestFirst.filter((essay) => sectionsOf(essay).length < 3);
const article = (page: Page) => page.getByRole('article');
/** Whether the page has stopped scrolling: the same position a few frames apart. */
const scrollAtRest = (page: Page) =>
  page.evaluate(async () => {
    const before = scrollY;
    await new Promise((done) => setTimeout(done, 100));
    return scrollY === before;
  });
const contentsOf = (page: Page) => page.getByRole('navigation', { name: 'In this essay', exact: true });

const pills = (page: Page) => page.getByRole('navigation', { name: 'Filter essays by category' });
const pill = (page: Page, name: string) => pills(page).getByRole('link', { name, exact: true });
const shownTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
const titlesIn = (category: EssayCategory) =>
  essaysInCategory(essays, category)
    .slice(0, listPageSize.essays)
    .map((essay) => essay.title);

test.describe('essay list', () => {
  test('has the five pills as links, with All current and the newest essays first', async ({ page }) => {
    await page.goto('/essays/');
    await expect(pills(page).getByRole('link')).toHaveText(pillNames);
    await expect(pill(page, 'All')).toHaveAttribute('aria-current', 'page');
    await expect(pills(page).locator('[aria-current]')).toHaveCount(1);
    await expect(shownTitles(page)).toHaveText(firstPage.map((essay) => essay.title));
  });

  test('each pill shows the essays whose categories include it, at an address of its own', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // Some pill must leave an essay out, or this would not show that the pills filter.
    expect(
      essayCategories.some((category) => essaysInCategory(essays, category).length < essays.length),
    ).toBe(true);
    await page.goto('/essays/');
    for (const category of essayCategories) {
      await pill(page, category).click();
      await expect(page).toHaveURL(`${list.filterBase(category)}/`);
      await expect(pill(page, category)).toHaveAttribute('aria-current', 'page');
      await expect(pill(page, category)).toBeFocused();
      await expect(pill(page, 'All')).not.toHaveAttribute('aria-current');
      await expect(shownTitles(page)).toHaveText(titlesIn(category));
    }
    await pill(page, 'All').click();
    await expect(page).toHaveURL('/essays/');
    await expect(shownTitles(page)).toHaveText(firstPage.map((essay) => essay.title));
    expect(problems).toEqual([]);
  });

  test('the chosen category survives a reload, and addresses from before land on its page', async ({
    page,
  }) => {
    await page.goto('/essays/');
    await pill(page, 'Future-Ready Kids').click();
    await expect(page).toHaveURL('/essays/category/future-ready-kids/');
    await page.reload();
    await expect(pill(page, 'Future-Ready Kids')).toHaveAttribute('aria-current', 'page');
    await expect(shownTitles(page)).toHaveText(titlesIn('Future-Ready Kids'));

    await page.goto('/essays/?category=Global%20View');
    await expect(page).toHaveURL('/essays/category/global-view/');
    await expect(shownTitles(page)).toHaveText(titlesIn('Global View'));
  });

  test('an unknown category falls back to All', async ({ page }) => {
    await page.goto('/essays/?category=Gardening');
    await expect(pill(page, 'All')).toHaveAttribute('aria-current', 'page');
    await expect(shownTitles(page)).toHaveText(firstPage.map((essay) => essay.title));
  });

  test('each card shows image, categories, linked title, summary, date and read time', async ({ page }) => {
    await page.goto('/essays/');
    for (const essay of sample(firstPage)) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: essay.title, exact: true }) });
      const image = card.getByRole('img', { name: essay.featureImage.alt });
      await expect(image).toHaveAttribute('width', String(essay.featureImage.width));
      await expect(image).toHaveAttribute('height', String(essay.featureImage.height));
      await expect(card.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText([
        ...essay.category,
      ]);
      await expect(card.getByRole('link', { name: essay.title })).toHaveAttribute(
        'href',
        `/essays/${essay.slug}/`,
      );
      await expect(card).toContainText(essay.summary);
      await expect(card.locator(`time[datetime="${essay.publishedDate}"]`)).toHaveText(
        formatDisplayDate(essay.publishedDate),
      );
      await expect(card).toContainText(`${essay.readTime} min read`);
    }
  });

  test('the exported HTML of each list page holds its cards, none hidden', () => {
    for (const { path, items } of list.pages()) {
      const html = readFileSync(join(process.cwd(), 'out', path, 'index.html'), 'utf8');
      for (const essay of items) {
        expect(html).toContain(`href="/essays/${essay.slug}/"`);
        // Its illustration: fetched as an image, or drawn in the page and named by its alt text.
        const alt = essay.featureImage.alt.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
        expect(
          [`src="${essay.featureImage.src}"`, `aria-label="${alt}"`].some((tag) => html.includes(tag)),
        ).toBe(true);
      }
      expect(html.match(/<article/g), path).toHaveLength(items.length);
      expect(html).not.toMatch(/<li hidden/);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the essays are listed and every pill leads to its category', async ({ page }) => {
      await page.goto('/essays/');
      await expect(shownTitles(page)).toHaveText(firstPage.map((essay) => essay.title));
      await pill(page, 'Thesis').click();
      await expect(page).toHaveURL('/essays/category/thesis/');
      await expect(pill(page, 'Thesis')).toHaveAttribute('aria-current', 'page');
      await expect(shownTitles(page)).toHaveText(titlesIn('Thesis'));
    });
  });
});

test.describe('essay pages', () => {
  for (const essay of sample(newestFirst)) {
    test(`${essay.slug} shows the whole essay with its details`, async ({ page }) => {
      await page.goto(`/essays/${essay.slug}/`);
      const article = page.getByRole('article');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(essay.title);
      await expect(article.locator(`time[datetime="${essay.publishedDate}"]`)).toHaveText(
        formatDisplayDate(essay.publishedDate),
      );
      await expect(article).toContainText(`${essay.readTime} min read`);
      await expect(article.getByRole('list', { name: 'Categories' }).getByRole('listitem')).toHaveText([
        ...essay.category,
      ]);
      const image = article.getByRole('img', { name: essay.featureImage.alt });
      await expect(image).toHaveAttribute('width', String(essay.featureImage.width));
      // A photo loaded, or an illustration drawn in the page (lib/images/inline-svg.ts) at its full width.
      await expect
        .poll(() =>
          image.evaluate((shown) =>
            shown instanceof HTMLImageElement ? shown.naturalWidth : shown.getBoundingClientRect().width,
          ),
        )
        .toBeGreaterThan(0);

      // However many sections and paragraphs the essay has: each section heading (after the contents'
      // own, from three sections on), and the last words.
      await expect(article.getByRole('heading', { level: 2 })).toHaveText([
        ...(sectionsOf(essay).length >= 3 ? ['In this essay'] : []),
        ...sectionHeadings(essay.body),
      ]);
      const lastParagraph = paragraphs(essay.body).at(-1)!;
      await expect(article.getByText(lastParagraph).last()).toBeVisible();

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(jsonLd).toMatchObject({
        '@type': 'Article',
        headline: essay.title,
        datePublished: essay.publishedDate,
      });

      await expect(
        page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Essays' }),
      ).toHaveAttribute('aria-current', 'page');
      await page.getByRole('link', { name: 'Back to all essays' }).click();
      await expect(page).toHaveURL('/essays/');
    });
  }

  test('an essay of three sections or more lists them in its contents, each link landing on its heading', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const essay = withContents[0];
    expect(essay, 'the content has an essay of three sections or more').toBeDefined();
    await page.goto(`/essays/${essay.slug}/`);
    const contents = contentsOf(page);
    await expect(contents.getByRole('heading', { level: 2 })).toHaveText('In this essay');
    const headings = sectionsOf(essay);
    const links = contents.getByRole('listitem').getByRole('link');
    await expect(links).toHaveText(headings);
    // The contents come after the photo, before the first words of the body.
    const [photo, body] = [
      article(page).getByRole('img', { name: essay.featureImage.alt }),
      article(page).getByText(paragraphs(essay.body)[0]!).first(),
    ];
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(contents)).toBeGreaterThan(await top(photo));
    expect(await top(body)).toBeGreaterThan(await top(contents));

    for (const [index, heading] of headings.entries()) {
      const href = (await links.nth(index).getAttribute('href'))!;
      expect(href).toMatch(/^#./);
      const target = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
      await expect(target, `${href} names one element of the page`).toHaveCount(1);
      await expect(target).toHaveRole('heading');
      await expect(target).toHaveText(heading);
      // Followed by the keyboard, as a reader without a pointer does, once focus has scrolled the
      // link into view (smoothly, html's scroll-behavior): a key pressed mid-scroll is not a reader's.
      await links.nth(index).focus();
      await expect.poll(() => scrollAtRest(page)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(target).toBeInViewport();
    }
    expect(problems).toEqual([]);
  });

  test('an essay of fewer than three sections has no contents', async ({ page }) => {
    const essay = withoutContents[0];
    expect(essay, 'the content has an essay of fewer than three sections').toBeDefined();
    await page.goto(`/essays/${essay.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(essay.title);
    await expect(contentsOf(page)).toHaveCount(0);
    await expect(page.getByText('In this essay')).toHaveCount(0);
  });

  test.describe('on a 320 px phone without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    test('the contents fit the screen and their links still lead to the sections', async ({ page }) => {
      const essay = withContents.at(-1)!;
      await page.goto(`/essays/${essay.slug}/`);
      const contents = contentsOf(page);
      const { width } = (await contents.boundingBox())!;
      expect(width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const heading = sectionsOf(essay).at(-1)!;
      await contents.getByRole('link', { name: heading, exact: true }).click();
      await expect(
        article(page).getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeInViewport();
    });
  });

  test('previous and next walk through the essays in publication order', async ({ page }) => {
    const pager = page.getByRole('navigation', { name: 'More essays' });
    await page.goto(`/essays/${newestFirst[0].slug}/`);
    await expect(pager.getByRole('link', { name: /Next essay/ })).toHaveCount(0);
    for (const essay of newestFirst.slice(1, 4)) {
      await pager.getByRole('link', { name: /Previous essay/ }).click();
      await expect(page).toHaveURL(`/essays/${essay.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(essay.title);
    }
    await page.goto(`/essays/${newestFirst.at(-1)!.slug}/`);
    await expect(pager.getByRole('link', { name: /Previous essay/ })).toHaveCount(0);
    const secondOldest = newestFirst.at(-2);
    if (!secondOldest) return; // a single essay has neither link
    await pager.getByRole('link', { name: `Next essay → ${secondOldest.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondOldest.title);
  });

  test('a card title on the list opens its essay', async ({ page }) => {
    const essay = firstPage.at(-1)!;
    await page.goto('/essays/');
    await page.getByRole('link', { name: essay.title, exact: true }).click();
    await expect(page).toHaveURL(`/essays/${essay.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(essay.title);
  });

  test('the sanitizer and the essay bodies stay out of the browser bundle', () => {
    const marker = 'allowedSchemesAppliedToAttributes';
    expect(readFileSync(require.resolve('sanitize-html'), 'utf8')).toContain(marker);
    const dir = join(process.cwd(), 'out', '_next', 'static');
    // rsc/ holds each page's own RSC payload, moved out of its HTML after the build: an essay's
    // payload carries that essay, as its HTML does. The code bundles must carry none.
    const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js') && !file.startsWith('rsc/'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // From each essay, the first 60 characters of text as written in its HTML, when it has as many.
    const sentences = essays.flatMap((essay) => /<p>([^<\n]{60})/.exec(essay.body)?.[1] ?? []);
    expect(sentences.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(dir, file), 'utf8');
      expect(code, file).not.toContain(marker);
      for (const sentence of sentences) expect(code, file).not.toContain(sentence);
    }
  });
});
