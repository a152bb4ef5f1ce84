import { Feed } from 'feed';
import { letterSignOff } from '@/content/letter';
import { letterIssues } from '@/content/letter-issues';
import { sitePages } from '@/content/pages';
import { profile } from '@/content/profile';
import { parseIsoDate } from '@/lib/dates';
import { issuePath, issuesNewestFirst, letterFeedPath, letterPath } from '@/lib/letter';
import { letterBodyHtml } from '@/lib/letter-body';
import { absoluteUrl, socialCardPath } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

/** RSS 2.0 feed of every issue of the Tomorrow Letter, in full, for readers who prefer a feed to email. */
export function GET() {
  const ordered = issuesNewestFirst(letterIssues);
  const author = { name: profile.name, link: absoluteUrl('/about') };
  const signOff = `<p>${letterSignOff}<br>${profile.givenName}</p>`;
  const feed = new Feed({
    title: `${siteConfig.name}: the Tomorrow Letter`,
    description: sitePages[letterPath].description,
    id: absoluteUrl(letterPath),
    link: absoluteUrl(letterPath),
    language: 'en',
    image: absoluteUrl('/icons/icon-512.png'),
    favicon: absoluteUrl('/icons/icon-192.png'),
    copyright: `© ${profile.name}`,
    updated: ordered[0] ? parseIsoDate(ordered[0].publishedDate) : undefined,
    feedLinks: { rss: absoluteUrl(letterFeedPath) },
    author,
  });
  for (const issue of ordered) {
    const url = absoluteUrl(issuePath(issue));
    feed.addItem({
      title: `Issue ${issue.number}: ${issue.title}`,
      id: url,
      link: url,
      description: issue.summary,
      content: letterBodyHtml(issue, { baseUrl: siteConfig.url }) + signOff,
      date: parseIsoDate(issue.publishedDate),
      image: absoluteUrl(socialCardPath(issuePath(issue))),
      author: [author],
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
