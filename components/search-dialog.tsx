'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SearchResults } from '@/components/search-results';
import { useSearch } from '@/components/use-search';
import type { OpenRequest } from '@/lib/search';

/**
 * The search dialog: a native modal <dialog>, loaded and opened by SearchLauncher. Focus goes to
 * the field; Escape closes and returns focus to what opened it; the arrow keys move between the
 * field and the results; Enter follows a result, or on the field opens the shareable /search/ page.
 */
export default function SearchDialog({ request }: { request: OpenRequest }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const state = useSearch(query);
  const titleId = useId();

  // Each request (a button, `/`, Ctrl+K) opens the dialog with focus in the field.
  useEffect(() => {
    if (dialog.current?.open) return;
    opener.current = request.opener;
    dialog.current?.showModal();
    input.current?.focus();
    input.current?.select();
  }, [request]);

  function moveThroughResults(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [
      input.current,
      ...(dialog.current?.querySelectorAll<HTMLElement>('[data-search-results] a') ?? []),
    ];
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0 || next >= stops.length) return;
    event.preventDefault();
    stops[next]?.focus();
  }

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={moveThroughResults}
      onClose={() => {
        const back = opener.current?.isConnected ? opener.current : null;
        back?.focus();
      }}
      onClick={(event) => event.target === dialog.current && close()}
      className="mx-auto mt-[8vh] w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-line bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Search the site
          </h2>
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-md px-3 font-medium text-plum-700 hover:bg-sand"
          >
            Close
          </button>
        </div>
        <form action="/search/" method="get" role="search" className="mt-3">
          <label htmlFor={`${titleId}-q`} className="sr-only">
            Search essays, research and pages
          </label>
          <input
            ref={input}
            id={`${titleId}-q`}
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Search essays, research and pages"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="h-12 w-full rounded-xl border border-muted/50 bg-white px-4 text-base text-ink placeholder:text-muted"
          />
        </form>
        <div className="mt-3 max-h-[60vh] overflow-y-auto">
          <SearchResults state={state} onFollow={close} />
        </div>
      </div>
    </dialog>
  );
}
