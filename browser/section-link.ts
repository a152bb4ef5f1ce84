import { sectionLinkAttribute } from '@/lib/page/section-link-attribute';

// After-paint script: a section link also moves focus to the section's first field, so keyboard and
// screen-reader visitors land where the view lands.
export function followSectionLinks(doc: Document) {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !link.hasAttribute(sectionLinkAttribute)) return;
    const target = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    const field = target.querySelector<HTMLElement>('input, button') ?? target;
    field.focus({ preventScroll: true });
  });
}
