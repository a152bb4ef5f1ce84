import { stripTags } from '@/lib/posts/plain-text-preview';

/** What a search result is, shown beside its title and usable as a Pagefind filter. */
export type SearchResultType = 'Essay' | 'Research brief' | 'Letter' | 'Page';

/** The search page's filters, as `?type=`: every type, or one. */
export const searchTypeFilters: readonly { type: SearchResultType | ''; label: string }[] = [
  { type: '', label: 'All' },
  { type: 'Essay', label: 'Essays' },
  { type: 'Research brief', label: 'Research' },
  { type: 'Letter', label: 'Letters' },
  { type: 'Page', label: 'Pages' },
];

/** The query key of the search page's filter. */
export const searchTypeParam = 'type';

/**
 * The attributes that put an element's content in the search index, typed (a Pagefind filter, which
 * results read their type from) and dated (its meta). Pages without them are left out (Pagefind
 * indexes only `data-pagefind-body` once any page has it); inside, mark what a reader would not
 * search for (forms, pagers) with searchIgnored.
 */
export function searchIndexed(type: SearchResultType, date?: string) {
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': `type:${type}`,
    // A `key:value` in Pagefind's meta runs to the end of the attribute: the date is the only one.
    ...(date ? { 'data-pagefind-meta': `date:${date}` } : {}),
  };
}

/** Keeps an element out of the search index: a form, a pager, what a reader would not search for. */
export const searchIgnored = { 'data-pagefind-ignore': '' };

/** An element whose accessible name search reads as it reads an image's alt text: a drawing's. */
export const searchNamed = { 'data-pagefind-index-attrs': 'aria-label' };

export interface ExcerptPart {
  text: string;
  matched: boolean;
}

/**
 * Pagefind's excerpt is HTML with the matched words in <mark>. Turned into plain text parts, so the
 * results are set as text and nothing from the index is ever parsed as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const matched = part.startsWith('<mark>');
      const text = stripTags(matched ? part.slice(6, -7) : part);
      return { text, matched };
    })
    .filter((part) => part.text);
}

/** The live region's sentence: "4 results for menopause", "1 result for …", "No results for …". */
export function resultCountMessage(count: number, query: string): string {
  const quoted = query.trim();
  if (count === 0) return `No results for ${quoted}`;
  return `${count} ${count === 1 ? 'result' : 'results'} for ${quoted}`;
}

/** Longest query sent to the index: longer input is searched by its first words. */
export const maxQueryLength = 200;

export function normaliseQuery(query: string): string {
  return Array.from(query.trim().replace(/\s+/g, ' ')).slice(0, maxQueryLength).join('');
}

/** A part of a page Pagefind matched: the text under one of its headings, or before the first. */
interface PagefindSubResult {
  url: string;
  excerpt: string;
  weighted_locations?: { weight: number }[];
}

/** A result's data as Pagefind's `result.data()` gives it. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; date?: string };
  filters: { type?: string[] };
  sub_results?: PagefindSubResult[];
}

export interface SearchResult {
  url: string;
  title: string;
  type: string;
  date?: string;
  excerpt: ExcerptPart[];
}

const weightOf = (part: PagefindSubResult) =>
  (part.weighted_locations ?? []).reduce((sum, { weight }) => sum + weight, 0);

/**
 * A result as the list shows it. It leads to the part of its page that matches best, so that a word
 * in the eleventh section of a long essay opens that section (its heading's address), with the
 * excerpt from there.
 */
export function searchResult(item: PagefindResultData): SearchResult {
  const best = (item.sub_results ?? []).reduce<{ url: string; excerpt: string; weight: number }>(
    (most, part) => (weightOf(part) > most.weight ? { ...part, weight: weightOf(part) } : most),
    { url: item.url, excerpt: item.excerpt, weight: 0 },
  );
  return {
    url: best.url,
    title: item.meta.title ?? item.url,
    type: item.filters.type?.[0] ?? 'Page',
    date: item.meta.date,
    excerpt: excerptParts(best.excerpt),
  };
}
