import { expect, test } from './fixtures';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { essays } from '../../lib/essays/essays';
import { letterIssues } from '../../lib/letters/letter-issues';
import { profile } from '../../lib/site/site-content';
import { essaysNewestFirst } from '../../lib/essays/essay-kind';
import { feedItemLimit } from '../../lib/site/seo';
import { issuesNewestFirst } from '../../lib/letters/letter-kind';
import { htmlToPlainText } from '../../lib/posts/plain-text-preview';
import { sample } from './routes';

/** Parses XML with the browser's own parser and reports whether it is well formed. */
async function parseXml(page: import('@playwright/test').Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    const items = [...doc.querySelectorAll('item')].map((item) => ({
      title: item.querySelector('title')?.textContent ?? '',
      link: item.querySelector('link')?.textContent ?? '',
      content:
        item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent ??
        '',
    }));
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    return { error: error?.textContent ?? null, root: doc.documentElement.nodeName, items, locs };
  }, xml);
}

test('the RSS feed parses and carries the newest essays in full, with absolute links', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const feedHref = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .getAttribute('href');
  const response = await request.get(new URL(feedHref!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const feed = await parseXml(page, await response.text());
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('rss');
  const newest = essaysNewestFirst(essays).slice(0, feedItemLimit);
  expect(feed.items.map((item) => item.title)).toEqual(newest.map((essay) => essay.title));
  for (const [index, item] of feed.items.entries()) {
    const essay = newest[index]!;
    expect(item.link).toMatch(/^https?:\/\/[^/]+\/essays\/[a-z0-9-]+\/$/);
    expect(new URL(item.link).pathname).toBe(`/essays/${essay.slug}/`);
    // In full, however long the essay: every word of its body, not a summary.
    expect(htmlToPlainText(item.content)).toContain(htmlToPlainText(essay.body));
    expect(item.content).not.toContain('<script');
  }
});

test('the sitemap parses and addresses in it answer on this site', async ({ page, request }) => {
  // That every address is a page of the export is checked without a browser (__tests__/build/).
  const response = await request.get('/sitemap.xml');
  const sitemap = await parseXml(page, await response.text());
  expect(sitemap.error).toBeNull();
  expect(sitemap.locs.length).toBeGreaterThanOrEqual(12);
  for (const loc of sample(sitemap.locs)) {
    expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
  }
});

test('share images and icons are served with image content types', async ({ page, request }) => {
  await page.goto('/essays/');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  const response = await request.get(new URL(image!).pathname);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain(
    'application/manifest+json',
  );
  expect((await request.get('/robots.txt')).headers()['content-type']).toContain('text/plain');
});

test('every page links the web app manifest once painted, and Chrome reads the site’s name from it', async ({
  page,
}) => {
  await page.goto('/essays/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  const { data, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: profile.name, start_url: '/' });
});

test('the letter’s own feed is announced on its pages, parses, and carries the newest issues with absolute links', async ({
  page,
  request,
}) => {
  await page.goto('/tomorrow-letter/archive/');
  const feedHref = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .first()
    .getAttribute('href');
  expect(new URL(feedHref!).pathname).toBe('/tomorrow-letter/feed.xml');
  const response = await request.get(new URL(feedHref!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();

  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml);
  const channel = parsed.rss.channel;
  expect(channel.title).toContain('Tomorrow Letter');
  expect(channel.link).toBe(new URL('/tomorrow-letter/', feedHref!).href);

  const items: { title: string; link: string; pubDate: string; 'content:encoded': string }[] = channel.item;
  const newestFirst = issuesNewestFirst(letterIssues).slice(0, feedItemLimit);
  expect(items.map((item) => item.title)).toEqual(
    newestFirst.map((issue) => `Issue ${issue.number}: ${issue.title}`),
  );
  for (const [index, item] of items.entries()) {
    const issue = newestFirst[index]!;
    expect(item.link).toBe(new URL(`/tomorrow-letter/${issue.slug}/`, feedHref!).href);
    expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(issue.publishedDate);
    expect(htmlToPlainText(item['content:encoded'])).toContain(htmlToPlainText(issue.body));
    expect(item['content:encoded']).not.toContain('<script');
  }
  for (const item of sample(items))
    expect((await request.get(new URL(item.link).pathname)).status(), item.link).toBe(200);
});
