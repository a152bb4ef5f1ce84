import { letterIssues } from '@/lib/letters/letter-issues';
import { letterPage, profile } from '@/lib/site/site-content';
import { sitePages } from '@/lib/site/site-pages';
import { escapeHtml } from '@/lib/text/escape-html';
import { rssResponse } from '@/lib/posts/feeds';
import { issuePath, issuesNewestFirst, letterFeedPath, letterPath } from '@/lib/letters/letter-kind';
import { letterBodyHtml } from '@/lib/letters/letter-body';
import { siteConfig } from '@/lib/site/site-config';

export const dynamic = 'force-static';

/**
 * RSS 2.0 feed of the newest issues of the Tomorrow Letter (feedItemLimit of them), in full, for
 * readers who prefer a feed to email.
 */
export function GET() {
  const signOff = `<p>${escapeHtml(letterPage.signOff)}<br>${escapeHtml(profile.signature)}</p>`;
  return rssResponse({
    title: 'the Tomorrow Letter',
    description: sitePages[letterPath].description,
    homePath: letterPath,
    feedPath: letterFeedPath,
    items: issuesNewestFirst(letterIssues),
    entry: (issue) => ({
      path: issuePath(issue),
      title: `Issue ${issue.number}: ${issue.title}`,
      summary: issue.summary,
      content: letterBodyHtml(issue, { baseUrl: siteConfig.url }) + signOff,
      publishedDate: issue.publishedDate,
      updated: issue.updated,
    }),
  });
}
