// A post she revised (`updated`): the day beside the published date, and its modified date in the
// structured data and sitemap. The site's own posts stand in, the first of each kind revised the next
// day. The feeds are checked as built (__tests__/build/updated-date.test.ts): Jest cannot load their library.
jest.mock('server-only', () => ({}), { virtual: true });
jest.mock('@/lib/essays/essays', () => {
  const actual = jest.requireActual('@/lib/essays/essays');
  return { ...actual, essays: mockRevisedFirst(actual.essays) };
});
jest.mock('@/lib/briefs/briefs', () => {
  const actual = jest.requireActual('@/lib/briefs/briefs');
  return { ...actual, briefs: mockRevisedFirst(actual.briefs) };
});
jest.mock('@/lib/letters/letter-issues', () => {
  const actual = jest.requireActual('@/lib/letters/letter-issues');
  return { ...actual, letterIssues: mockRevisedFirst(actual.letterIssues) };
});

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import sitemap from '@/app/sitemap';
import { BriefHeader } from '@/components/briefs/brief-article';
import { EssayCard } from '@/components/essays/essay-card';
import { EssayHeader } from '@/components/essays/essay-article';
import { LetterIssue } from '@/components/letters/letter-issue';
import { briefs } from '@/lib/briefs/briefs';
import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import { profile } from '@/lib/site/site-content';
import type { IsoDate } from '@/lib/time/dates';
import { briefPath } from '@/lib/briefs/brief-kind';
import { formatDisplayDate } from '@/lib/time/dates';
import { essayPath } from '@/lib/essays/essay-kind';
import { articleJsonLd, letterIssueJsonLd, reportJsonLd } from '@/lib/site/json-ld';
import { issuePath, latestIssue, letterPath } from '@/lib/letters/letter-kind';
import { absoluteUrl } from '@/lib/site/seo';

/** The posts, the first revised the day after it was published (the mocks above run before any import). */
function mockRevisedFirst<Post extends { publishedDate: string }>(posts: readonly Post[]): Post[] {
  const { parseIsoDate, toIsoDate } = jest.requireActual('@/lib/time/dates');
  const dayAfter = (date: string) => toIsoDate(new Date(parseIsoDate(date).getTime() + 24 * 60 * 60 * 1000));
  return posts.map((post, index) =>
    index === 0 ? { ...post, updated: dayAfter(post.publishedDate) } : post,
  );
}

type Post = { publishedDate: IsoDate; updated?: IsoDate };
/** A post as she first published it: the same post, without the day she revised it. */
const unrevised = <T extends Post>(post: T): T => {
  const copy = { ...post };
  delete copy.updated;
  return copy;
};

const kinds = [
  {
    kind: 'essay',
    post: essays[0],
    header: (essay: (typeof essays)[number]) => <EssayHeader essay={essay} />,
    jsonLd: articleJsonLd,
  },
  {
    kind: 'brief',
    post: briefs[0],
    header: (brief: (typeof briefs)[number]) => <BriefHeader brief={{ ...brief, by: profile.name }} />,
    jsonLd: reportJsonLd,
  },
  {
    kind: 'letter issue',
    post: letterIssues[0],
    header: (issue: (typeof letterIssues)[number]) => <LetterIssue issue={issue} titleLevel="h1" />,
    jsonLd: letterIssueJsonLd,
  },
] as unknown as {
  kind: string;
  post: Post;
  header: (post: Post) => ReactElement;
  jsonLd: (post: Post) => object;
}[];

describe.each(kinds)('a revised $kind', ({ post, header, jsonLd }) => {
  const updated = post.updated!;

  it('shows “Updated” and the day, as the published date is shown, beside the published date', () => {
    const { container } = render(header(post));
    const label = [...container.querySelectorAll('span, p')].find((element) =>
      element.textContent?.includes('Updated'),
    );
    expect(label?.textContent).toContain(`Updated ${formatDisplayDate(updated)}`);
    expect(label?.querySelector(`time[datetime="${updated}"]`)?.textContent).toBe(formatDisplayDate(updated));
    expect(container.querySelector(`time[datetime="${post.publishedDate}"]`)?.textContent).toBe(
      formatDisplayDate(post.publishedDate),
    );
  });

  it('renders as before without its revision: the label is all that was added', () => {
    const revised = render(header(post)).container.innerHTML;
    const asPublished = render(header(unrevised(post))).container.innerHTML;
    expect(asPublished).not.toContain('Updated');
    const labelAndSeparator = new RegExp(
      `( · )?<span>Updated <time dateTime="${updated}">[^<]*</time></span>(<span aria-hidden="true">·</span>)?`,
      'i',
    );
    expect(revised.replace(labelAndSeparator, '')).toBe(asPublished);
  });

  it('is modified that day in its structured data, and was published on its own date', () => {
    expect(jsonLd(post)).toMatchObject({ datePublished: post.publishedDate, dateModified: updated });
    expect(jsonLd(unrevised(post))).toMatchObject({
      datePublished: post.publishedDate,
      dateModified: post.publishedDate,
    });
  });
});

it('keeps an essay card to the published date', () => {
  const revised = essays.find((essay) => essay.updated)!;
  const { container } = render(<EssayCard essay={revised} />);
  expect(container.textContent).not.toContain('Updated');
  expect(container.innerHTML).toBe(render(<EssayCard essay={unrevised(revised)} />).container.innerHTML);
});

describe('the sitemap', () => {
  const lastModified = new Map(sitemap().map((entry) => [entry.url, entry.lastModified]));
  const posts: [string, Post][] = [
    ...essays.map((essay) => [essayPath(essay), essay] as [string, Post]),
    ...briefs.map((brief) => [briefPath(brief), brief] as [string, Post]),
    ...letterIssues.map((issue) => [issuePath(issue), issue] as [string, Post]),
  ];

  it('dates each post by the day it was revised, or else the day it was published', () => {
    expect(posts.filter(([, post]) => post.updated).length).toBeGreaterThanOrEqual(3);
    for (const [path, post] of posts)
      expect([path, lastModified.get(absoluteUrl(path))]).toEqual([path, post.updated ?? post.publishedDate]);
  });

  it('dates the letter’s page, which shows the newest issue whole, no earlier than that issue’s revision', () => {
    const newest = latestIssue(letterIssues)!;
    const page = String(lastModified.get(absoluteUrl(letterPath)));
    expect(page >= (newest.updated ?? newest.publishedDate)).toBe(true);
  });
});
