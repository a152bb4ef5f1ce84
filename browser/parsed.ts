/**
 * Runs `then` once the whole page is parsed. The site's script files are added after the first paint
 * (addAfterFirstPaint), which a long page can show before its parser reaches the end.
 */
export function whenParsed(doc: Document, then: () => void) {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then);
  else then();
}
