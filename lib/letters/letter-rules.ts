// The Tomorrow Letter's calendar: one issue a week, dated a Monday, numbered in order.
import type { IsoDate } from '@/lib/time/dates';
import { isIsoDate, parseIsoDate, toIsoDate } from '@/lib/time/dates';

/** Monday, as `getUTCDay()` counts. */
export const letterWeekday = 1;

export interface NumberedIssue {
  number: number;
  publishedDate: string;
  file: string;
  /** Numbered by the build, the file having none. */
  counted?: boolean;
}

// An issue without a number gets the one after the issue before it by date. Drafts and scheduled issues
// are counted too.
export function numberIssues(issues: readonly (Omit<NumberedIssue, 'number'> & { number?: number })[]): {
  numbers: Map<string, number>;
  problems: IssueProblem[];
} {
  const byDate = [...issues].sort(
    (a, b) => a.publishedDate.localeCompare(b.publishedDate) || a.file.localeCompare(b.file),
  );
  let last = 0;
  const numbered = byDate.map((issue): NumberedIssue => {
    const counted = issue.number === undefined;
    last = issue.number ?? last + 1;
    return { ...issue, number: last, counted };
  });
  return {
    numbers: new Map(numbered.map((issue) => [issue.file, issue.number])),
    problems: letterNumberProblems(numbered),
  };
}

const named = (issue: NumberedIssue) =>
  issue.counted ? `${issue.file} (numbered by the build after the issue before it)` : issue.file;

export interface IssueProblem {
  file: string;
  field: 'number' | 'publishedDate';
  message: string;
}

/** Unique numbers that grow with the date; a skipped week is fine. */
export function letterNumberProblems(issues: readonly NumberedIssue[]): IssueProblem[] {
  const problems: IssueProblem[] = [];
  const byNumber = new Map<number, NumberedIssue>();
  for (const issue of issues) {
    const other = byNumber.get(issue.number);
    if (other)
      problems.push({
        file: issue.file,
        field: 'number',
        message: `${issue.number} is also the number of ${named(other)}`,
      });
    else byNumber.set(issue.number, issue);
  }
  const byDate = [...issues].sort(
    (a, b) => a.publishedDate.localeCompare(b.publishedDate) || a.number - b.number,
  );
  byDate.forEach((issue, i) => {
    const before = byDate[i - 1];
    if (!before || before.number === issue.number) return;
    if (before.publishedDate === issue.publishedDate)
      problems.push({
        file: issue.file,
        field: 'publishedDate',
        message: `${issue.publishedDate} is also the date of ${before.file}; one issue a week`,
      });
    else if (before.number > issue.number)
      problems.push({
        file: issue.file,
        field: 'number',
        message: `${issue.number} is lower than ${before.number} (${named(before)}), an earlier issue; numbers grow with the date`,
      });
  });
  return problems;
}

function firstIssueDay(today: IsoDate, latest: IsoDate | undefined): IsoDate {
  const date = parseIsoDate(today);
  if (latest && latest >= today) {
    date.setTime(parseIsoDate(latest).getTime());
    date.setUTCDate(date.getUTCDate() + 1);
  }
  const daysToWeekday = (7 + letterWeekday - date.getUTCDay()) % 7;
  date.setUTCDate(date.getUTCDate() + daysToWeekday);
  return toIsoDate(date);
}

/** The first Monday after every issue written, drafts included; a field that is not a date is passed over. */
export function nextIssueDate(existing: readonly Record<string, unknown>[], today: IsoDate): IsoDate {
  let latest: IsoDate | undefined;
  for (const fields of existing) {
    const date = String(fields.publishedDate);
    if (isIsoDate(date) && (!latest || date > latest)) latest = date;
  }
  return firstIssueDay(today, latest);
}
