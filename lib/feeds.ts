import 'server-only';
import { Feed } from 'feed';
import { profile } from '@/content/site';
import type { IsoDate } from '@/content/types';
import { parseIsoDate } from '@/lib/dates';
import { absoluteUrl, feedItemLimit, shareImageOf } from '@/lib/seo';

export interface FeedEntry {
  /** The page it links to, e.g. `/essays/<slug>`. */
  path: string;
  title: string;
  summary: string;
  /** The full text, as sanitized HTML with absolute links. */
  content: string;
  publishedDate: IsoDate;
  categories?: readonly string[];
  /** A share image of its own (an essay's photo, cropped); otherwise the page's drawn card. */
  shareImage?: string;
}

interface FeedOptions<T> {
  /** Shown by feed readers after the site's name, e.g. `essays`. */
  title: string;
  description: string;
  /** The page the feed stands for, and the feed's own address. */
  homePath: string;
  feedPath: string;
  /** Newest first: only the first `feedItemLimit` become entries. */
  items: readonly T[];
  entry: (item: T) => FeedEntry;
}

/** An RSS 2.0 response with the newest `feedItemLimit` items, each in full. */
export function rssResponse<T>({
  title,
  description,
  homePath,
  feedPath,
  items,
  entry: toEntry,
}: FeedOptions<T>): Response {
  const entries = items.slice(0, feedItemLimit).map(toEntry);
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
    updated: entries[0] ? parseIsoDate(entries[0].publishedDate) : undefined,
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
      date: parseIsoDate(entry.publishedDate),
      ...(entry.categories ? { category: entry.categories.map((name) => ({ name })) } : {}),
      image: shareImageOf(entry.path, entry.shareImage),
      author: [author],
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
