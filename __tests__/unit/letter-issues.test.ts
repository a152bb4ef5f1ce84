jest.mock('server-only', () => ({}), { virtual: true });

import { letterIssues } from '@/content/letter-issues';
import { parseIsoDate } from '@/lib/dates';
import { issuePath, latestIssue, reservedIssueSlugs } from '@/lib/letter';
import { letterBodyHtml } from '@/lib/letter-body';
import { htmlToPlainText } from '@/lib/plain-text-preview';

const dayMs = 24 * 60 * 60 * 1000;
const newest = latestIssue(letterIssues)!;

describe('the published issues', () => {
  it('are at least eight', () => {
    expect(letterIssues.length).toBeGreaterThanOrEqual(8);
  });

  it('have unique, URL-safe slugs that no other page under /tomorrow-letter/ uses', () => {
    const slugs = letterIssues.map((issue) => issue.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(reservedIssueSlugs).not.toContain(slug);
    }
  });

  it('have unique titles and summaries long enough to serve as descriptions', () => {
    expect(new Set(letterIssues.map((issue) => issue.title)).size).toBe(letterIssues.length);
    expect(new Set(letterIssues.map((issue) => issue.summary)).size).toBe(letterIssues.length);
    for (const issue of letterIssues) expect(issue.summary.length).toBeGreaterThanOrEqual(70);
  });

  it('have unique numbers with no gaps', () => {
    const numbers = letterIssues.map((issue) => issue.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    numbers.forEach((number, index) => expect(number).toBe(numbers[0]! + index));
  });

  it('all went out on a Monday', () => {
    for (const issue of letterIssues) {
      expect([issue.publishedDate, parseIsoDate(issue.publishedDate).getUTCDay()]).toEqual([
        issue.publishedDate,
        1,
      ]);
    }
  });

  it('are one week apart: each number is as many weeks before the newest as its distance in numbers', () => {
    const newestTime = parseIsoDate(newest.publishedDate).getTime();
    for (const issue of letterIssues) {
      const weeksBefore = (newestTime - parseIsoDate(issue.publishedDate).getTime()) / (7 * dayMs);
      expect([issue.number, weeksBefore]).toEqual([issue.number, newest.number - issue.number]);
    }
  });

  it('are listed newest first in the content file, where a new issue goes at the top', () => {
    expect(letterIssues[0]).toBe(newest);
    const numbers = letterIssues.map((issue) => issue.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });
});

describe('issue bodies', () => {
  it.each(letterIssues.map((issue) => [issue.number, issue] as const))(
    'issue %i loses no text to the sanitizer, so it uses only the tags essays allow',
    (_number, issue) => {
      const shown = letterBodyHtml(issue);
      expect(htmlToPlainText(shown)).toBe(htmlToPlainText(issue.body));
      expect(shown).not.toMatch(/<script|<style|\son[a-z]+=/i);
    },
  );

  it.each(letterIssues.map((issue) => [issue.number, issue] as const))(
    'issue %i opens with a greeting and is argued in headed sections',
    (_number, issue) => {
      expect(issue.body.trim()).toMatch(/^<p>Good morning/);
      expect((issue.body.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    },
  );

  it('give every issue its own page address', () => {
    expect(issuePath(newest)).toBe(`/tomorrow-letter/${newest.slug}`);
  });
});
