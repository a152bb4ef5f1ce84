'use client';

import { useEffect, useRef } from 'react';
import { formReadyEvent } from '@/lib/held-submit';

/**
 * For a form that only works with its submit handler (no `action`): once the handler is in place,
 * marks the form ready and takes over a submit the visitor made before it was (lib/held-submit.ts).
 */
export function useReadyForm() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.dataset.ready = '';
    form.dispatchEvent(new Event(formReadyEvent));
  }, []);
  return ref;
}
