'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentEvents, intentPrefetchPath } from '@/lib/page/intent-prefetch';
import { island } from '@/components/site/island';

/**
 * Prefetches a page of the site when the visitor points at a link to it, moves focus onto one or
 * touches one, so the click that usually follows opens it from the router's cache. One listener on
 * the document serves every link (the site's Link leaves out the viewport prefetch).
 */
function IntentPrefetchIsland() {
  const router = useRouter();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = intentPrefetchPath(event.target, window.location);
      if (path) router.prefetch(path);
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}

export const IntentPrefetch = island(IntentPrefetchIsland, {
  file: 'intent-prefetch',
  waits: 'Without the framework the loader prefetches on intent itself (browser/load-framework.ts).',
});
