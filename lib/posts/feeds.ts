import 'server-only';
import { Feed } from 'feed';
import { profile } from '@/lib/site/site-content';
import type { IsoDate } from '@/lib/time/dates';
import { lastModified, parseIsoDate } from '@/lib/time/dates';
import { absoluteUrl, feedItemLimit, shareImageOf } from '@/lib/site/seo';

export interface FeedEntry {
  path: string;
  title: string;
  summary: string;
  /** Sanitized HTML with absolute links. */
  content: string;
  publishedDate: IsoDate;
  updated?: IsoDate;
  categories?: readonly string[];
  /** Otherwise the page's drawn card. */
  shareImage?: string;
}

interface FeedOptions<T> {
  title: string;
  description: string;
  homePath: string;
  feedPath: string;
  /** Newest first. */
  items: readonly T[];
  entry: (item: T) => FeedEntry;
}

// RSS has no modified date for an item: its `pubDate` stays the published date, and a revision shows only
// in the channel's `lastBuildDate`.
export function rssResponse<T>({
  title,
  description,
  homePath,
  feedPath,
  items,
  entry: toEntry,
}: FeedOptions<T>): Response {
  const entries = items.slice(0, feedItemLimit).map(toEntry);
  const lastChanged = entries.map(lastModified).sort().at(-1);
  const author = { name: profile.name, link: absoluteUrl('/about') };
  const feed = new Feed({
    title: `${profile.name}: ${title}`,
    description,
    id: absoluteUrl(homePath),
    link: absoluteUrl(homePath),
    language: 'en',
    image: absoluteUrl('/icons/icon-512.png'),
    favicon: absoluteUrl('/icons/icon-192.png'),
    copyright: `© ${profile.name}`,
    updated: lastChanged ? parseIsoDate(lastChanged) : undefined,
    feedLinks: { rss: absoluteUrl(feedPath) },
    author,
  });
  for (const entry of entries) {
    const url = absoluteUrl(entry.path);
    feed.addItem({
      title: entry.title,
      id: url,
      link: url,
      description: entry.summary,
      content: entry.content,
      // The feed library's `date` is an entry's modified date (Atom's <updated>, JSON Feed's
      // date_modified) and `published` its first date, which RSS writes as pubDate.
      date: parseIsoDate(lastModified(entry)),
      published: parseIsoDate(entry.publishedDate),
      ...(entry.categories ? { category: entry.categories.map((name) => ({ name })) } : {}),
      image: shareImageOf(entry.path, entry.shareImage),
      author: [author],
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
