import { pieceKey } from '@/lib/posts/piece-ref';
import type { PostKindName } from '@/lib/posts/post-kinds';
import { namedPieces, readNext, type Piece } from '@/lib/posts/read-next';

const piece = (
  kind: PostKindName,
  slug: string,
  publishedDate: string,
  topics: string[] = [],
  more: Partial<Piece> = {},
): Piece => ({
  kind,
  slug,
  href: `/${kind}/${slug}`,
  title: slug,
  label: kind,
  publishedDate,
  topics,
  ...more,
});

const published = [
  piece('essay', 'a', '2026-01-01', ['Thesis']),
  piece('essay', 'b', '2026-03-01', ['Personal']),
  piece('essay', 'c', '2026-02-01', ['Thesis', 'Global View']),
  piece('brief', 'd', '2026-04-01', ['Menopause']),
  piece('brief', 'e', '2026-01-15', ['Menopause']),
  piece('letter', 'f', '2026-05-04'),
];
const newestFirst = [...published].sort((x, y) => y.publishedDate.localeCompare(x.publishedDate));
const byKey = new Map(published.map((entry) => [pieceKey(entry), entry]));
const keys = (pieces: Piece[]) => pieces.map(pieceKey);
const after = (entry: Piece) => keys(readNext(entry, newestFirst, byKey));

describe('read next', () => {
  it('offers the pieces the post names first, in her order', () => {
    const essay = {
      ...published[0],
      readNext: [
        { kind: 'brief', slug: 'e' },
        { kind: 'essay', slug: 'b' },
      ] as const,
    };
    expect(after(essay)).toEqual(['brief/e', 'essay/b', 'essay/c']);
  });

  it('then those of its kind sharing a category or a tag, newest first, then the newest of any kind', () => {
    expect(after(published[0])).toEqual(['essay/c', 'letter/f', 'brief/d']);
    expect(after(published[4])).toEqual(['brief/d', 'letter/f', 'essay/b']);
    // A letter issue has no topics: the newest pieces.
    expect(after(published[5])).toEqual(['brief/d', 'essay/b', 'essay/c']);
  });

  it('never offers the piece itself, twice the same piece, or one the build does not show', () => {
    const essay = {
      ...published[0],
      readNext: [
        { kind: 'essay', slug: 'a' },
        { kind: 'essay', slug: 'draft' },
        { kind: 'essay', slug: 'c' },
        { kind: 'essay', slug: 'c' },
      ] as const,
    };
    const offered = after(essay);
    expect(offered).not.toContain('essay/a');
    expect(offered).not.toContain('essay/draft');
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered[0]).toBe('essay/c');
  });

  it('offers what there is when the site has few pieces', () => {
    const few = newestFirst.filter((entry) => entry.kind === 'essay' && entry.slug !== 'c');
    expect(readNext(published[0], few, byKey)).toEqual([published[1]]);
  });

  it('names pieces in her order and passes over those not shown', () => {
    const refs = [
      { kind: 'letter', slug: 'f' },
      { kind: 'brief', slug: 'gone' },
      { kind: 'essay', slug: 'a' },
    ] as const;
    expect(keys(namedPieces(refs, byKey))).toEqual(['letter/f', 'essay/a']);
    expect(namedPieces(undefined, byKey)).toEqual([]);
  });

  it('passes over a named piece the page has already offered (Home’s Latest Essay)', () => {
    const refs = [
      { kind: 'essay', slug: 'b' },
      { kind: 'brief', slug: 'd' },
      { kind: 'letter', slug: 'f' },
    ] as const;
    expect(keys(namedPieces(refs, byKey, [{ kind: 'essay', slug: 'b' }]))).toEqual(['brief/d', 'letter/f']);
  });

  it('never offers what the page’s pager already offers, and fills its place with the next', () => {
    const essay = { ...published[0], readNext: [{ kind: 'essay', slug: 'c' }] as const };
    const offered = [{ kind: 'essay', slug: 'c' }] as const;
    const chosen = keys(readNext(essay, newestFirst, byKey, { offered }));
    expect(chosen).toEqual(['letter/f', 'brief/d', 'essay/b']);
  });

  it('at ten years of posts, never repeats a piece’s pager and still offers three', () => {
    const day = (index: number) => new Date(Date.UTC(2016, 0, 4 + 7 * index)).toISOString().slice(0, 10);
    const topics = ['Thesis', 'Personal', 'Global View'];
    const decade = [
      ...Array.from({ length: 520 }, (_, i) => piece('letter', `l${i}`, day(i))),
      ...Array.from({ length: 200 }, (_, i) => piece('essay', `e${i}`, day(i * 2.6), [topics[i % 3]])),
      ...Array.from({ length: 60 }, (_, i) => piece('brief', `b${i}`, day(i * 8.6), ['Menopause'])),
    ];
    const newest = [...decade].sort((x, y) => y.publishedDate.localeCompare(x.publishedDate));
    const keyed = new Map(decade.map((entry) => [pieceKey(entry), entry]));
    for (const entry of decade) {
      const ofKind = newest.filter((other) => other.kind === entry.kind);
      const at = ofKind.indexOf(entry);
      const pager = [ofKind[at - 1], ofKind[at + 1]].filter((other) => other !== undefined);
      const chosen = keys(readNext(entry, newest, keyed, { offered: pager }));
      expect(chosen).toHaveLength(3);
      for (const other of pager) expect(chosen).not.toContain(pieceKey(other));
    }
  });
});
