'use client';

import { Link } from '@/components/link';
import { DateLabel } from '@/components/date-label';
import { SearchElsewhere } from '@/components/search-elsewhere';
import type { SearchState } from '@/components/use-search';
import { resultCountMessage } from '@/lib/page/search';
import type { IsoDate } from '@/lib/time/dates';

interface SearchResultsProps {
  state: SearchState;
  /** Called when a result is followed, e.g. to close the dialog around the list. */
  onFollow?: () => void;
}

/** The live count, the results (title, type, date, excerpt with the matched words marked) or the way on. */
export function SearchResults({ state, onFollow }: SearchResultsProps) {
  const status =
    state.status === 'done'
      ? resultCountMessage(state.results.length, state.query)
      : state.status === 'failed'
        ? 'Search is not available right now.'
        : '';

  return (
    <div>
      <p
        role="status"
        className={state.status === 'idle' || state.status === 'searching' ? 'sr-only' : 'text-sm text-muted'}
      >
        {status}
      </p>
      {state.status === 'done' && state.results.length > 0 ? (
        <ul className="mt-3 space-y-2" data-search-results="">
          {state.results.map((result) => (
            <li key={result.url}>
              <Link
                href={result.url}
                onClick={onFollow}
                className="block rounded-xl border border-line bg-white p-4 hover:border-plum-700 focus-visible:border-plum-700"
              >
                <span className="block font-semibold text-ink">{result.title}</span>
                <span className="mt-1 block text-sm text-muted">
                  {result.type}
                  {result.date ? (
                    <>
                      {' · '}
                      <DateLabel date={result.date as IsoDate} />
                    </>
                  ) : null}
                </span>
                <span className="mt-2 block text-sm leading-6 text-ink">
                  {result.excerpt.map((part, index) =>
                    part.matched ? (
                      <mark key={index} className="rounded bg-coral-100 px-0.5 text-ink">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'done' && state.results.length === 0 ? <SearchElsewhere /> : null}
      {state.status === 'failed' ? <SearchElsewhere /> : null}
    </div>
  );
}
