// A revised post as the export has it (`npm run build:test` first): "Updated" on its page, the revision's
// date in its structured data and sitemap. RSS 2.0 has no modified date for an item: an item keeps its
// published date, and the channel's lastBuildDate is the last day anything in it changed.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { briefs } from '../../lib/briefs/briefs';
import { essays } from '../../lib/essays/essays';
import { letterIssues } from '../../lib/letters/letter-issues';
import type { IsoDate } from '../../lib/time/dates';
import { briefPath } from '../../lib/briefs/brief-kind';
import { formatDisplayDate } from '../../lib/time/dates';
import { essayPath } from '../../lib/essays/essay-kind';
import { issuePath } from '../../lib/letters/letter-kind';
import { feedItemLimit } from '../../lib/site/seo';

const out = join(process.cwd(), 'out');
const read = (...path: string[]) => readFileSync(join(out, ...path), 'utf8');
const pageAt = (path: string) => read(...path.split('/').filter(Boolean), 'index.html');

type Post = { publishedDate: IsoDate; updated?: IsoDate };
const posts: [string, Post][] = [
  ...essays.map((essay): [string, Post] => [essayPath(essay), essay]),
  ...briefs.map((brief): [string, Post] => [briefPath(brief), brief]),
  ...letterIssues.map((issue): [string, Post] => [issuePath(issue), issue]),
];
const changedOn = (post: Post) => post.updated ?? post.publishedDate;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

it('has a revised post to check: the test build’s letter issue', () => {
  assert.ok(
    posts.some(([, post]) => post.updated && post.updated !== post.publishedDate),
    'no post of the build has an updated date after its published date: run npm run build:test',
  );
});

describe('a post’s page', () => {
  for (const [path, post] of posts) {
    it(`${path} ${post.updated ? 'says when it was revised' : 'says nothing of a revision'}`, () => {
      const html = pageAt(path);
      const label = /<span>Updated <time dateTime="([^"]+)">([^<]*)<\/time><\/span>/.exec(html);
      if (post.updated) assert.deepEqual(label?.slice(1), [post.updated, formatDisplayDate(post.updated)]);
      else assert.equal(label, null);
      const work = jsonLd(html).find((block) => block.datePublished);
      assert.deepEqual([work?.datePublished, work?.dateModified], [post.publishedDate, changedOn(post)]);
    });
  }
});

it('dates each post in the sitemap by its last revision', () => {
  const sitemap = read('sitemap.xml');
  const lastmod = new Map(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => [
      new URL(m[1]).pathname,
      m[2],
    ]),
  );
  for (const [path, post] of posts) assert.equal(lastmod.get(`${path}/`), changedOn(post), path);
});

describe('the feeds', () => {
  const feedFiles = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      (file.endsWith('.xml') && file !== 'sitemap.xml') ||
      (file.endsWith('.json') && read(file).includes('jsonfeed.org')),
  );
  const byPath = new Map(posts);
  const utc = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

  it('are RSS 2.0 only; a feed in Atom or JSON Feed would carry the revision, and needs its check here', () => {
    assert.ok(feedFiles.length >= 2, feedFiles.join(' '));
    for (const file of feedFiles) assert.match(read(file), /^<\?xml[^>]*>\s*<rss version="2.0"/, file);
  });

  it('keep each item’s published date, and name the last change only in the channel’s lastBuildDate', () => {
    const parser = new XMLParser({ isArray: (name) => name === 'item' });
    let revisedItems = 0;
    let full = false;
    for (const file of feedFiles) {
      const xml = read(file);
      const { channel } = parser.parse(xml).rss;
      const items: { link: string; pubDate: string }[] = channel.item ?? [];
      full ||= items.length >= feedItemLimit;
      const fed = items.map((item) => {
        const post = byPath.get(new URL(item.link).pathname.replace(/\/$/, ''));
        assert.ok(post, `${file}: ${item.link} is no post of the site`);
        assert.equal(item.pubDate, utc(post.publishedDate), item.link);
        if (post.updated && post.updated !== post.publishedDate) revisedItems += 1;
        return post;
      });
      for (const item of xml.match(/<item>[\s\S]*?<\/item>/g) ?? [])
        assert.doesNotMatch(item, /<(atom:)?updated>|<dc:date>|date_modified|lastBuildDate/, file);
      assert.equal(channel.lastBuildDate, utc(fed.map(changedOn).sort().at(-1)!), file);
    }
    // Every post is fed while no feed is full (today's content, with the test build's revised issue);
    // at ten years that issue is older than the newest twenty, and the dates above are what is checked.
    assert.ok(revisedItems >= 1 || full, 'no revised post in any feed');
  });
});
