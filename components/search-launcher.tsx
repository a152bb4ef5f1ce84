'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { OpenRequest } from '@/lib/search';

// The dialog, its results and the search hook load with the first search, not with the page.
const SearchDialog = lazy(() => import('@/components/search-dialog'));

/** Other Search buttons (the mobile menu's) open the one dialog with this event. */
const openSearchEvent = 'site-search:open';

const buttonClass =
  'inline-flex h-11 items-center gap-2 rounded-md border border-line px-3 font-medium text-ink hover:bg-sand';

/** A Search button that submits to /search/ without JavaScript, and opens the dialog with it. */
export function SearchButton({ className = '' }: { className?: string }) {
  return (
    <form action="/search/" method="get" role="search" aria-label="Site" className={className}>
      <button
        type="submit"
        className={buttonClass}
        onClick={(event) => {
          event.preventDefault();
          window.dispatchEvent(new CustomEvent(openSearchEvent, { detail: event.currentTarget }));
        }}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none">
          <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Search
      </button>
    </form>
  );
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Opens the search dialog from any Search button, from `/` outside a field and from Ctrl+K or
 * Cmd+K, loading the dialog's code the first time.
 */
export function SearchLauncher() {
  const [request, setRequest] = useState<OpenRequest | null>(null);

  useEffect(() => {
    const open = (from: Element | null) =>
      setRequest((previous) => ({
        count: (previous?.count ?? 0) + 1,
        opener: from instanceof HTMLElement ? from : null,
      }));
    const onOpen = (event: Event) => open((event as CustomEvent<Element>).detail ?? document.activeElement);
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target) && !event.ctrlKey && !event.metaKey)) {
        if (document.querySelector('dialog[open]')) return;
        event.preventDefault();
        open(document.activeElement);
      }
    };
    window.addEventListener(openSearchEvent, onOpen);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(openSearchEvent, onOpen);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return request ? (
    <Suspense fallback={null}>
      <SearchDialog request={request} />
    </Suspense>
  ) : null;
}
