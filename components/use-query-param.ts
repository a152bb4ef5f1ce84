'use client';

import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const readSearch = () => window.location.search;
// The exported HTML is rendered without a query string, so hydration starts from the unfiltered view.
const serverSearch = () => '';

/**
 * One query-string parameter as React state, mirrored in the address bar so a filtered view can be
 * shared and survives a reload. Reading `location` directly (rather than useSearchParams) keeps the
 * pre-rendered page complete without a Suspense fallback.
 */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const search = useSyncExternalStore(subscribe, readSearch, serverSearch);
  const value = new URLSearchParams(search).get(name);

  const setValue = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null) params.delete(name);
      else params.set(name, next);
      const query = params.toString();
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
      );
      listeners.forEach((listener) => listener());
    },
    [name],
  );

  return [value, setValue];
}
