import type { LetterIssue } from '@/lib/letters/letter-kind';
import { compareIsoDesc, neighbours } from '@/lib/time/dates';
import { letterKind } from '@/lib/letters/letter-kind';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';
import { readTimeFor } from '@/lib/posts/read-time';

/** The letter's address (`letterKind`), and the archive and feed beside its issues. */
export const letterPath = `/${letterKind.route}` as const;
export const letterArchivePath = `${letterPath}/archive` as const;
export const letterFeedPath = `${letterPath}/feed.xml` as const;

export function issuePath(issue: Pick<LetterIssue, 'slug'>): string {
  return `${letterPath}/${issue.slug}`;
}

// The number breaks a tie on the date, so an issue sent twice in a week still has one place.
function newestFirst(a: LetterIssue, b: LetterIssue): number {
  return compareIsoDesc(a.publishedDate, b.publishedDate) || b.number - a.number;
}

export function issuesNewestFirst(issues: readonly LetterIssue[]): LetterIssue[] {
  return [...issues].sort(newestFirst);
}

/** The issue shown as the sample on the letter page. */
export function latestIssue(issues: readonly LetterIssue[]): LetterIssue | undefined {
  return issuesNewestFirst(issues)[0];
}

export function issueBySlug(issues: readonly LetterIssue[], slug: string): LetterIssue | undefined {
  return issues.find((issue) => issue.slug === slug);
}

/** The issues sent just before (`previous`) and just after (`next`) the given one. */
export function adjacentIssues(
  issues: readonly LetterIssue[],
  slug: string,
): { previous: LetterIssue | undefined; next: LetterIssue | undefined } {
  return neighbours(issuesNewestFirst(issues), (issue) => issue.slug === slug);
}

/** Whole minutes at the essays' reading speed, never less than one. */
export function issueReadTime(issue: LetterIssue): number {
  return readTimeFor(issue.body);
}

/** The archive, newest first and paged: `/tomorrow-letter/archive`, `/tomorrow-letter/archive/page/<n>`. */
export function issueList(issues: readonly LetterIssue[]) {
  const newestFirst = issuesNewestFirst(issues);
  return pagedList({ base: letterArchivePath, itemsFor: () => newestFirst, size: listPageSize.issues });
}
