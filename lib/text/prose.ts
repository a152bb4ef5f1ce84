// A small Markdown for the site files' fields that need a link or emphasis. It becomes `ProseBlock`s, data
// the page renders as elements, never as HTML text: nothing she saves can add HTML, a script or an image.
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import { escapeHtml } from '@/lib/text/escape-html';

export type ProseInline =
  | string
  | { em: ProseInline[] }
  | { strong: ProseInline[] }
  | { link: string; text: ProseInline[] }
  | { br: true };

export type ProseBlock = { p: ProseInline[] } | { ul: ProseInline[][] } | { ol: ProseInline[][] };

const refused: Record<string, string> = {
  html: 'HTML',
  image: 'an image',
  imageReference: 'an image',
  heading: 'a heading',
  code: 'a code block',
  inlineCode: 'code',
  blockquote: 'a quotation block',
  thematicBreak: 'a dividing line',
  linkReference: 'a link written [text][name]',
  definition: 'a link definition',
  table: 'a table',
};
const allowed = new Set([
  'root',
  'paragraph',
  'text',
  'emphasis',
  'strong',
  'link',
  'list',
  'listItem',
  'break',
]);

/** A page of the site (`/about`), or an https, http or mailto address. */
export function isProseHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || /^(https?:\/\/[^\s/]+|mailto:[^\s@]+@[^\s@]+)/i.test(href);
}

const parser = unified().use(remarkParse).use(remarkSmartypants);

export function parseProse(markdown: string): Root {
  return parser.runSync(parser.parse(markdown)) as Root;
}

/** Each as the end of a problem line; empty when they are fine. */
export function nodeProblems(nodes: readonly Nodes[]): string[] {
  const problems = new Set<string>();
  const visit = (node: Nodes) => {
    if (!allowed.has(node.type))
      problems.add(
        `has ${refused[node.type] ?? node.type}, which it may not: write text with *emphasis*, **strong** and [links](https://…)`,
      );
    if (node.type === 'link' && !isProseHref(node.url))
      problems.add(
        `links to "${node.url}": a link must start with https://, http://, mailto: or / (a page of this site)`,
      );
    if ('children' in node) node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return [...problems];
}

export function proseProblems(markdown: string): string[] {
  return nodeProblems([parseProse(markdown)]);
}

function inline(nodes: readonly PhrasingContent[]): ProseInline[] {
  const runs = nodes.flatMap((node): ProseInline[] => {
    if (node.type === 'text') return [node.value];
    if (node.type === 'break') return [{ br: true }];
    if (node.type === 'emphasis') return [{ em: inline(node.children) }];
    if (node.type === 'strong') return [{ strong: inline(node.children) }];
    // A link the loader would refuse keeps its words only.
    if (node.type === 'link')
      return isProseHref(node.url)
        ? [{ link: node.url, text: inline(node.children) }]
        : inline(node.children);
    return [];
  });
  // Words side by side are one run: the page then writes them as one piece of text.
  return runs.reduce<ProseInline[]>((merged, run) => {
    const last = merged.at(-1);
    if (typeof run === 'string' && typeof last === 'string') merged[merged.length - 1] = last + run;
    else merged.push(run);
    return merged;
  }, []);
}

/** Anything `proseProblems` refuses is left out. */
export function proseBlocks(markdown: string): ProseBlock[] {
  return blocksOf(parseProse(markdown).children);
}

export function blocksOf(nodes: readonly RootContent[]): ProseBlock[] {
  return nodes.flatMap((block): ProseBlock[] => {
    if (block.type === 'paragraph') return [{ p: inline(block.children) }];
    if (block.type !== 'list') return [];
    const items = block.children.map((item) =>
      item.children.flatMap((child) => (child.type === 'paragraph' ? inline(child.children) : [])),
    );
    return [block.ordered ? { ol: items } : { ul: items }];
  });
}

/** For a backup note's body, which SPEC has as HTML. */
export function proseHtml(blocks: readonly ProseBlock[]): string {
  const words = (runs: readonly ProseInline[]): string =>
    runs
      .map((run) => {
        if (typeof run === 'string') return escapeHtml(run);
        if ('br' in run) return '<br>';
        if ('em' in run) return `<em>${words(run.em)}</em>`;
        if ('strong' in run) return `<strong>${words(run.strong)}</strong>`;
        return `<a href="${escapeHtml(run.link)}">${words(run.text)}</a>`;
      })
      .join('');
  return blocks
    .map((block) => {
      if ('p' in block) return `<p>${words(block.p)}</p>`;
      const [tag, items] = 'ul' in block ? ['ul', block.ul] : ['ol', block.ol];
      return `<${tag}>\n${items.map((item) => `<li>${words(item)}</li>`).join('\n')}\n</${tag}>`;
    })
    .join('\n');
}
