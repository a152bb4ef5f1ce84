jest.mock('server-only', () => ({}), { virtual: true });

import { letterIssues } from '@/lib/letters/letter-issues';
import type { IsoDate } from '@/lib/time/dates';
import {
  adjacentIssues,
  issueList,
  issuePath,
  issuesNewestFirst,
  latestIssue,
  type LetterIssue,
  letterKind,
} from '@/lib/letters/letter-kind';
import { parseIsoDate, toIsoDate } from '@/lib/time/dates';
import { letterBodyHtml } from '@/lib/letters/letter-body';
import { readingListHtml } from '@/lib/letters/reading-list';
import { htmlToPlainText } from '@/lib/posts/plain-text-preview';

const dayMs = 24 * 60 * 60 * 1000;
const weeksBetween = (earlier: IsoDate, later: IsoDate) =>
  (parseIsoDate(later).getTime() - parseIsoDate(earlier).getTime()) / (7 * dayMs);

/**
 * What holds for any run of issues, however many: unique numbers that grow with the date, each sent on
 * a Monday, no two in one week. A skipped week (a holiday) is fine. Checked on real issues and fixtures.
 */
function expectPublishable(issues: readonly LetterIssue[]) {
  expect(issues.length).toBeGreaterThanOrEqual(1);
  const slugs = issues.map((issue) => issue.slug);
  expect(new Set(slugs).size).toBe(issues.length);
  for (const slug of slugs) {
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(letterKind.reserved).not.toContain(slug);
  }
  const numbers = issues.map((issue) => issue.number);
  expect(new Set(numbers).size).toBe(issues.length);
  for (const issue of issues) {
    expect([issue.number, Number.isInteger(issue.number) && issue.number >= 1]).toEqual([issue.number, true]);
    // Read at UTC midnight, so the weekday is the same in every time zone (npm run test:tz).
    expect([issue.publishedDate, parseIsoDate(issue.publishedDate).getUTCDay()]).toEqual([
      issue.publishedDate,
      1,
    ]);
  }

  // Newest first, by date: each issue a whole number of weeks, at least one, after the one before
  // it, with a higher number. The gap may be longer than a week, and the numbers need not follow on.
  const newestFirst = issuesNewestFirst(issues);
  expect(latestIssue(issues)).toBe(newestFirst[0]);
  expect(newestFirst[0]!.number).toBe(Math.max(...numbers));
  newestFirst.slice(1).forEach((older, index) => {
    const newer = newestFirst[index]!;
    const weeks = weeksBetween(older.publishedDate, newer.publishedDate);
    expect([newer.number, Number.isInteger(weeks) && weeks >= 1]).toEqual([newer.number, true]);
    expect([newer.number, older.number < newer.number]).toEqual([newer.number, true]);
  });

  // Every issue is in the archive once, and the previous and next links walk the same order.
  expect(
    issueList(issues)
      .pages()
      .flatMap((page) => page.items),
  ).toEqual(newestFirst);
  newestFirst.forEach((issue, index) => {
    expect(adjacentIssues(issues, issue.slug)).toEqual({
      previous: newestFirst[index + 1],
      next: newestFirst[index - 1],
    });
  });
}

function issue(number: number, publishedDate: IsoDate): LetterIssue {
  return {
    number,
    title: `Issue ${number}`,
    slug: `issue-${number}`,
    publishedDate,
    summary: `The summary of issue ${number}.`,
    body: '<p>Good morning.</p><h2>The idea</h2><p>One idea.</p>',
  };
}

describe('any run of issues', () => {
  // Sent every Monday up to 21 December, then none on the 28th (a holiday), then 4 January.
  const beforeTheHoliday = [
    issue(50, '2026-11-30'),
    issue(51, '2026-12-07'),
    issue(52, '2026-12-14'),
    issue(53, '2026-12-21'),
  ];
  const afterTheHoliday = issue(54, '2027-01-04');

  it('takes an issue after a skipped week: it is the newest, and its neighbour is the one before the break', () => {
    const issues = [afterTheHoliday, ...beforeTheHoliday];
    // Two weeks apart: the tests once required every issue one Monday after the one before.
    expect(weeksBetween('2026-12-21', afterTheHoliday.publishedDate)).toBe(2);
    expectPublishable(issues);
    expect(latestIssue(issues)).toBe(afterTheHoliday);
    expect(adjacentIssues(issues, 'issue-54')).toEqual({ previous: beforeTheHoliday[3], next: undefined });
    expect(adjacentIssues(issues, 'issue-53').next).toBe(afterTheHoliday);
  });

  it('takes numbers that jump, and an archive of any length', () => {
    expectPublishable([issue(1, '2026-01-05')]);
    expectPublishable([issue(3, '2026-01-05'), issue(7, '2026-03-02'), issue(8, '2026-03-09')]);
    const years = Array.from({ length: 150 }, (_, index) =>
      issue(index + 1, toIsoDate(new Date(Date.UTC(2024, 0, 1 + 7 * index)))),
    );
    expectPublishable(years);
    expect(issueList(years).pages().length).toBeGreaterThan(1);
  });

  it('refuses what the loader refuses: a number reused or lower than an earlier issue’s, a day not a Monday, two in a week', () => {
    expect(() => expectPublishable([...beforeTheHoliday, issue(53, '2027-01-04')])).toThrow();
    expect(() => expectPublishable([...beforeTheHoliday, issue(49, '2027-01-04')])).toThrow();
    expect(() => expectPublishable([...beforeTheHoliday, issue(54, '2027-01-05')])).toThrow();
    expect(() => expectPublishable([...beforeTheHoliday, issue(54, '2026-12-21')])).toThrow();
  });
});

describe('the published issues', () => {
  const newest = latestIssue(letterIssues)!;

  it('have unique URL-safe slugs, unique numbers growing with the date, and Monday dates', () => {
    expectPublishable(letterIssues);
  });

  it('have unique titles and summaries long enough to serve as descriptions', () => {
    expect(new Set(letterIssues.map((entry) => entry.title)).size).toBe(letterIssues.length);
    expect(new Set(letterIssues.map((entry) => entry.summary)).size).toBe(letterIssues.length);
    for (const entry of letterIssues) expect(entry.summary.length).toBeGreaterThanOrEqual(70);
  });

  it('are listed newest first, as the archive, the feed and the sample read them', () => {
    expect(letterIssues[0]).toBe(newest);
    expect(letterIssues).toEqual(issuesNewestFirst(letterIssues));
  });

  it('give every issue its own page address', () => {
    for (const entry of letterIssues) expect(issuePath(entry)).toBe(`/tomorrow-letter/${entry.slug}`);
  });
});

describe('issue bodies', () => {
  it.each(letterIssues.map((entry) => [entry.number, entry] as const))(
    'issue %i loses no text of its body or its reading list to the sanitizer, so it uses only the tags essays allow',
    (_number, entry) => {
      const shown = letterBodyHtml(entry);
      expect(htmlToPlainText(shown)).toBe(htmlToPlainText(entry.body + readingListHtml(entry.reading)));
      expect(shown).not.toMatch(/<script|<style|\son[a-z]+=/i);
    },
  );

  it.each(letterIssues.map((entry) => [entry.number, entry] as const))(
    'issue %i opens with its greeting, then sections at h2 that nest under the page’s title',
    (_number, entry) => {
      expect(entry.body.trim()).toMatch(/^<p>/);
      expect(entry.body).toMatch(/<h2[\s>]/);
      expect(entry.body).not.toMatch(/<h1[\s>]/);
    },
  );
});
