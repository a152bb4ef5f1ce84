/**
 * `node` with its classes and text. The site's scripts make each element by a createElement call of
 * its own tag, where the export stage reads which elements a page can show (export/islands.ts).
 */
export function styled<E extends HTMLElement>(node: E, className: string, text = '') {
  node.className = className;
  node.textContent = text;
  return node;
}
