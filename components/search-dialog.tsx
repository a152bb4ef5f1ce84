'use client';

import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { searchDialogId, searchOpenEvent } from '@/lib/page/search-open';
import { island } from '@/components/island';

// The live results and Pagefind's loader arrive with the first search, not with the page.
const SearchLive = lazy(() => import('@/components/search-live'));

const titleId = `${searchDialogId}-title`;
const fieldId = `${searchDialogId}-q`;

/**
 * The search dialog, in every page's header as plain HTML: a native modal <dialog> that the
 * after-paint script (openSearchOnRequest) opens. Before any script of the framework it
 * already takes a query to the shareable /search/ page on Enter, and Escape or Close shuts it. The
 * island adds the live results: it starts from the field as the visitor left it, so what they typed
 * before it arrived is searched, and the arrow keys then move between the field and the results.
 */
function SearchDialogIsland() {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // null until the dialog is first opened: nothing of the results loads before.
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const start = () => setQuery(field.current?.value ?? '');
    if (node.open) start();
    node.addEventListener(searchOpenEvent, start);
    return () => node.removeEventListener(searchOpenEvent, start);
  }, []);

  function moveThroughResults(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [
      field.current,
      ...(dialog.current?.querySelectorAll<HTMLElement>('[data-search-results] a') ?? []),
    ];
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0 || next >= stops.length) return;
    event.preventDefault();
    stops[next]?.focus();
  }

  return (
    <dialog
      ref={dialog}
      id={searchDialogId}
      aria-labelledby={titleId}
      onKeyDown={moveThroughResults}
      className="mx-auto mt-[8vh] w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-line bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Search the site
          </h2>
          <form method="dialog">
            <button
              type="submit"
              className="min-h-11 rounded-md px-3 font-medium text-plum-700 hover:bg-sand"
            >
              Close
            </button>
          </form>
        </div>
        {/* Not a landmark of its own: the dialog, named for what it is, holds nothing else. */}
        <form action="/search/" method="get" className="mt-3 flex gap-2">
          <label htmlFor={fieldId} className="sr-only">
            Search essays, research and pages
          </label>
          <input
            ref={field}
            id={fieldId}
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Search essays, research and pages"
            onChange={(event) => setQuery(event.target.value)}
            className="h-12 min-w-0 flex-1 rounded-xl border border-muted/50 bg-white px-4 text-base text-ink placeholder:text-muted"
          />
          {/* Takes the query to /search/ like Enter does, for those who look for a button. */}
          <button
            type="submit"
            className="h-12 rounded-xl bg-plum-700 px-4 font-semibold text-white hover:bg-plum-800"
          >
            Search
          </button>
        </form>
        <div className="mt-3 max-h-[60vh] overflow-y-auto">
          {query === null ? null : (
            <Suspense fallback={null}>
              <SearchLive query={query} onFollow={() => dialog.current?.close()} />
            </Suspense>
          )}
        </div>
      </div>
    </dialog>
  );
}

export const SearchDialog = island(SearchDialogIsland, {
  file: 'search-dialog',
  waits: 'The dialog opens and submits without it; opening it loads the framework for the live results.',
});
