// Each element is made by a createElement call of its own tag: the export stage reads those to know which
// elements a page can show (export/islands.ts).
export function styled<E extends HTMLElement>(node: E, className: string, text = '') {
  node.className = className;
  node.textContent = text;
  return node;
}
