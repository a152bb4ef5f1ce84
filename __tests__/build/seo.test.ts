// Search and social metadata of the built export, read from out/: `npm run build` first.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { exportedPages } from '../../export/pages';
import { htmlFileFor, listExportedRoutes } from '../../export/figures';
import { imageSize } from 'image-size';
import { browserScriptsFile } from '../../lib/page/browser-scripts';
import { decodeHtml } from './html-text';
import { profile } from '../../lib/site/site-content';

const outDir = join(process.cwd(), 'out');
const routes = listExportedRoutes(outDir);
const pages = new Map(routes.map((route) => [route, readFileSync(htmlFileFor(outDir, route), 'utf8')]));
/** The HTML of a page of the export, '' for a route it does not have. */
const pageAt = (route: string) => pages.get(route) ?? '';
const meta = (html: string, key: string) =>
  decodeHtml(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '') || null;
const linkHref = (html: string, rel: string, extra = '') =>
  new RegExp(`<link rel="${rel}"${extra}[^>]*href="([^"]+)"`).exec(html)?.[1] ?? null;
const feedHrefs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/g)].map((m) => m[1]);
// The letter page itself, its archive and its issues.
const isLetterRoute = (route: string) => route.startsWith('/tomorrow-letter/');
const isIssueRoute = (route: string) =>
  /^\/tomorrow-letter\/[^/]+\/$/.test(route) && route !== '/tomorrow-letter/archive/';
