// Search and social metadata of the built export, read from out/: `npm run build` first.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { htmlFileFor, listExportedRoutes } from '../../scripts/export-stats.mjs';
import { imageSize } from 'image-size';

const outDir = join(process.cwd(), 'out');
const routes = listExportedRoutes(outDir);
const pages = new Map(routes.map((route) => [route, readFileSync(htmlFileFor(outDir, route), 'utf8')]));
const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const meta = (html, key) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '') || null;
const linkHref = (html, rel, extra = '') =>
  new RegExp(`<link rel="${rel}"${extra}[^>]*href="([^"]+)"`).exec(html)?.[1] ?? null;
const feedHrefs = (html) =>
  [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/g)].map((m) => m[1]);
// The letter page itself, its archive and its issues.
const isLetterRoute = (route) => route.startsWith('/tomorrow-letter/');
const isIssueRoute = (route) =>
  isLetterRoute(route) && !['/tomorrow-letter/', '/tomorrow-letter/archive/'].includes(route);
const title = (html) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const siteUrl = new URL(linkHref(pages.get('/'), 'canonical')).origin;
const fileForUrl = (url) => join(outDir, ...new URL(url).pathname.split('/').filter(Boolean));

describe('page metadata', () => {
  it('covers the essay pages too', () => {
    assert.ok(routes.filter((route) => route.startsWith('/essays/') && route !== '/essays/').length >= 4);
  });

  it('gives every page its own title and description', () => {
    const titles = routes.map((route) => title(pages.get(route)));
    const descriptions = routes.map((route) => meta(pages.get(route), 'description'));
    for (const [index, route] of routes.entries()) {
      assert.ok(titles[index].length > 5, `${route} has a title`);
      assert.ok((descriptions[index] ?? '').length >= 70, `${route} has a description of some substance`);
    }
    assert.equal(new Set(titles).size, routes.length, `duplicate titles: ${titles.join(' / ')}`);
    assert.equal(new Set(descriptions).size, routes.length, 'duplicate descriptions');
  });

  for (const route of routes) {
    it(`${route} has a canonical URL, a share image that exists and the feed links`, () => {
      const html = pages.get(route);
      assert.equal(linkHref(html, 'canonical'), `${siteUrl}${route}`);
      const image = meta(html, 'og:image');
      assert.ok(image?.startsWith(`${siteUrl}/`), `${route} og:image is absolute: ${image}`);
      const file = fileForUrl(image);
      assert.ok(existsSync(file), `${image} is in out/`);
      assert.deepEqual(imageSize(readFileSync(file)), { width: 1200, height: 630, type: 'png' });
      assert.equal(meta(html, 'og:image:width'), '1200');
      assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
      assert.equal(meta(html, 'twitter:image'), image);
      assert.equal(meta(html, 'og:url'), `${siteUrl}${route}`);
      const feeds = feedHrefs(html);
      if (isLetterRoute(route)) {
        assert.deepEqual(feeds, [`${siteUrl}/tomorrow-letter/feed.xml`, `${siteUrl}/feed.xml`]);
      } else {
        assert.deepEqual(feeds, [`${siteUrl}/feed.xml`]);
      }
    });
  }

  it('gives each essay and brief page its own share image', () => {
    for (const section of ['/essays/', '/research/']) {
      const images = routes
        .filter((route) => route.startsWith(section) && route !== section)
        .map((route) => meta(pages.get(route), 'og:image'));
      assert.ok(images.length >= 4, section);
      assert.equal(new Set(images).size, images.length);
    }
  });

  it('covers every letter issue page and the archive', () => {
    assert.ok(routes.includes('/tomorrow-letter/archive/'));
    assert.ok(routes.filter(isIssueRoute).length >= 8);
  });

  it('gives each letter issue its own share image', () => {
    const issueImages = routes.filter(isIssueRoute).map((route) => meta(pages.get(route), 'og:image'));
    assert.equal(new Set(issueImages).size, issueImages.length);
  });

  it('gives each essay page its own share image', () => {
    const essayImages = routes
      .filter((route) => route.startsWith('/essays/') && route !== '/essays/')
      .map((route) => meta(pages.get(route), 'og:image'));
    assert.equal(new Set(essayImages).size, essayImages.length);
  });
});

