import { essays } from '@/content/essays';
import { essayCategories, type Essay, type EssayCategory } from '@/content/types';
import {
  adjacentEssays,
  countWords,
  essayBySlug,
  essaysInCategory,
  essaysNewestFirst,
  latestEssay,
  readTimeFor,
  reservedEssaySlugs,
} from '@/lib/essays';
import { parseIsoDate } from '@/lib/dates';

function essay(id: string, publishedDate: Essay['publishedDate'], category: EssayCategory[]): Essay {
  return {
    id,
    title: `Title ${id}`,
    slug: `slug-${id}`,
    category,
    summary: 'Summary',
    body: '<p>Body</p>',
    readTime: 1,
    publishedDate,
    featureImage: { src: `/images/${id}.svg`, alt: 'Art', width: 1200, height: 675 },
  };
}

const sample = [
  essay('b', '2026-03-01', ['Thesis']),
  essay('d', '2026-05-10', ['Personal', 'Future-Ready Kids']),
  essay('a', '2026-05-10', ['Global View', 'Thesis']),
  essay('c', '2025-12-31', ['Personal']),
];
const ids = (list: readonly Essay[]) => list.map((item) => item.id);

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
    expect(latestEssay(sample)?.id).toBe('a');
    expect(latestEssay([...sample].reverse())?.id).toBe('a');
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
    expect(essayBySlug(sample, 'slug-c')?.id).toBe('c');
    expect(essayBySlug(sample, 'missing')).toBeUndefined();
  });

  it('gives the essays published just before and after, in newest-first order', () => {
    expect(adjacentEssays(sample, 'slug-a')).toEqual({ previous: sample[1], next: undefined });
    expect(adjacentEssays(sample, 'slug-b')).toEqual({ previous: sample[3], next: sample[1] });
    expect(adjacentEssays(sample, 'slug-c')).toEqual({ previous: undefined, next: sample[0] });
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

describe('the published essays', () => {
  it('are four, with unique ids and slugs', () => {
    expect(essays).toHaveLength(4);
    expect(new Set(essays.map((item) => item.id)).size).toBe(4);
    expect(new Set(essays.map((item) => item.slug)).size).toBe(4);
  });

  it.each(essays.map((item) => [item.title, item] as const))(
    '“%s” has a readTime that matches its body',
    (_, item) => {
      expect(item.readTime).toBe(readTimeFor(item.body));
    },
  );

  it.each(essays.map((item) => [item.title, item] as const))(
    '“%s” is a real essay of 700 to 1,500 words',
    (_, item) => {
      const words = countWords(item.body);
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(1500);
    },
  );

  it('have valid calendar dates, URL-safe slugs and sized local images', () => {
    for (const item of essays) {
      expect(() => parseIsoDate(item.publishedDate)).not.toThrow();
      expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(reservedEssaySlugs).not.toContain(item.slug);
      expect(item.featureImage.src).toBe(`/images/essays/${item.slug}.svg`);
      expect(item.featureImage.width).toBeGreaterThan(0);
      expect(item.featureImage.height).toBeGreaterThan(0);
      expect(item.featureImage.alt.length).toBeGreaterThan(10);
    }
  });

  it('cover every category, with some essays in two', () => {
    for (const category of essayCategories)
      expect(essaysInCategory(essays, category).length).toBeGreaterThan(0);
    expect(essays.some((item) => item.category.length === 2)).toBe(true);
  });
});
