import {
  excerptParts,
  maxQueryLength,
  normaliseQuery,
  resultCountMessage,
  searchIndexed,
} from '@/lib/search';

describe('excerptParts', () => {
  it('splits the excerpt into plain text and marked words, decoding entities', () => {
    expect(excerptParts('Why <mark>menopause</mark> care &amp; data lag')).toEqual([
      { text: 'Why ', matched: false },
      { text: 'menopause', matched: true },
      { text: ' care & data lag', matched: false },
    ]);
  });

  it('keeps markup in the index as text, never as elements', () => {
    const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; <mark>trial</mark>');
    expect(parts[0]).toEqual({ text: '<img src=x onerror=alert(1)> ', matched: false });
    expect(parts[1]).toEqual({ text: 'trial', matched: true });
  });
});

describe('resultCountMessage', () => {
  it('says how many results there are for the query', () => {
    expect(resultCountMessage(4, 'menopause')).toBe('4 results for menopause');
    expect(resultCountMessage(1, ' trial ')).toBe('1 result for trial');
    expect(resultCountMessage(0, 'zyzzogeton')).toBe('No results for zyzzogeton');
  });
});

describe('normaliseQuery', () => {
  it('trims, collapses spaces and caps the length without splitting a character', () => {
    expect(normaliseQuery('  two   words ')).toBe('two words');
    expect(normaliseQuery('')).toBe('');
    const long = normaliseQuery('🩺'.repeat(500));
    expect(Array.from(long)).toHaveLength(maxQueryLength);
    expect(long).toBe('🩺'.repeat(maxQueryLength));
  });
});

describe('searchIndexed', () => {
  it('marks the indexed element with its type as filter and meta, and its date', () => {
    expect(searchIndexed('Essay', '2026-11-15')).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'type:Essay',
      'data-pagefind-meta': 'type:Essay, date:2026-11-15',
    });
    expect(searchIndexed('Page')['data-pagefind-meta']).toBe('type:Page');
  });
});
