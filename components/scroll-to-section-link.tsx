'use client';

import type { MouseEvent, ReactNode } from 'react';
import { island } from '@/components/island';

interface ScrollToSectionLinkProps {
  targetId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A same-page link that also moves focus into the target section, so keyboard and screen-reader
 * visitors land where the view lands. Without JavaScript it is a plain anchor.
 */
function ScrollToSectionLinkIsland({ targetId, className, children }: ScrollToSectionLinkProps) {
  function reveal(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    const field = target.querySelector<HTMLElement>('input, button') ?? target;
    field.focus({ preventScroll: true });
  }

  return (
    <a href={`#${targetId}`} onClick={reveal} className={className}>
      {children}
    </a>
  );
}

export const ScrollToSectionLink = island(ScrollToSectionLinkIsland, { file: 'scroll-to-section-link' });
