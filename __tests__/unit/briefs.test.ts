import {
  adjacentBriefs,
  briefBySlug,
  briefKind,
  briefPath,
  briefsNewestFirst,
  briefsWithTag,
  distinctTags,
  formatFileSize,
  pdfSizeLabel,
} from '@/lib/briefs/brief-kind';
import { briefs } from '@/lib/briefs/briefs';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { briefFigures } from '@/lib/briefs/brief-validation';
import { isIsoDate } from '@/lib/time/dates';

function brief(slug: string, publishedDate: ResearchBrief['publishedDate'], tags: string[]): ResearchBrief {
  return {
    slug,
    title: `Brief ${slug}`,
    pdfFile: `/briefs/${slug}.pdf`,
    summary: '',
    tags,
    publishedDate,
    intro: [],
    sections: [],
  };
}

const sample = [
  brief('b', '2026-01-10', ['menopause', 'AI']),
  brief('a', '2026-03-02', ['Regulation', 'ai agents']),
  brief('c', '2025-12-31', ['AI', 'Fertility']),
  brief('d', '2026-03-02', ['Banking']),
];

describe('briefsNewestFirst', () => {
  it('orders by published date, newest first, with same-day briefs by title', () => {
    expect(briefsNewestFirst(sample).map((b) => b.slug)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('compares calendar dates, not strings of different shapes or the input order', () => {
    const reversed = [...sample].reverse();
    expect(briefsNewestFirst(reversed).map((b) => b.slug)).toEqual(['a', 'd', 'b', 'c']);
    expect(briefsNewestFirst([brief('x', '2025-12-31', []), brief('y', '2026-01-01', [])])[0].slug).toBe('y');
  });

  it('leaves its input untouched', () => {
    const before = sample.map((b) => b.slug);
    briefsNewestFirst(sample);
    expect(sample.map((b) => b.slug)).toEqual(before);
  });
});

describe('distinctTags', () => {
  it('lists every tag once, sorted without regard to case', () => {
    expect(distinctTags(sample)).toEqual([
      'AI',
      'ai agents',
      'Banking',
      'Fertility',
      'menopause',
      'Regulation',
    ]);
  });

  it('keeps tags that differ only in case apart, in a fixed order', () => {
    expect(distinctTags([brief('x', '2026-01-01', ['ai', 'AI', 'Ai'])])).toEqual(['AI', 'Ai', 'ai']);
  });

  it('is empty when there are no briefs', () => {
    expect(distinctTags([])).toEqual([]);
  });
});

describe('briefsWithTag', () => {
  it('keeps the briefs carrying exactly that tag, in their order', () => {
    expect(briefsWithTag(sample, 'AI').map((b) => b.slug)).toEqual(['b', 'c']);
    expect(briefsWithTag(sample, 'ai').map((b) => b.slug)).toEqual([]);
    expect(briefsWithTag(sample, 'Unknown')).toEqual([]);
  });
});

describe('brief pages', () => {
  it('live at /research/<slug>', () => {
    expect(briefPath(sample[0])).toBe('/research/b');
    expect(briefBySlug(sample, 'c')?.title).toBe('Brief c');
    expect(briefBySlug(sample, 'nope')).toBeUndefined();
  });

  it('link to the brief published before and after, in date order', () => {
    // Newest first: a, d, b, c.
    expect(adjacentBriefs(sample, 'd')).toEqual({ previous: sample[0], next: sample[1] });
    expect(adjacentBriefs(sample, 'a')).toEqual({ previous: sample[3], next: undefined });
    expect(adjacentBriefs(sample, 'c')).toEqual({ previous: undefined, next: sample[0] });
    expect(adjacentBriefs(sample, 'nope')).toEqual({ previous: undefined, next: undefined });
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [7373, '7 KB'],
    [1048000, '1023 KB'],
    [1048576, '1.0 MB'],
    [1572864, '1.5 MB'],
    [15 * 1048576, '15 MB'],
  ])('%d bytes reads as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('refuses values that are not sizes', () => {
    expect(() => formatFileSize(-1)).toThrow();
    expect(() => formatFileSize(Number.NaN)).toThrow();
  });
});

describe('pdfSizeLabel', () => {
  it('gives a drawn PDF its size, and a PDF of her own its pages too', () => {
    expect(pdfSizeLabel(45_000)).toBe('44 KB');
    expect(pdfSizeLabel(2_400_000, 14)).toBe('2.3 MB, 14 pages');
    expect(pdfSizeLabel(2_400_000, 1)).toBe('2.3 MB, 1 page');
  });
});

describe('the published briefs', () => {
  // Her briefs, as the loader made them: what every page and PDF relies on, however many there are.
  it('each has its own id, and its PDF at its own address under /briefs/', () => {
    expect(new Set(briefs.map((b) => b.slug)).size).toBe(briefs.length);
    for (const b of briefs) expect(b.pdfFile).toBe(`/briefs/${b.slug}.pdf`);
  });

  it('carry real dates and a summary; a drawn brief has sections of text and a figure', () => {
    for (const b of briefs) {
      expect(isIsoDate(b.publishedDate)).toBe(true);
      expect(b.summary.trim()).not.toBe('');
      if (b.ownPdf) continue;
      expect(b.sections.length).toBeGreaterThan(0);
      for (const section of b.sections) expect(section.heading.trim()).not.toBe('');
      expect(briefFigures(b).length).toBeGreaterThan(0);
      for (const figure of briefFigures(b))
        for (const text of [figure.caption, figure.source, figure.alt]) expect(text.trim()).not.toBe('');
    }
  });

  it('have ids that work as page addresses, none taken by the list’s own pages', () => {
    for (const b of briefs) expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const b of briefs) expect(briefKind.reserved).not.toContain(b.slug);
  });

  it('never spell one tag two ways', () => {
    const lower = distinctTags(briefs).map((tag) => tag.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
