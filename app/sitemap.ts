import type { MetadataRoute } from 'next';
import { briefs } from '@/content/briefs';
import { essays } from '@/content/essays';
import { letterIssues } from '@/content/letter-issues';
import { sitePages, type SitePath } from '@/content/pages';
import type { IsoDate } from '@/content/types';
import { briefPath, briefsNewestFirst } from '@/lib/briefs';
import { essaysNewestFirst } from '@/lib/essays';
import { issuePath, latestIssue } from '@/lib/letter';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

const latest = (...dates: (IsoDate | undefined)[]) =>
  dates
    .filter((date): date is IsoDate => Boolean(date))
    .sort()
    .at(-1) as IsoDate;

/** Every page of the site, dated by its content. */
export default function sitemap(): MetadataRoute.Sitemap {
  const newestEssay = essaysNewestFirst(essays)[0]?.publishedDate;
  const newestBrief = briefsNewestFirst(briefs)[0]?.publishedDate;
  const newestIssue = latestIssue(letterIssues)?.publishedDate;
  const followsContent: Partial<Record<SitePath, IsoDate | undefined>> = {
    '/': newestEssay,
    '/essays': newestEssay,
    '/research': newestBrief,
    '/tomorrow-letter': newestIssue,
    '/tomorrow-letter/archive': newestIssue,
  };
  const pages = (Object.keys(sitePages) as SitePath[]).map((path) => ({
    url: absoluteUrl(path),
    lastModified: latest(sitePages[path].updated, followsContent[path]),
  }));
  const essayPages = essays.map((essay) => ({
    url: absoluteUrl(`/essays/${essay.slug}`),
    lastModified: essay.publishedDate,
  }));
  const briefPages = briefs.map((brief) => ({
    url: absoluteUrl(briefPath(brief)),
    lastModified: brief.publishedDate,
  }));
  const issuePages = letterIssues.map((issue) => ({
    url: absoluteUrl(issuePath(issue)),
    lastModified: issue.publishedDate,
  }));
  return [...pages, ...essayPages, ...briefPages, ...issuePages];
}
