import { readNext, type Piece } from '@/lib/read-next';

const piece = (
  ref: string,
  kind: Piece['kind'],
  publishedDate: string,
  topics: string[] = [],
  more: Partial<Piece> = {},
): Piece => ({
  kind,
  ref,
  title: ref,
  publishedDate,
  topics,
  ...more,
});

const published = [
  piece('essays/a', 'Essay', '2026-01-01', ['Thesis']),
  piece('essays/b', 'Essay', '2026-03-01', ['Personal']),
  piece('essays/c', 'Essay', '2026-02-01', ['Thesis', 'Global View']),
  piece('research/d', 'Brief', '2026-04-01', ['Menopause']),
  piece('research/e', 'Brief', '2026-01-15', ['Menopause']),
  piece('tomorrow-letter/f', 'Letter', '2026-05-04'),
];

describe('read next', () => {
  it('offers the pieces the post names first, in her order', () => {
    const essay = piece('essays/a', 'Essay', '2026-01-01', ['Thesis'], {
      readNext: ['research/e', 'essays/b'],
    });
    expect(readNext(essay, published).map((entry) => entry.ref)).toEqual([
      'research/e',
      'essays/b',
      'essays/c',
    ]);
  });

  it('then those sharing a category or a tag, newest first, then the newest of any kind', () => {
    expect(readNext(published[0], published).map((entry) => entry.ref)).toEqual([
      'essays/c',
      'tomorrow-letter/f',
      'research/d',
    ]);
    expect(readNext(published[4], published).map((entry) => entry.ref)).toEqual([
      'research/d',
      'tomorrow-letter/f',
      'essays/b',
    ]);
  });

  it('never offers the piece itself, twice the same piece, or one the build does not show', () => {
    const essay = piece('essays/a', 'Essay', '2026-01-01', ['Thesis'], {
      readNext: ['essays/a', 'essays/draft', 'essays/c', 'essays/c'],
    });
    const refs = readNext(essay, published).map((entry) => entry.ref);
    expect(refs).not.toContain('essays/a');
    expect(refs).not.toContain('essays/draft');
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs[0]).toBe('essays/c');
  });

  it('offers what there is when the site has few pieces', () => {
    expect(readNext(published[0], published.slice(0, 2))).toEqual([published[1]]);
  });
});
