import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { essays } from '@/content/essays';
import { essayCategories } from '@/content/types';
import { formatDisplayDate } from '@/lib/dates';
import { essaysInCategory, essaysNewestFirst } from '@/lib/essays';
import { watchConsole } from './page-checks';

const newestFirst = essaysNewestFirst(essays);
const pillNames = ['All', 'Personal', 'Thesis', 'Future-Ready Kids', 'Global View'];

const pills = (page: Page) => page.getByRole('group', { name: 'Filter essays by category' });
const shownTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

test.describe('essay list', () => {
  test('has the five pills, with All pressed and every essay shown newest first', async ({ page }) => {
    await page.goto('/essays/');
    await expect(pills(page).getByRole('button')).toHaveText(pillNames);
    await expect(pills(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shownTitles(page)).toHaveText(newestFirst.map((essay) => essay.title));
  });

  test('each pill shows the essays whose categories include it and mirrors it in the address', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/essays/');
    for (const category of essayCategories) {
      await pills(page).getByRole('button', { name: category }).click();
      await expect(pills(page).getByRole('button', { name: category })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(pills(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
      const expected = essaysInCategory(essays, category).map((essay) => essay.title);
      expect(expected.length).toBeLessThan(essays.length);
      await expect(shownTitles(page)).toHaveText(expected);
      expect(new URL(page.url()).searchParams.get('category')).toBe(category);
    }
    await pills(page).getByRole('button', { name: 'All' }).click();
    await expect(shownTitles(page)).toHaveCount(essays.length);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  test('the chosen category survives a reload and can be shared', async ({ page }) => {
    await page.goto('/essays/');
    await pills(page).getByRole('button', { name: 'Future-Ready Kids' }).click();
    await page.reload();
    await expect(pills(page).getByRole('button', { name: 'Future-Ready Kids' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(shownTitles(page)).toHaveText(
      essaysInCategory(essays, 'Future-Ready Kids').map((essay) => essay.title),
    );

    await page.goto('/essays/?category=Global%20View');
    await expect(shownTitles(page)).toHaveText(
      essaysInCategory(essays, 'Global View').map((essay) => essay.title),
    );
  });

  test('an unknown category falls back to All', async ({ page }) => {
    await page.goto('/essays/?category=Gardening');
    await expect(pills(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shownTitles(page)).toHaveCount(essays.length);
  });

  test('each card shows image, categories, linked title, summary, date and read time', async ({ page }) => {
    await page.goto('/essays/');
    for (const essay of essays) {
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: essay.title }) });
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

  test('the exported HTML holds all four cards, none hidden', () => {
    const html = readFileSync(join(process.cwd(), 'out', 'essays', 'index.html'), 'utf8');
    for (const essay of essays) {
      expect(html).toContain(`href="/essays/${essay.slug}/"`);
      expect(html).toContain(`>${essay.title}</a>`);
      expect(html).toContain(`src="${essay.featureImage.src}"`);
    }
    expect(html.match(/<article/g)).toHaveLength(essays.length);
    expect(html).not.toMatch(/<li hidden/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every essay is listed and readable', async ({ page }) => {
      await page.goto('/essays/');
      await expect(shownTitles(page)).toHaveText(newestFirst.map((essay) => essay.title));
    });
  });
});

test.describe('essay pages', () => {
  for (const essay of essays) {
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
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const sections = [...essay.body.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
      expect(sections.length).toBeGreaterThan(2);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(sections);
      const lastParagraph = [...essay.body.matchAll(/<p>(.*?)<\/p>/g)].at(-1)![1].replace(/<[^>]+>/g, '');
      await expect(article.getByText(lastParagraph)).toBeVisible();

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(jsonLd).toMatchObject({
        '@type': 'Article',
        headline: essay.title,
        datePublished: essay.publishedDate,
      });

      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Essays' }),
      ).toHaveAttribute('aria-current', 'page');
      await page.getByRole('link', { name: 'Back to all essays' }).click();
      await expect(page).toHaveURL('/essays/');
    });
  }

  test('previous and next walk through every essay in publication order', async ({ page }) => {
    const pager = page.getByRole('navigation', { name: 'More essays' });
    await page.goto(`/essays/${newestFirst[0].slug}/`);
    await expect(pager.getByRole('link', { name: /Next essay/ })).toHaveCount(0);
    for (const essay of newestFirst.slice(1)) {
      await pager.getByRole('link', { name: /Previous essay/ }).click();
      await expect(page).toHaveURL(`/essays/${essay.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(essay.title);
    }
    await expect(pager.getByRole('link', { name: /Previous essay/ })).toHaveCount(0);
    await pager.getByRole('link', { name: `Next essay → ${newestFirst.at(-2)!.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestFirst.at(-2)!.title);
  });

  test('a card title on the list opens its essay', async ({ page }) => {
    const essay = newestFirst[2];
    await page.goto('/essays/');
    await page.getByRole('link', { name: essay.title }).click();
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
    const sentences = essays.map((essay) => /<p>(.{60})/.exec(essay.body)![1]);
    for (const file of scripts) {
      const code = readFileSync(join(dir, file), 'utf8');
      expect(code, file).not.toContain(marker);
      for (const sentence of sentences) expect(code, file).not.toContain(sentence);
    }
  });
});
