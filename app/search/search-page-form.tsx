'use client';

import { useId } from 'react';
import { SearchResults } from '@/components/search-results';
import { useQueryParam } from '@/components/use-query-param';
import { useSearch } from '@/components/use-search';
import { island } from '@/components/island';

/** The search field and results of /search/, mirrored in `?q=` so a result list can be shared. */
function SearchPageFormIsland() {
  const [query, setQuery] = useQueryParam('q');
  const state = useSearch(query ?? '');
  const id = useId();

  return (
    // Named by its label, so it stands apart from the header's "Site" search among the landmarks.
    <form
      action="/search/"
      method="get"
      role="search"
      aria-labelledby={`${id}-label`}
      onSubmit={(event) => event.preventDefault()}
    >
      <label id={`${id}-label`} htmlFor={id} className="font-medium">
        Search for
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          value={query ?? ''}
          onChange={(event) => setQuery(event.target.value || null)}
          className="h-12 min-w-0 flex-1 rounded-xl border border-muted/50 bg-white px-4 text-base text-ink"
        />
        {/* Until the island has arrived a press loads this page again with the words in the address;
            after, the results already follow the field and the submit stays in the page. */}
        <button
          type="submit"
          className="h-12 rounded-xl bg-plum-700 px-4 font-semibold text-white hover:bg-plum-800"
        >
          Search
        </button>
      </div>
      <div className="mt-4">
        <SearchResults state={state} />
      </div>
    </form>
  );
}

export const SearchPageForm = island(SearchPageFormIsland, { file: 'search-page-form' });
