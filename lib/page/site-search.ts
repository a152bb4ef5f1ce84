import { stripTags } from '@/lib/posts/plain-text-preview';

/** Shown beside a result's title, and a Pagefind filter. */
export type SearchResultType = 'Essay' | 'Research brief' | 'Letter' | 'Page';

export const searchTypeFilters: readonly { type: SearchResultType | ''; label: string }[] = [
  { type: '', label: 'All' },
  { type: 'Essay', label: 'Essays' },
  { type: 'Research brief', label: 'Research' },
  { type: 'Letter', label: 'Letters' },
  { type: 'Page', label: 'Pages' },
];

export const searchTypeParam = 'type';

// Pages without it are left out: Pagefind indexes only `data-pagefind-body` once any page has it.
export function searchIndexed(type: SearchResultType, date?: string) {
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': `type:${type}`,
    // A `key:value` in Pagefind's meta runs to the end of the attribute: the date is the only one.
    ...(date ? { 'data-pagefind-meta': `date:${date}` } : {}),
  };
}

export const searchIgnored = { 'data-pagefind-ignore': '' };

/** For a drawing: search reads its accessible name as it reads an image's alt text. */
export const searchNamed = { 'data-pagefind-index-attrs': 'aria-label' };

export interface ExcerptPart {
  text: string;
  matched: boolean;
}

// Pagefind's excerpt is HTML with the matched words in <mark>: as plain text parts, nothing from the index
// is ever parsed as HTML.
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

export function resultCountMessage(count: number, query: string): string {
  const quoted = query.trim();
  if (count === 0) return `No results for ${quoted}`;
  return `${count} ${count === 1 ? 'result' : 'results'} for ${quoted}`;
}

/** Longer input is searched by its first words. */
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

/** Leads to the part of its page that matches best, with the excerpt from there. */
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
