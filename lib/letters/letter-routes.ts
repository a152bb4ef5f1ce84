import type { LetterIssue } from '@/lib/letters/letter-kind';
import { letterKind } from '@/lib/letters/letter-kind';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';
import { postRoutes } from '@/lib/posts/post-routes';
import { readTimeFor } from '@/lib/posts/read-time';

// The number breaks a tie on the date, so an issue sent twice in a week still has one place.
export const letterRoutes = postRoutes(letterKind, (a: LetterIssue, b: LetterIssue) => b.number - a.number);
export const {
  base: letterPath,
  path: issuePath,
  newestFirst: issuesNewestFirst,
  latest: latestIssue,
  bySlug: issueBySlug,
  adjacent: adjacentIssues,
} = letterRoutes;

/** The archive and feed beside the letter's issues. */
export const letterArchivePath = `${letterPath}/archive` as const;
export const letterFeedPath = `${letterPath}/feed.xml` as const;

/** Whole minutes at the essays' reading speed, never less than one. */
export function issueReadTime(issue: LetterIssue): number {
  return readTimeFor(issue.body);
}

/** The archive, newest first and paged: `/tomorrow-letter/archive`, `/tomorrow-letter/archive/page/<n>`. */
export function issueList(issues: readonly LetterIssue[]) {
  const newestFirst = issuesNewestFirst(issues);
  return pagedList({ base: letterArchivePath, itemsFor: () => newestFirst, size: listPageSize.issues });
}