const isEssayRoute = (route: string) => /^\/essays\/[^/]+\/$/.test(route);
const isBriefRoute = (route: string) => /^\/research\/[^/]+\/$/.test(route);
const title = (html: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const siteUrl = new URL(linkHref(pageAt('/'), 'canonical') ?? '').origin;
// A list's `/page/1/` repeats its first page (a static export needs the route): it points search
// engines there and stays out of the sitemap. A form's thank-you page is no page to find: never
// indexed, in no sitemap. Every other page is its own canonical address.
const aliases = routes.filter((route) => route.endsWith('/page/1/'));
const thankYouPages = routes.filter((route) => route.startsWith('/thanks/'));
const ownPages = routes.filter((route) => !aliases.includes(route) && !thankYouPages.includes(route));
const fileForUrl = (url: string) => join(outDir, ...new URL(url).pathname.split('/').filter(Boolean));

describe('page metadata', () => {
  it('covers the essay pages too', () => {
    assert.ok(routes.filter(isEssayRoute).length >= 1);
  });

  it('gives every page its own title and description', () => {
    const titles = ownPages.map((route) => title(pageAt(route)));
    const descriptions = ownPages.map((route) => meta(pageAt(route), 'description'));
    for (const [index, route] of ownPages.entries()) {
      assert.ok(titles[index].length > 5, `${route} has a title`);
      assert.ok((descriptions[index] ?? '').length >= 70, `${route} has a description of some substance`);
    }
    assert.equal(new Set(titles).size, ownPages.length, `duplicate titles: ${titles.join(' / ')}`);
    assert.equal(new Set(descriptions).size, ownPages.length, 'duplicate descriptions');
  });

  it('gives every page a <title> that search results show whole, taken from its own title', () => {
    const limit = 70;
    const siteName = meta(pageAt('/'), 'og:site_name');
    for (const { route, file } of exportedPages(outDir)) {
      const shown = title(readFileSync(file, 'utf8'));
      const length = [...shown].length;
      assert.ok(length <= limit, `${route}: its <title> is ${length} characters, over ${limit}: ${shown}`);
    }
    for (const route of routes) {
      const full = meta(pageAt(route), 'og:title');
      const shown = title(pageAt(route));
      const whole = shown === full || shown === `${full} | ${siteName}`;
      const cut = shown.endsWith('…') && full?.startsWith(shown.slice(0, -1));
      assert.ok(whole || cut, `${route}: its <title> "${shown}" is not its title "${full}"`);
    }
  });

  for (const route of thankYouPages) {
    it(`${route} is never indexed, and has its title`, () => {
      assert.match(meta(pageAt(route), 'robots') ?? '', /noindex/);
      assert.ok(title(pageAt(route)).length > 5);
    });
  }

  for (const route of aliases) {
    it(`${route} repeats its list’s first page: canonical there, not indexed`, () => {
      const first = route.slice(0, -'page/1/'.length);
      assert.equal(linkHref(pageAt(route), 'canonical'), `${siteUrl}${first}`);
      assert.match(meta(pageAt(route), 'robots') ?? '', /noindex/);
      assert.equal(title(pageAt(route)), title(pageAt(first)));
    });
  }

  for (const route of ownPages) {
    it(`${route} has a canonical URL, a share image that exists and the feed links`, () => {
      const html = pageAt(route);
      assert.equal(linkHref(html, 'canonical'), `${siteUrl}${route}`);
      assert.equal(meta(html, 'robots'), null, `${route} may be indexed`);
      const image = meta(html, 'og:image');
      assert.ok(image?.startsWith(`${siteUrl}/`), `${route} og:image is absolute: ${image}`);
      const file = fileForUrl(image ?? '');
      assert.ok(existsSync(file), `${image} is in out/`);
      // A drawn card is a PNG; an essay with a photo shares the photo, cropped, as a JPEG.
      const { type, ...size } = imageSize(readFileSync(file));
      assert.deepEqual(size, { width: 1200, height: 630 });
      const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };
      assert.equal(meta(html, 'og:image:type'), types[type ?? '']);
      assert.equal(meta(html, 'og:image:width'), '1200');
      // X falls back to og:title, og:description and og:image; its own tags would only repeat them.
      assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
      assert.equal(meta(html, 'twitter:image') ?? image, image);
      assert.equal(meta(html, 'og:url'), `${siteUrl}${route}`);
      const feeds = feedHrefs(html);
      if (isLetterRoute(route)) {
        assert.deepEqual(feeds, [`${siteUrl}/tomorrow-letter/feed.xml`, `${siteUrl}/feed.xml`]);
      } else {
        assert.deepEqual(feeds, [`${siteUrl}/feed.xml`]);
      }
    });
  }

  it('gives each essay, brief and filter page its own share image', () => {
    const filterPages = ownPages.filter((route) =>
      /^\/(essays\/category|research\/tag)\/[^/]+\/$/.test(route),
    );
    assert.ok(filterPages.length >= 5, filterPages.join(' '));
    for (const group of [routes.filter(isEssayRoute), routes.filter(isBriefRoute), filterPages]) {
      const images = group.map((route) => meta(pageAt(route), 'og:image'));
      assert.ok(images.length >= 1);
      assert.equal(new Set(images).size, images.length);
    }
  });

  it('gives a list’s later pages the share image of its first page', () => {
    for (const route of ownPages.filter((r) => /\/page\/\d+\/$/.test(r))) {
      const first = route.replace(/page\/\d+\/$/, '');
      assert.equal(meta(pageAt(route), 'og:image'), meta(pageAt(first), 'og:image'), route);
    }
  });

  it('covers every letter issue page and the archive', () => {
    assert.ok(routes.includes('/tomorrow-letter/archive/'));
    assert.ok(routes.filter(isIssueRoute).length >= 1);
  });

  it('gives each letter issue its own share image', () => {
    const issueImages = routes.filter(isIssueRoute).map((route) => meta(pageAt(route), 'og:image'));
    assert.equal(new Set(issueImages).size, issueImages.length);
  });
});

