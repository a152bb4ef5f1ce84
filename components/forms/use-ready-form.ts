'use client';

import { useEffect, useRef } from 'react';
import { formReadyAttribute, formReadyEvent } from '@/lib/web/form-ready';

/**
 * For a form its island sends: once the submit handler is in place, marks the form ready and takes
 * over a submit the visitor made before it was (formReadyEvent).
 */
export function useReadyForm() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(formReadyAttribute, '');
    form.dispatchEvent(new Event(formReadyEvent));
  }, []);
  return ref;
}
