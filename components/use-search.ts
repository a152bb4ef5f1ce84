'use client';

import { useEffect, useState } from 'react';
import { excerptParts, normaliseQuery, type ExcerptPart } from '@/lib/page/search';

/** A part of a page Pagefind matched: the text under one of its headings, or before the first. */
interface PagefindSubResult {
  url: string;
  excerpt: string;
  weighted_locations?: { weight: number }[];
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; date?: string };
  filters: { type?: string[] };
  sub_results?: PagefindSubResult[];
}

const weightOf = (part: PagefindSubResult) =>
  (part.weighted_locations ?? []).reduce((sum, { weight }) => sum + weight, 0);

/**
 * Where a result leads: the part of its page that matches best, so that a word in the eleventh
 * section of a long essay opens that section (its heading's address), with the excerpt from there.
 */
function bestPart(item: PagefindResultData): { url: string; excerpt: string } {
  const parts = item.sub_results ?? [];
  return parts.reduce<{ url: string; excerpt: string } & { weight: number }>(
    (best, part) => (weightOf(part) > best.weight ? { ...part, weight: weightOf(part) } : best),
    { url: item.url, excerpt: item.excerpt, weight: 0 },
  );
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): void;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** Where `npm run build` writes the index (Pagefind, run on out/ after `next build`). */
const pagefindUrl = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | null = null;

/** Loads Pagefind's script and index the first time a search runs: no route pays for it before. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ pagefindUrl) as Promise<Pagefind>
  ).then(async (module) => {
    await module.options({ excerptLength: 24 });
    module.init();
    return module;
  });
  pagefind.catch(() => (pagefind = null));
  return pagefind;
}

export interface SearchResult {
  url: string;
  title: string;
  type: string;
  date?: string;
  excerpt: ExcerptPart[];
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: SearchResult[] }
  | { status: 'failed'; query: string };

const debounceMs = 200;
const maxResults = 10;

/** Searches as `input` changes, debounced; an empty query is idle, with no request and no error. */
export function useSearch(input: string): SearchState {
  const query = normaliseQuery(input);
  const [answer, setAnswer] = useState<Exclude<SearchState, { status: 'idle' | 'searching' }> | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const search = await (await loadPagefind()).search(query);
        const data = await Promise.all(
          (search?.results ?? []).slice(0, maxResults).map((result) => result.data()),
        );
        const results = data.map((item) => {
          const { url, excerpt } = bestPart(item);
          return {
            url,
            title: item.meta.title ?? item.url,
            type: item.filters.type?.[0] ?? 'Page',
            date: item.meta.date,
            excerpt: excerptParts(excerpt),
          };
        });
        if (current) setAnswer({ status: 'done', query, results });
      } catch {
        if (current) setAnswer({ status: 'failed', query });
      }
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  if (!query) return { status: 'idle' };
  // Until the answer for this very query arrives, the previous one is not shown.
  return answer?.query === query ? answer : { status: 'searching', query };
}
