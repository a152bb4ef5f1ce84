'use client';

import { useId } from 'react';
import { SearchResults } from '@/components/search-results';
import { useQueryParam } from '@/components/use-query-param';
import { useSearch } from '@/components/use-search';

/** The search field and results of /search/, mirrored in `?q=` so a result list can be shared. */
export function SearchPageForm() {
  const [query, setQuery] = useQueryParam('q');
  const state = useSearch(query ?? '');
  const id = useId();

  return (
    <form action="/search/" method="get" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="font-medium">
        Search for
      </label>
      <input
        id={id}
        name="q"
        type="search"
        autoComplete="off"
        value={query ?? ''}
        onChange={(event) => setQuery(event.target.value || null)}
        className="mt-2 h-12 w-full rounded-xl border border-muted/50 bg-white px-4 text-base text-ink"
      />
      <div className="mt-4">
        <SearchResults state={state} />
      </div>
    </form>
  );
}
