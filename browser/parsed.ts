// A long page can paint, and so add the site's scripts, before its parser reaches the end.
export function whenParsed(doc: Document, then: () => void) {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then);
  else then();
}
