import type { MetadataRoute } from 'next';
import { letterIssues } from '@/lib/letters/letter-issues';
import { shownKinds } from '@/lib/posts/shown-kinds';
import { sitePages, type SitePath } from '@/lib/site/site-pages';
import type { IsoDate } from '@/lib/time/dates';
import { lastModified } from '@/lib/time/dates';
import { latestIssue } from '@/lib/letters/letter-kind';
import { absoluteUrl } from '@/lib/site/seo';

export const dynamic = 'force-static';

const latest = (...dates: (IsoDate | undefined)[]) =>
  dates
    .filter((date): date is IsoDate => Boolean(date))
    .sort()
    .at(-1) as IsoDate;

/** Every page of the site at its own address, dated by its content: a post by its last revision. */
export default function sitemap(): MetadataRoute.Sitemap {
  const kinds = Object.values(shownKinds());
  const lists = kinds.map((kind) => kind.list);
  // A list's first page is a fixed page too; its later pages and its filters' pages follow it here,
  // dated by their newest item, or by the list's own page when they have none.
  const listPages = lists.flatMap((list) =>
    list.pages().map((page) => ({ ...page, list: list.base as SitePath })),
  );
  const newest = new Map(listPages.map((page) => [page.path, page.newest?.publishedDate]));
  // The letter's page shows its newest issue whole, so a revision of that issue changes it too.
  const newestIssue = latestIssue(letterIssues);
  const followsContent: Partial<Record<SitePath, IsoDate | undefined>> = {
    '/': newest.get('/essays'),
    '/tomorrow-letter': newestIssue && lastModified(newestIssue),
  };
  const pages = (Object.keys(sitePages) as SitePath[]).map((path) => ({
    url: absoluteUrl(path),
    lastModified: latest(sitePages[path].updated, followsContent[path], newest.get(path)),
  }));
  const laterListPages = listPages
    .filter((page) => !(page.path in sitePages))
    .map((page) => ({
      url: absoluteUrl(page.path),
      lastModified: latest(page.newest?.publishedDate, sitePages[page.list].updated),
    }));
  const postPages = kinds.flatMap((kind) =>
    kind.pages.map(({ path, lastModified }) => ({ url: absoluteUrl(path), lastModified })),
  );
  return [...pages, ...laterListPages, ...postPages];
}
