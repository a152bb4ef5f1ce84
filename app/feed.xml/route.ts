import { Feed } from 'feed';
import { essays } from '@/content/essays';
import { profile } from '@/content/profile';
import { sitePages } from '@/content/pages';
import { parseIsoDate } from '@/lib/dates';
import { essaysNewestFirst } from '@/lib/essays';
import { sanitizeEssayBody } from '@/lib/sanitize-essay';
import { absoluteUrl, feedPath, socialCardPath } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

/** RSS 2.0 feed of every essay, with its full text, for feed readers. */
export function GET() {
  const ordered = essaysNewestFirst(essays);
  const author = { name: profile.name, link: absoluteUrl('/about') };
  const feed = new Feed({
    title: `${siteConfig.name}: essays`,
    description: sitePages['/essays'].description,
    id: absoluteUrl('/'),
    link: absoluteUrl('/essays'),
    language: 'en',
    image: absoluteUrl('/icons/icon-512.png'),
    favicon: absoluteUrl('/icons/icon-192.png'),
    copyright: `© ${profile.name}`,
    updated: ordered[0] ? parseIsoDate(ordered[0].publishedDate) : undefined,
    feedLinks: { rss: absoluteUrl(feedPath) },
    author,
  });
  for (const essay of ordered) {
    const url = absoluteUrl(`/essays/${essay.slug}`);
    feed.addItem({
      title: essay.title,
      id: url,
      link: url,
      description: essay.summary,
      content: sanitizeEssayBody(essay.body, { baseUrl: siteConfig.url }),
      date: parseIsoDate(essay.publishedDate),
      category: essay.category.map((name) => ({ name })),
      image: absoluteUrl(socialCardPath(`/essays/${essay.slug}`)),
      author: [author],
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
