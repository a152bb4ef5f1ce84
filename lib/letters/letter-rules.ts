/**
 * The Tomorrow Letter's calendar: one issue a week, dated a Monday, numbered in order. The loader
 * checks the issues against it (`loadContent`) and `npm run new -- letter` numbers and dates a new
 * one by it (`letterKind`).
 */
import type { IsoDate } from '@/lib/time/dates';
import { isIsoDate, parseIsoDate, toIsoDate } from '@/lib/time/dates';

/** The day of the week every letter issue is dated, as `getUTCDay()` counts it: Monday. */
export const letterWeekday = 1;

/** An issue as the rules see it: its number, its date, and the file it is in, for the problem lines. */
export interface NumberedIssue {
  number: number;
  publishedDate: string;
  file: string;
  /** Numbered by the build, the file having none: problem lines say so. */
  counted?: boolean;
}

/**
 * Each issue's number: the one its file gives, or, when it gives none, the number after the issue
 * before it by date (1 for the first), so the author never looks one up. Every issue is counted, drafts
 * and scheduled ones too. Then the rules of `letterNumberProblems`.
 */
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

/** How a problem line names an issue: its file, and, when the build numbered it, that it did. */
const named = (issue: NumberedIssue) =>
  issue.counted ? `${issue.file} (numbered by the build after the issue before it)` : issue.file;

/** What is wrong with an issue's number or date: its file, the field, and the end of the problem line. */
export interface IssueProblem {
  file: string;
  field: 'number' | 'publishedDate';
  message: string;
}

/** Issues need unique numbers that grow with the date; a skipped week is fine. One per problem. */
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

/** The first letter weekday that is on or after `today` and after `latest`. */
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

/**
 * A new issue's date: the first Monday after every issue already written, drafts included, read
 * from their frontmatter as it is (a field that is not a date is passed over). Its number the build
 * gives it (`numberIssues`).
 */
export function nextIssueDate(existing: readonly Record<string, unknown>[], today: IsoDate): IsoDate {
  let latest: IsoDate | undefined;
  for (const fields of existing) {
    const date = String(fields.publishedDate);
    if (isIsoDate(date) && (!latest || date > latest)) latest = date;
  }
  return firstIssueDay(today, latest);
}
