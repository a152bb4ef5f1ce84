import { normalisePath } from '@/lib/page/active-link';
import { slugify } from '@/lib/posts/slug';

/** Change a number here and every page, pager, sitemap entry and test follows. */
export const listPageSize = { essays: 12, briefs: 12, issues: 20 } as const;

export interface ListPage<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
}

export function pageCount(itemCount: number, size: number): number {
  return Math.max(1, Math.ceil(itemCount / size));
}

/** An empty list has one page, with nothing on it. */
export function pageOf<T>(items: readonly T[], page: number, size: number): ListPage<T> {
  const count = pageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > count)
    throw new RangeError(`page ${page} of a list with ${count} page(s)`);
  return { items: items.slice((page - 1) * size, page * size), page, pageCount: count };
}

// The first page included: a static export refuses a route with no params, and a list of one page would
// have none. `/page/1/` points search engines at the list's own address (listPageMetadata).
export function pageParams(itemCount: number, size: number): { page: string }[] {
  return Array.from({ length: pageCount(itemCount, size) }, (_, index) => ({ page: String(index + 1) }));
}

export function parsePageParam(param: string): number {
  return /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
}

export function listPagePath(base: string, page: number): string {
  return page === 1 ? base : `${base}/page/${page}`;
}

/** The first, the last and those beside the current; null is a gap. */
export function pagerPages(current: number, count: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => {
    const before = shown[index - 1];
    if (before === undefined || page === before + 1) return [page];
    return page === before + 2 ? [before + 1, page] : [null, page];
  });
}

export function filterSlug(label: string): string {
  return slugify(label, { ampersandAsAnd: true });
}

/** Two labels with one slug, or a label with none, stop the build here. */
export function filterSlugs(labels: readonly string[]): Map<string, string> {
  const slugs = new Map<string, string>();
  const owner = new Map<string, string>();
  for (const label of labels) {
    const slug = filterSlug(label);
    if (!slug) throw new Error(`The filter "${label}" has no letters or digits to make its address from`);
    const taken = owner.get(slug);
    if (taken !== undefined)
      throw new Error(`The filters "${taken}" and "${label}" would share the address segment "${slug}"`);
    owner.set(slug, label);
    slugs.set(label, slug);
  }
  return slugs;
}

export function activeListBase(pathname: string | null, bases: readonly string[]): string | undefined {
  if (!pathname) return undefined;
  const path = normalisePath(pathname);
  return bases.find((base) => path === base || path.startsWith(`${base}/page/`));
}

interface PagedListSpec<T, F extends string> {
  base: string;
  /** The segment before a filter’s slug, e.g. `category` for `/essays/category/thesis`. */
  filterSegment?: string;
  /** The catch-all route param after that segment: `[slug]` or `[slug, 'page', n]`. */
  param?: string;
  filters?: readonly F[];
  itemsFor: (filter?: F) => readonly T[];
  size: number;
}

export interface ResolvedListPage<T, F extends string> extends ListPage<T> {
  filter?: F;
  base: string;
  path: string;
}

type RouteParams = Record<string, string | string[] | undefined>;

/** `base`, `base/page/<n>`, and `base/<filterSegment>/<slug>[/page/<n>]` under one catch-all route. */
export function pagedList<T, F extends string>(spec: PagedListSpec<T, F>) {
  const { base, filterSegment = 'filter', param = 'filter', filters = [], size } = spec;
  const slugs = filterSlugs(filters);
  const listed = new Map<F | undefined, readonly T[]>();
  const itemsFor = (filter?: F) => {
    if (!listed.has(filter)) listed.set(filter, spec.itemsFor(filter));
    return listed.get(filter)!;
  };
  const filterBase = (filter: F) => `${base}/${filterSegment}/${slugs.get(filter)}`;
  const countFor = (filter?: F) => pageCount(itemsFor(filter).length, size);
  const numbers = (filter?: F) => Array.from({ length: countFor(filter) }, (_, index) => index + 1);
  const first = (filter?: F) => (filter === undefined ? base : filterBase(filter));
  return {
    base,
    filters,
    filterBase,
    options: [
      { label: 'All', href: base },
      ...filters.map((filter) => ({ label: filter, href: filterBase(filter) })),
    ],
    /** `[page]` params of `base/page/<n>`: see pageParams. */
    pageParams: () => pageParams(itemsFor().length, size),
    /** Catch-all params of the filters’ pages: `[slug]` for the first, `[slug, 'page', n]` after. */
    filterParams: () =>
      filters.flatMap((filter) =>
        numbers(filter).map((page) => {
          const slug = slugs.get(filter)!;
          return { [param]: page === 1 ? [slug] : [slug, 'page', String(page)] };
        }),
      ),
    resolve(params: RouteParams): ResolvedListPage<T, F> | undefined {
      const segments = params[param];
      const [slug, pageSegment, pageParam] = Array.isArray(segments) ? segments : [];
      const filter = filters.find((each) => slugs.get(each) === slug);
      const shape = segments?.length === 1 || (segments?.length === 3 && pageSegment === 'page');
      if (segments !== undefined && (filter === undefined || !shape)) return undefined;
      const named = typeof params.page === 'string' ? params.page : pageParam;
      const page = named === undefined ? 1 : parsePageParam(named);
      if (!(page <= countFor(filter))) return undefined;
      const path = named === undefined ? first(filter) : `${first(filter)}/page/${page}`;
      return { ...pageOf(itemsFor(filter), page, size), filter, base: first(filter), path };
    },
    pages: () =>
      [undefined, ...filters].flatMap((filter) =>
        numbers(filter).map((page) => ({
          filter,
          page,
          path: listPagePath(first(filter), page),
          items: pageOf(itemsFor(filter), page, size).items,
          newest: itemsFor(filter)[0],
        })),
      ),
  };
}

// The after-paint script sends an address from before the filters had pages (`/essays/?category=Thesis`)
// on to the filter's own page, and keeps focus on a pill pressed (`followLegacyFilter`, `keepPillFocus`).
export const filterParamAttribute = 'data-filter-param';
export const filterValueAttribute = 'data-filter';
/** Read by the next page. */
export const pillNoteKey = 'pill';
