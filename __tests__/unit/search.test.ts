import {
  excerptParts,
  maxQueryLength,
  normaliseQuery,
  resultCountMessage,
  searchIndexed,
  searchResult,
} from '@/lib/page/site-search';

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

describe('searchResult', () => {
  const page = {
    url: '/essays/long/',
    excerpt: 'The <mark>opening</mark> lines',
    meta: { title: 'A long essay', date: '2026-03-02' },
    filters: { type: ['Essay'] },
  };

  it('leads to the section that matches best, with its excerpt', () => {
    const result = searchResult({
      ...page,
      sub_results: [
        { url: '/essays/long/#one', excerpt: 'once <mark>here</mark>', weighted_locations: [{ weight: 1 }] },
        {
          url: '/essays/long/#eleven',
          excerpt: '<mark>here</mark> and <mark>here</mark>',
          weighted_locations: [{ weight: 1 }, { weight: 2 }],
        },
      ],
    });
    expect(result.url).toBe('/essays/long/#eleven');
    expect(result.excerpt.filter((part) => part.matched)).toHaveLength(2);
    expect(result).toMatchObject({ title: 'A long essay', type: 'Essay', date: '2026-03-02' });
  });

  it('leads to the page itself when no section matched, and calls a page of no type a Page', () => {
    const result = searchResult({ ...page, meta: {}, filters: {} });
    expect(result).toMatchObject({
      url: '/essays/long/',
      title: '/essays/long/',
      type: 'Page',
      date: undefined,
    });
    expect(result.excerpt[1]).toEqual({ text: 'opening', matched: true });
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

/**
 * What Pagefind stores from an element's `data-pagefind-meta`, as its documentation gives the syntax:
 * comma-separated `key[attribute]` (an attribute's value) and `key` (the element's text) items, and
 * at most one `key:value`, which runs to the end of the attribute, commas included.
 */
function pagefindMeta(attributes: Record<string, string>, text = ''): Record<string, string> {
  const meta: Record<string, string> = {};
  let rest = attributes['data-pagefind-meta'] ?? '';
  while (rest.trim()) {
    const inline = /^\s*([\w-]+):(.*)$/s.exec(rest);
    if (inline) {
      meta[inline[1]] = inline[2].trim();
      break;
    }
    const item = /^\s*([\w-]+)(?:\[([\w-]+)\])?\s*(?:,|$)/.exec(rest);
    if (!item) throw new Error(`unreadable meta: ${rest}`);
    meta[item[1]] = item[2] ? (attributes[item[2]] ?? '') : text;
    rest = rest.slice(item[0].length);
  }
  return meta;
}

/** What Pagefind files an element under, from `data-pagefind-filter` (`key:value`). */
function pagefindFilter(attributes: Record<string, string>): Record<string, string> {
  const [key, ...value] = (attributes['data-pagefind-filter'] ?? '').split(':');
  return key ? { [key]: value.join(':') } : {};
}

describe('searchIndexed', () => {
  it('gives Pagefind the type as a filter, which results read it from, and the date as its meta', () => {
    const attributes = searchIndexed('Essay', '2026-11-15');
    expect(pagefindFilter(attributes)).toEqual({ type: 'Essay' });
    expect(pagefindMeta(attributes)).toEqual({ date: '2026-11-15' });
    expect(attributes).toHaveProperty('data-pagefind-body', '');
  });

  it('gives a type with a space whole, and no date to an undated page', () => {
    expect(pagefindFilter(searchIndexed('Research brief', '2026-03-02'))).toEqual({ type: 'Research brief' });
    expect(pagefindMeta(searchIndexed('Research brief', '2026-03-02'))).toEqual({ date: '2026-03-02' });
    expect(pagefindMeta(searchIndexed('Page'))).toEqual({});
  });

  it('reads the syntax as Pagefind does: an inline value runs to the end, commas and all', () => {
    expect(pagefindMeta({ 'data-pagefind-meta': 'type:Essay, date:2026-11-15' })).toEqual({
      type: 'Essay, date:2026-11-15',
    });
    expect(pagefindMeta({ 'data-pagefind-meta': 'title, image[src]', src: '/a.png' }, 'Hi')).toEqual({
      title: 'Hi',
      image: '/a.png',
    });
  });
});
