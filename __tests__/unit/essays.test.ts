jest.mock('server-only', () => ({}), { virtual: true });

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { essays } from '@/lib/essays/essays';
import {
  adjacentEssays,
  type Essay,
  essayBySlug,
  essayCategories,
  type EssayCategory,
  essayKind,
  essayList,
  essaysInCategory,
  essaysNewestFirst,
  latestEssay,
} from '@/lib/essays/essay-kind';
import { parseIsoDate, toIsoDate } from '@/lib/time/dates';
import { listPageSize } from '@/lib/posts/list-pages';
import { htmlToPlainText } from '@/lib/posts/plain-text-preview';
import { countWords, readTimeFor } from '@/lib/posts/read-time';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';

function essay(slug: string, publishedDate: Essay['publishedDate'], category: EssayCategory[]): Essay {
  return {
    title: `Title ${slug}`,
    slug,
    category,
    summary: 'Summary',
    body: '<p>Body</p>',
    readTime: 1,
    publishedDate,
    featureImage: { src: `/images/${slug}.svg`, alt: 'Art', width: 1200, height: 675 },
  };
}

/** An essay as the loader gives it: the read time computed from the body. */
function published(slug: string, publishedDate: Essay['publishedDate'], category: EssayCategory[]): Essay {
  const body = `<p>${`A sentence about ${slug}. `.repeat(60)}</p>`;
  return { ...essay(slug, publishedDate, category), body, readTime: readTimeFor(body) };
}

const sample = [
  essay('b', '2026-03-01', ['Thesis']),
  essay('d', '2026-05-10', ['Personal', 'Future-Ready Kids']),
  essay('a', '2026-05-10', ['Global View', 'Thesis']),
  essay('c', '2025-12-31', ['Personal']),
];
const ids = (list: readonly Essay[]) => list.map((item) => item.slug);

describe('essay selectors', () => {
  it('orders newest first, breaking same-day ties by id, without changing the input', () => {
    const before = ids(sample);
    expect(ids(essaysNewestFirst(sample))).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(sample)).toEqual(before);
  });

  it('orders across a year boundary by the calendar date', () => {
    expect(ids(essaysNewestFirst([essay('x', '2025-12-31', []), essay('y', '2026-01-01', [])]))).toEqual([
      'y',
      'x',
    ]);
  });

  it('picks the latest essay by publishedDate, whatever the array order', () => {
    expect(latestEssay(sample)?.slug).toBe('a');
    expect(latestEssay([...sample].reverse())?.slug).toBe('a');
    expect(latestEssay([])).toBeUndefined();
  });

  it('lists an essay under every category it has, newest first', () => {
    expect(ids(essaysInCategory(sample, 'Thesis'))).toEqual(['a', 'b']);
    expect(ids(essaysInCategory(sample, 'Personal'))).toEqual(['d', 'c']);
    expect(ids(essaysInCategory(sample, 'Global View'))).toEqual(['a']);
    expect(ids(essaysInCategory(sample, 'Future-Ready Kids'))).toEqual(['d']);
    expect(essaysInCategory([], 'Thesis')).toEqual([]);
  });

  it('finds an essay by slug', () => {
    expect(essayBySlug(sample, 'c')?.title).toBe('Title c');
    expect(essayBySlug(sample, 'missing')).toBeUndefined();
  });

  it('gives the essays published just before and after, in newest-first order', () => {
    expect(adjacentEssays(sample, 'a')).toEqual({ previous: sample[1], next: undefined });
    expect(adjacentEssays(sample, 'b')).toEqual({ previous: sample[3], next: sample[1] });
    expect(adjacentEssays(sample, 'c')).toEqual({ previous: undefined, next: sample[0] });
    expect(adjacentEssays(sample, 'missing')).toEqual({ previous: undefined, next: undefined });
  });
});

describe('read time', () => {
  it('counts words in HTML, not tags, and treats tags as word breaks', () => {
    expect(countWords('<p>One two</p><p>three</p>')).toBe(3);
    expect(countWords('<h2>Title</h2>\n<ul><li><strong>Bold</strong> item</li></ul>')).toBe(3);
    expect(countWords('<p></p>')).toBe(0);
  });

  it('rounds up to whole minutes at 230 words a minute, never below one', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    expect(readTimeFor('')).toBe(1);
    expect(readTimeFor(words(230))).toBe(1);
    expect(readTimeFor(words(231))).toBe(2);
    expect(readTimeFor(words(920))).toBe(4);
  });
});

/**
 * What holds for any set of essays the site can publish, whatever their number: the author adds one
 * a week, so nothing here counts them. Checked on the real essays below and on fixtures.
 */
