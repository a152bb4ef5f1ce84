import {
  activeListBase,
  filterSlug,
  filterSlugs,
  listPagePath,
  pagedList,
  pageOf,
  pageParams,
  pagerPages,
  parsePageParam,
} from '@/lib/posts/list-pages';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('pageOf', () => {
  it('cuts a list into pages of the given size, the last one shorter', () => {
    expect(pageOf(numbers(25), 1, 12)).toEqual({ items: numbers(12), page: 1, pageCount: 3 });
    expect(pageOf(numbers(25), 3, 12)).toEqual({ items: [25], page: 3, pageCount: 3 });
  });

  it('gives an empty list one empty page, and refuses a page that is not there', () => {
    expect(pageOf([], 1, 12)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(() => pageOf(numbers(12), 2, 12)).toThrow(RangeError);
    expect(() => pageOf(numbers(12), 0, 12)).toThrow(RangeError);
  });
});

describe('page addresses', () => {
  it('puts the first page at the list itself and the others under /page/<n>', () => {
    expect(listPagePath('/essays', 1)).toBe('/essays');
    expect(listPagePath('/essays', 2)).toBe('/essays/page/2');
  });

  it('generates every page number, the first included, so a one-page list still has its route', () => {
    expect(pageParams(5, 12)).toEqual([{ page: '1' }]);
    expect(pageParams(0, 12)).toEqual([{ page: '1' }]);
    expect(pageParams(25, 12)).toEqual([{ page: '1' }, { page: '2' }, { page: '3' }]);
  });

  it('reads only whole numbers from 1 as page numbers', () => {
    expect(parsePageParam('2')).toBe(2);
    for (const param of ['0', '-1', '1.5', '02', 'two', ''])
      expect(Number.isNaN(parsePageParam(param))).toBe(true);
  });
});

describe('pagerPages', () => {
  it('shows every page of a short list', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pagerPages(1, 26)).toEqual([1, 2, null, 26]);
    expect(pagerPages(13, 26)).toEqual([1, null, 12, 13, 14, null, 26]);
    expect(pagerPages(26, 26)).toEqual([1, null, 25, 26]);
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(pagerPages(4, 26)).toEqual([1, 2, 3, 4, 5, null, 26]);
  });
});

describe('filter slugs', () => {
  it('turn labels into one lower-case address segment', () => {
    expect(filterSlug('Future-Ready Kids')).toBe('future-ready-kids');
    expect(filterSlug('AI')).toBe('ai');
    expect(filterSlug('Women’s health & policy')).toBe('women-s-health-and-policy');
    expect(filterSlug('Santé publique')).toBe('sante-publique');
  });

  it('stop the build when two labels would share a page, or one has no address', () => {
    expect(() => filterSlugs(['AI', 'ai'])).toThrow(
      'The filters "AI" and "ai" would share the address segment "ai"',
    );
    expect(() => filterSlugs(['—'])).toThrow('The filter "—" has no letters or digits');
    expect([...filterSlugs(['AI', 'Menopause']).values()]).toEqual(['ai', 'menopause']);
  });
});

describe('activeListBase', () => {
  const bases = ['/essays', '/essays/category/thesis'];
  it('finds the filter a page belongs to, on its first page or a later one', () => {
    expect(activeListBase('/essays/', bases)).toBe('/essays');
    expect(activeListBase('/essays/page/3/', bases)).toBe('/essays');
    expect(activeListBase('/essays/category/thesis/', bases)).toBe('/essays/category/thesis');
    expect(activeListBase('/essays/category/thesis/page/2/', bases)).toBe('/essays/category/thesis');
  });

  it('finds none for a page of no filter', () => {
    expect(activeListBase('/essays/some-essay/', bases)).toBeUndefined();
    expect(activeListBase(null, bases)).toBeUndefined();
  });
});

describe('pagedList', () => {
  type Item = { id: number; colour: 'red' | 'blue' };
  const items: Item[] = numbers(30).map((id) => ({ id, colour: id % 3 ? 'red' : 'blue' }));
  const list = pagedList({
    base: '/things',
    filterSegment: 'colour',
    param: 'colour',
    filters: ['red', 'blue'] as const,
    itemsFor: (colour) => (colour ? items.filter((item) => item.colour === colour) : items),
    size: 12,
  });

  it('offers All and each filter as pills', () => {
    expect(list.options).toEqual([
      { label: 'All', href: '/things' },
      { label: 'red', href: '/things/colour/red' },
      { label: 'blue', href: '/things/colour/blue' },
    ]);
  });

  it('gives each filter its first page and its later pages under one catch-all route', () => {
    expect(list.pageParams()).toEqual([{ page: '1' }, { page: '2' }, { page: '3' }]);
    expect(list.filterParams()).toEqual([
      { colour: ['red'] },
      { colour: ['red', 'page', '2'] },
      { colour: ['blue'] },
    ]);
  });

  it('resolves route params to the page they name', () => {
    expect(list.resolve({})).toMatchObject({ page: 1, pageCount: 3, base: '/things', path: '/things' });
    expect(list.resolve({ page: '3' })).toMatchObject({ items: items.slice(24), path: '/things/page/3' });
    const red = items.filter((item) => item.colour === 'red');
    expect(list.resolve({ colour: ['red', 'page', '2'] })).toMatchObject({
      filter: 'red',
      items: red.slice(12),
      base: '/things/colour/red',
      path: '/things/colour/red/page/2',
    });
    expect(list.resolve({ colour: ['blue'] })).toMatchObject({ filter: 'blue', page: 1, pageCount: 1 });
  });

  it('resolves nothing for a page, a filter or a path that is not there', () => {
    for (const params of [
      { page: '4' },
      { page: 'x' },
      { colour: ['green'] },
      { colour: ['red', 'x', '2'] },
      { colour: ['red', 'page'] },
      { colour: ['red', 'page', '2', 'more'] },
    ])
      expect(list.resolve(params)).toBeUndefined();
    expect(list.resolve({ colour: ['blue', 'page', '2'] })).toBeUndefined();
  });

  it('lists every page once at its own address, with the newest item of its filter', () => {
    expect(list.pages().map((page) => page.path)).toEqual([
      '/things',
      '/things/page/2',
      '/things/page/3',
      '/things/colour/red',
      '/things/colour/red/page/2',
      '/things/colour/blue',
    ]);
    const redPage2 = list.pages()[4];
    expect(redPage2.items).toEqual(items.filter((item) => item.colour === 'red').slice(12));
    expect(redPage2.newest).toEqual(items[0]);
  });
});
