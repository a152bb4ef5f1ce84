import { parseDocument } from 'htmlparser2';

type Nodes = ReturnType<typeof parseDocument>['children'];

// Elements that start a new line when shown: their edges separate words, an inline element's do not.
const blocks = new Set(
  'address article blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const unseen = new Set(['head', 'script', 'style', 'template', 'title']);

/**
 * The words a reader sees in `html`, in order: the text outside `<head>` and outside elements an
 * email hides (`display:none`, or marked to stay out of the text version, as React Email's preheader
 * is), with element edges read the way a browser lays them out.
 */
export function visibleWords(html: string): string[] {
  const parts: string[] = [];
  const walk = (nodes: Nodes) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.data);
      if (!('name' in node) || !('children' in node)) continue;
      const style = node.attribs.style ?? '';
      if (
        unseen.has(node.name) ||
        node.attribs['data-skip-in-text'] === 'true' ||
        /display:\s*none/.test(style)
      )
        continue;
      const block = blocks.has(node.name);
      if (block) parts.push(' ');
      walk(node.children as Nodes);
      if (block) parts.push(' ');
    }
  };
  walk(parseDocument(html).children);
  return parts.join('').split(/\s+/).filter(Boolean);
}

/** Every address the HTML links to or loads from: each `href` and `src`. */
export function addresses(html: string): { tag: string; attribute: string; value: string }[] {
  const found: { tag: string; attribute: string; value: string }[] = [];
  const walk = (nodes: Nodes) => {
    for (const node of nodes) {
      if (!('name' in node) || !('children' in node)) continue;
      for (const attribute of ['href', 'src'])
        if (node.attribs[attribute] !== undefined)
          found.push({ tag: node.name, attribute, value: node.attribs[attribute] });
      walk(node.children as Nodes);
    }
  };
  walk(parseDocument(html).children);
  return found;
}

/** The preheader: the hidden line an inbox shows after the subject (React Email's `<Preview>`). */
export function preheader(html: string): string | undefined {
  let found: string | undefined;
  const text = (nodes: Nodes): string =>
    nodes
      .map((node) =>
        node.type === 'text' ? node.data : 'children' in node ? text(node.children as Nodes) : '',
      )
      .join('');
  const walk = (nodes: Nodes) => {
    for (const node of nodes) {
      if (found !== undefined || !('name' in node) || !('children' in node)) continue;
      if (node.attribs['data-skip-in-text'] === 'true' && /display:\s*none/.test(node.attribs.style ?? ''))
        found = text(node.children as Nodes);
      else walk(node.children as Nodes);
    }
  };
  walk(parseDocument(html).children);
  // What follows the line is padding of blank and zero-width characters, so clients show no more.
  return found?.replace(/[\s\u200b-\u200f\u2028\u2029\ufeff\u034f\u00ad]+$/u, '');
}