function expectPublishable(list: readonly Essay[]) {
  expect(list.length).toBeGreaterThanOrEqual(1);
  const slugs = list.map((item) => item.slug);
  expect(new Set(slugs).size).toBe(list.length);
  for (const item of list) {
    expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(essayKind.reserved).not.toContain(item.slug);
    expect(() => parseIsoDate(item.publishedDate)).not.toThrow();
    expect(item.category.length).toBeGreaterThanOrEqual(1);
    expect(new Set(item.category).size).toBe(item.category.length);
    for (const category of item.category) expect(essayCategories).toContain(category);
    expect(item.readTime).toBe(readTimeFor(item.body));
  }
  // Every list the site draws from them holds each essay once, newest first.
  const newestFirst = essaysNewestFirst(list);
  expect(new Set(ids(newestFirst))).toEqual(new Set(ids(list)));
  expect(latestEssay(list)).toBe(newestFirst[0]);
  for (const [index, item] of newestFirst.entries()) {
    expect(adjacentEssays(list, item.slug)).toEqual({
      previous: newestFirst[index + 1],
      next: newestFirst[index - 1],
    });
  }
  const everyPage = essayList(list)
    .pages()
    .filter((page) => page.filter === undefined)
    .flatMap((page) => page.items);
  expect(everyPage).toEqual(newestFirst);
  for (const category of essayCategories)
    expect(essaysInCategory(list, category)).toEqual(
      newestFirst.filter((item) => item.category.includes(category)),
    );
}

describe('any number of essays', () => {
  // Four essays, as at launch, then a fifth: the tests once required exactly four.
  const four: Essay[] = [
    published('what-we-measure', '2026-11-15', ['Thesis']),
    published('not-a-niche', '2026-10-18', ['Thesis', 'Global View']),
    published('ask-the-machine-why', '2026-09-20', ['Personal', 'Future-Ready Kids']),
    published('one-waiting-room', '2026-08-23', ['Global View', 'Personal']),
  ];
  const fifth = published('the-fifth-essay', '2026-11-22', ['Personal']);

  it('a fifth essay is published like the others and becomes the latest', () => {
    const five = [...four, fifth];
    expectPublishable(five);
    expect(essaysNewestFirst(five)).toHaveLength(5);
    expect(latestEssay(five)).toBe(fifth);
    expect(adjacentEssays(five, fifth.slug)).toEqual({ previous: four[0], next: undefined });
    expect(adjacentEssays(five, four[0]!.slug).next).toBe(fifth);
    expect(ids(essaysInCategory(five, 'Personal'))).toEqual([
      'the-fifth-essay',
      'ask-the-machine-why',
      'one-waiting-room',
    ]);
  });

  it('one essay, or more than a page of them, is as publishable as four', () => {
    expectPublishable([fifth]);
    const weekly = Array.from({ length: 30 }, (_, index) =>
      published(`essay-${index + 1}`, toIsoDate(new Date(Date.UTC(2026, 0, 5 + 7 * index))), [
        essayCategories[index % essayCategories.length]!,
      ]),
    );
    expectPublishable(weekly);
    expect(
      essayList(weekly)
        .pages()
        .filter((page) => page.filter === undefined),
    ).toHaveLength(Math.ceil(30 / listPageSize.essays));
  });

  it('two essays with one slug, or a readTime typed by hand, are refused', () => {
    const taken = { ...fifth, slug: four[0]!.slug };
    expect(() => expectPublishable([...four, taken])).toThrow();
    expect(() => expectPublishable([...four, { ...fifth, readTime: fifth.readTime + 1 }])).toThrow();
  });
});

describe('the published essays', () => {
  it('are at least one, each with a unique slug that is also its id, real categories and a computed readTime', () => {
    expectPublishable(essays);
  });

  it.each(essays.map((item) => [item.title, item] as const))(
    '“%s” has a readTime that matches its body',
    (_, item) => {
      expect(countWords(item.body)).toBeGreaterThan(0);
      expect(item.readTime).toBe(readTimeFor(item.body));
    },
  );

  it.each(essays.map((item) => [item.title, item] as const))(
    '“%s” loses no text to the sanitizer, so the page and the feed show all of it',
    (_, item) => {
      expect(htmlToPlainText(sanitizeEssayBody(item.body))).toBe(htmlToPlainText(item.body));
    },
  );

  it('have feature images that are sized files under public/, with a text alternative', () => {
    for (const item of essays) {
      expect(item.featureImage.src).toMatch(/^\/[^/]/);
      expect(existsSync(join(process.cwd(), 'public', item.featureImage.src))).toBe(true);
      expect(item.featureImage.width).toBeGreaterThan(0);
      expect(item.featureImage.height).toBeGreaterThan(0);
      expect(item.featureImage.alt.trim()).not.toBe('');
    }
  });
});