describe('structured data', () => {
  const blocks = (html) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );

  it('describes the person on Home and About', () => {
    for (const route of ['/', '/about/']) {
      const person = blocks(pages.get(route)).find((block) => block['@type'] === 'Person');
      assert.ok(person, `${route} has Person JSON-LD`);
      assert.equal(person.name, 'Maya Reyes');
      assert.ok(person.jobTitle);
      assert.equal(person.homeLocation.address.addressLocality, 'Toronto');
      assert.ok((person.sameAs ?? []).every((url) => url.startsWith('https://')));
    }
  });

  it('describes each essay page as an Article with absolute URLs', () => {
    for (const route of routes.filter((r) => r.startsWith('/essays/') && r !== '/essays/')) {
      const article = blocks(pages.get(route)).find((block) => block['@type'] === 'Article');
      assert.ok(article, `${route} has Article JSON-LD`);
      assert.equal(article.url, `${siteUrl}${route}`);
      assert.match(article.datePublished, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(existsSync(fileForUrl(article.image)), `${article.image} exists`);
      assert.equal(`${article.headline} | Maya Reyes`, title(pages.get(route)));
    }
  });

  it('describes each research brief page as a Report whose PDF is in out/', () => {
    const briefRoutes = routes.filter((r) => r.startsWith('/research/') && r !== '/research/');
    assert.equal(briefRoutes.length, 6);
    for (const route of briefRoutes) {
      const report = blocks(pages.get(route)).find((block) => block['@type'] === 'Report');
      assert.ok(report, `${route} has Report JSON-LD`);
      assert.equal(report.url, `${siteUrl}${route}`);
      assert.match(report.datePublished, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(existsSync(fileForUrl(report.image)), `${report.image} exists`);
      assert.equal(report.encoding.encodingFormat, 'application/pdf');
      assert.ok(existsSync(fileForUrl(report.encoding.contentUrl)), `${report.encoding.contentUrl} exists`);
      assert.equal(`${report.headline} | Maya Reyes`, title(pages.get(route)));
    }
  });

  it('describes each letter issue as a numbered Article of the letter, with absolute URLs', () => {
    for (const route of routes.filter(isIssueRoute)) {
      const article = blocks(pages.get(route)).find((block) => block['@type'] === 'Article');
      assert.ok(article, `${route} has Article JSON-LD`);
      assert.equal(article.url, `${siteUrl}${route}`);
      assert.match(article.datePublished, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(Number.isInteger(article.position));
      assert.equal(article.isPartOf.url, `${siteUrl}/tomorrow-letter/`);
      assert.ok(existsSync(fileForUrl(article.image)), `${article.image} exists`);
      assert.equal(title(pages.get(route)), `Issue ${article.position}: ${article.headline} | Maya Reyes`);
    }
  });

  it('lists every issue on the archive, newest first', () => {
    const archive = blocks(pages.get('/tomorrow-letter/archive/')).find(
      (block) => block['@type'] === 'CollectionPage',
    );
    assert.ok(archive, 'the archive has CollectionPage JSON-LD');
    const listed = archive.mainEntity.itemListElement.map((item) => new URL(item.url).pathname);
    assert.deepEqual([...listed].sort(), routes.filter(isIssueRoute));
    const numbers = listed.map(
      (path) => blocks(pages.get(path)).find((block) => block['@type'] === 'Article').position,
    );
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => b - a),
    );
  });

  it('parses wherever it appears', () => {
    for (const route of routes) assert.doesNotThrow(() => blocks(pages.get(route)), route);
  });
});

describe('sitemap, robots and icons', () => {
  it('the sitemap lists exactly the exported pages, each with a date', () => {
    const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
    const listed = entries.map((m) => new URL(m[1]).pathname).sort();
    assert.deepEqual(listed, [...routes].sort());
    for (const [, , lastmod] of entries) assert.match(lastmod, /^\d{4}-\d{2}-\d{2}/);
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
    assert.match(robots, /Allow: \//);
    assert.ok(robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`));
  });

  it('the manifest and every icon it names exist', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.name, 'Maya Reyes');
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      const size = imageSize(readFileSync(join(outDir, ...icon.src.split('/').filter(Boolean))));
      assert.deepEqual([size.width, size.height], [width, height], icon.src);
    }
    const home = pages.get('/');
    assert.ok(linkHref(home, 'icon'), 'favicon linked');
    assert.ok(linkHref(home, 'apple-touch-icon'), 'apple touch icon linked');
    assert.ok(linkHref(home, 'manifest'), 'manifest linked');
  });
});
