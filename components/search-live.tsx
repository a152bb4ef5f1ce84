'use client';

import { SearchResults } from '@/components/search-results';
import { useSearch } from '@/components/use-search';

/** The search dialog's live results, loaded the first time the dialog opens. */
export default function SearchLive({ query, onFollow }: { query: string; onFollow: () => void }) {
  return <SearchResults state={useSearch(query)} onFollow={onFollow} />;
}
