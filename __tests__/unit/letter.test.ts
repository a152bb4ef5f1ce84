jest.mock('server-only', () => ({}), { virtual: true });

import type { IsoDate } from '@/lib/time/dates';
import {
  adjacentIssues,
  issueBySlug,
  issueReadTime,
  issuesNewestFirst,
  latestIssue,
  type LetterIssue,
} from '@/lib/letters/letter-kind';
import { letterBodyHtml } from '@/lib/letters/letter-body';
import { feedLinksFor } from '@/lib/site/seo';

function issue(number: number, publishedDate: IsoDate, body = '<p>Good morning.</p>'): LetterIssue {
  return {
    number,
    title: `Title ${number}`,
    slug: `issue-${number}`,
    publishedDate,
    summary: 'Summary',
    body,
  };
}

const sample = [
  issue(2, '2026-01-12'),
  issue(4, '2026-01-26'),
  issue(1, '2026-01-05'),
  issue(3, '2026-01-19'),
];

describe('issuesNewestFirst and latestIssue', () => {
  it('orders by date, newest first, whatever the order in the file', () => {
    expect(issuesNewestFirst(sample).map((entry) => entry.number)).toEqual([4, 3, 2, 1]);
    expect(latestIssue(sample)?.number).toBe(4);
  });

  it('does not reorder the content it is given', () => {
    issuesNewestFirst(sample);
    expect(sample.map((entry) => entry.number)).toEqual([2, 4, 1, 3]);
  });

  it('breaks a tie on the date by number', () => {
    const sameDay = [issue(5, '2026-02-02'), issue(6, '2026-02-02')];
    expect(latestIssue(sameDay)?.number).toBe(6);
  });

  it('has no latest issue when there are none', () => {
    expect(latestIssue([])).toBeUndefined();
  });
});

describe('adjacentIssues', () => {
  it('gives the older issue as previous and the newer as next', () => {
    const { previous, next } = adjacentIssues(sample, 'issue-3');
    expect(previous?.number).toBe(2);
    expect(next?.number).toBe(4);
  });

  it('has no previous for the first issue and no next for the newest', () => {
    expect(adjacentIssues(sample, 'issue-1').previous).toBeUndefined();
    expect(adjacentIssues(sample, 'issue-4').next).toBeUndefined();
  });

  it('links across a skipped week, whatever the numbers', () => {
    // No issue on 2026-02-02 (a holiday): 5 goes out two weeks after 4, and 7 after 5.
    const withBreak = [...sample, issue(5, '2026-02-09'), issue(7, '2026-02-16')];
    expect(issuesNewestFirst(withBreak).map((entry) => entry.number)).toEqual([7, 5, 4, 3, 2, 1]);
    expect(latestIssue(withBreak)?.number).toBe(7);
    expect(adjacentIssues(withBreak, 'issue-5')).toEqual({ previous: sample[1], next: withBreak[5] });
    expect(adjacentIssues(withBreak, 'issue-4').next?.number).toBe(5);
  });

  it('has neither for an unknown slug', () => {
    expect(adjacentIssues(sample, 'nope')).toEqual({ previous: undefined, next: undefined });
    expect(issueBySlug(sample, 'nope')).toBeUndefined();
    expect(issueBySlug(sample, 'issue-2')?.number).toBe(2);
  });
});

describe('issueReadTime', () => {
  it('counts the words a reader sees, at the essays’ speed, rounded up', () => {
    const words = (count: number) => `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;
    expect(issueReadTime(issue(1, '2026-01-05', words(230)))).toBe(1);
    expect(issueReadTime(issue(1, '2026-01-05', words(231)))).toBe(2);
    expect(issueReadTime(issue(1, '2026-01-05', '<p></p>'))).toBe(1);
  });
});

describe('letterBodyHtml', () => {
  const unsafe = issue(
    9,
    '2026-03-02',
    '<p onclick="x()">Hi<script>alert(1)</script></p><h2>The idea</h2><a href="/essays/">Essays</a>',
  );

  it('passes the body through the essays’ allow-list', () => {
    expect(letterBodyHtml(unsafe)).toBe('<p>Hi</p><h2>The idea</h2><a href="/essays/">Essays</a>');
  });

  it('nests the sections under a title shown at h3', () => {
    expect(letterBodyHtml(unsafe, { sectionHeading: 4 })).toContain('<h4>The idea</h4>');
  });

  it('makes site links absolute for the feed', () => {
    expect(letterBodyHtml(unsafe, { baseUrl: 'https://maya.example' })).toContain(
      '<a href="https://maya.example/essays/" target="_blank" rel="noopener noreferrer">Essays</a>',
    );
  });
});

describe('feedLinksFor', () => {
  it('offers the letter’s feed first on the letter’s pages, and the essays’ feed everywhere', () => {
    const paths = (path: string) => feedLinksFor(path).map((link) => new URL(link.url).pathname);
    expect(paths('/tomorrow-letter')).toEqual(['/tomorrow-letter/feed.xml', '/feed.xml']);
    expect(paths('/tomorrow-letter/archive')).toEqual(['/tomorrow-letter/feed.xml', '/feed.xml']);
    expect(paths('/tomorrow-letter/some-issue')).toEqual(['/tomorrow-letter/feed.xml', '/feed.xml']);
    expect(paths('/essays')).toEqual(['/feed.xml']);
    expect(paths('/tomorrow-letters')).toEqual(['/feed.xml']);
  });
});