describe('structured data', () => {
  const blocks = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );

  it('describes the person on Home and About', () => {
    for (const route of ['/', '/about/']) {
      const person = blocks(pageAt(route)).find((block) => block['@type'] === 'Person');
      assert.ok(person, `${route} has Person JSON-LD`);
      assert.equal(person.name, profile.name);
      assert.ok(person.jobTitle);
      assert.equal(person.homeLocation.address.addressLocality, profile.city);
      assert.ok((person.sameAs ?? []).every((url: string) => url.startsWith('https://')));
    }
  });

  it('describes each essay page as an Article with absolute URLs', () => {
    for (const route of routes.filter(isEssayRoute)) {
      const article = blocks(pageAt(route)).find((block) => block['@type'] === 'Article');
      assert.ok(article, `${route} has Article JSON-LD`);
      assert.equal(article.url, `${siteUrl}${route}`);
      assert.match(article.datePublished, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(existsSync(fileForUrl(article.image)), `${article.image} exists`);
      assert.equal(article.headline, meta(pageAt(route), 'og:title'));
    }
  });

  it('describes each research brief page as a Report whose PDF is in out/', () => {
    const briefRoutes = routes.filter(isBriefRoute);
    assert.equal(briefRoutes.length, readdirSync(join(outDir, 'briefs')).length, 'a page for every PDF');
    for (const route of briefRoutes) {
      const report = blocks(pageAt(route)).find((block) => block['@type'] === 'Report');
      assert.ok(report, `${route} has Report JSON-LD`);
      assert.equal(report.url, `${siteUrl}${route}`);
      assert.match(report.datePublished, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(existsSync(fileForUrl(report.image)), `${report.image} exists`);
      assert.equal(report.encoding.encodingFormat, 'application/pdf');
      assert.ok(existsSync(fileForUrl(report.encoding.contentUrl)), `${report.encoding.contentUrl} exists`);
      assert.equal(report.headline, meta(pageAt(route), 'og:title'));
    }
  });

  it('describes each letter issue as a numbered Article of the letter, with absolute URLs', () => {
    for (const route of routes.filter(isIssueRoute)) {
      const article = blocks(pageAt(route)).find((block) => block['@type'] === 'Article');
      assert.ok(article, `${route} has Article JSON-LD`);
      assert.equal(article.url, `${siteUrl}${route}`);
      assert.match(article.datePublished, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(Number.isInteger(article.position));
      assert.equal(article.isPartOf.url, `${siteUrl}/tomorrow-letter/`);
      assert.ok(existsSync(fileForUrl(article.image)), `${article.image} exists`);
      assert.equal(meta(pageAt(route), 'og:title'), `Issue ${article.position}: ${article.headline}`);
    }
  });

  it('lists every issue once across the archive’s pages, newest first, positions running on', () => {
    const pageNumber = (route: string) => Number(/\/page\/(\d+)\/$/.exec(route)?.[1] ?? 1);
    const archivePages = ownPages
      .filter((route) => route.startsWith('/tomorrow-letter/archive/'))
      .sort((a, b) => pageNumber(a) - pageNumber(b));
    const items = archivePages.flatMap((route) => {
      const archive = blocks(pageAt(route)).find((block) => block['@type'] === 'CollectionPage');
      assert.ok(archive, `${route} has CollectionPage JSON-LD`);
      assert.equal(archive.url, `${siteUrl}${route}`);
      return archive.mainEntity.itemListElement;
    });
    assert.deepEqual(
      items.map((item) => item.position),
      items.map((_, index) => index + 1),
    );
    const listed = items.map((item) => new URL(item.url).pathname);
    assert.deepEqual([...listed].sort(), routes.filter(isIssueRoute));
    const numbers = listed.map(
      (path) => blocks(pageAt(path)).find((block) => block['@type'] === 'Article').position,
    );
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => b - a),
    );
  });

  it('parses wherever it appears', () => {
    for (const route of routes) assert.doesNotThrow(() => blocks(pageAt(route)), route);
  });
});

describe('sitemap, robots and icons', () => {
  it('the sitemap lists exactly the exported pages, each with a date', () => {
    const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
    const listed = entries.map((m) => new URL(m[1]).pathname).sort();
    assert.deepEqual(listed, [...ownPages].sort());
    for (const [, , lastmod] of entries) assert.match(lastmod, /^\d{4}-\d{2}-\d{2}/);
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
    assert.match(robots, /Allow: \//);
    assert.ok(robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`));
  });

  it('the manifest and every icon it names exist', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.name, profile.name);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      const size = imageSize(readFileSync(join(outDir, ...icon.src.split('/').filter(Boolean))));
      assert.deepEqual([size.width, size.height], [width, height], icon.src);
    }
    const home = pageAt('/');
    assert.ok(linkHref(home, 'icon'), 'favicon linked');
    assert.ok(linkHref(home, 'apple-touch-icon'), 'apple touch icon linked');
    // Only installing reads the manifest: the after-paint script links it once the page has painted.
    assert.equal(
      linkHref(home, 'manifest'),
      null,
      'the manifest linked from the HTML, before the first paint',
    );
    const { afterPaint } = JSON.parse(readFileSync(join(process.cwd(), browserScriptsFile), 'utf8'));
    assert.ok(
      afterPaint.text.includes('"/manifest.webmanifest"'),
      'the after-paint script does not link the manifest',
    );
  });
});
