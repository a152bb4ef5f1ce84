import type { LetterIssue } from '@/content/types';
import { compareIsoDesc } from '@/lib/dates';
import { wordsPerMinute } from '@/lib/essays';
import { htmlToPlainText } from '@/lib/plain-text-preview';

export const letterPath = '/tomorrow-letter';
export const letterArchivePath = '/tomorrow-letter/archive';
export const letterFeedPath = '/tomorrow-letter/feed.xml';

/** Names that live beside the issue pages under /tomorrow-letter/, so no issue may take them. */
export const reservedIssueSlugs: readonly string[] = ['archive', 'feed.xml'];

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
  const ordered = issuesNewestFirst(issues);
  const index = ordered.findIndex((issue) => issue.slug === slug);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: ordered[index + 1], next: ordered[index - 1] };
}

/** Whole minutes at the essays' reading speed, never less than one. */
export function issueReadTime(issue: LetterIssue): number {
  const text = htmlToPlainText(issue.body);
  const words = text ? text.split(' ').length : 0;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
