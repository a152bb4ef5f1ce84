// A research brief's body: each `##` heading starts a section, prose the page and the PDF can both set, and
// a figure placed where a line says `Figure: <id>`. The editor's preview reads it too, so both set the same.
import type { Heading, Nodes, Paragraph, RootContent } from 'mdast';
import type { BriefFigure } from '@/lib/briefs/brief-kind';
import type { ProseBlock } from '@/lib/text/prose';
import { blocksOf, nodeProblems, parseProse, withoutMarkdown } from '@/lib/text/prose';

export interface BriefSection {
  heading: string;
  parts: readonly BriefPart[];
}

export type BriefPart = { prose: readonly ProseBlock[] } | { figure: BriefFigure };

/** Alone in its paragraph. */
const figureLine = /^Figure:\s*(\S+)\s*$/;

const plainText = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? node.children.map(plainText).join('')
      : '';

function placedFigure(node: RootContent): string | undefined {
  if (node.type !== 'paragraph') return undefined;
  return figureLine.exec(plainText(node as Paragraph))?.[1];
}

// Whether each `Figure:` line names one of the brief's figures is the build's to say: the editor checks a
// field on its own.
export const briefBodyRule = {
  pattern: withoutMarkdown(
    ['link', 'image', 'quotation', 'code', 'html', 'line', 'reference', 'table'],
    ['(?:^|\\n)[ \\t]{0,3}(?:#|#{3,6})(?:[ \\t]|\\n|$)'],
  ),
  message:
    'Start each section with a second-level heading and write the rest as text, with emphasis, lists and links to https://, http://, mailto: or a page of this site: no image, smaller heading, code, quotation, table or HTML.',
};

export interface BriefBody {
  intro: ProseBlock[];
  sections: BriefSection[];
  /** Each as the end of a problem line about the body. */
  problems: string[];
}

export function briefBody(markdown: string, figures: readonly BriefFigure[]): BriefBody {
  const problems: string[] = [];
  const byId = new Map(figures.map((figure) => [figure.id, figure]));
  const placed = new Set<string>();
  const intro: RootContent[] = [];
  const sections: { heading: string; parts: (RootContent[] | BriefFigure)[] }[] = [];
  for (const node of parseProse(markdown).children) {
    const section = sections.at(-1);
    if (node.type === 'heading') {
      if ((node as Heading).depth === 2) sections.push({ heading: plainText(node).trim(), parts: [] });
      else
        problems.push(
          `has a heading of level ${(node as Heading).depth}, "${plainText(node)}": start each section with ## and write the rest as text`,
        );
      continue;
    }
    const id = placedFigure(node);
    if (id !== undefined) {
      const figure = byId.get(id);
      if (!figure)
        problems.push(
          `places figure "${id}", which the brief does not have${figures.length ? `: its figures are ${figures.map((f) => f.id).join(', ')}` : ''}`,
        );
      else if (placed.has(id)) problems.push(`places figure "${id}" twice`);
      else if (!section) problems.push(`places figure "${id}" before the first ## section`);
      else section.parts.push(figure);
      placed.add(id);
      continue;
    }
    problems.push(...nodeProblems([node]));
    if (!section) {
      intro.push(node);
      continue;
    }
    // Text runs on until a figure: a figure between two paragraphs splits the section's text there.
    const last = section.parts.at(-1);
    if (Array.isArray(last)) last.push(node);
    else section.parts.push([node]);
  }
  for (const figure of figures)
    if (!placed.has(figure.id))
      problems.push(
        `places figure "${figure.id}" nowhere: write "Figure: ${figure.id}" on a line of its own where it goes`,
      );
  const headings = sections.map((section) => section.heading);
  headings.forEach((heading, index) => {
    if (!heading) problems.push(`has a section ${index + 1} with no heading: write it after the ##`);
    else if (headings.indexOf(heading) !== index) problems.push(`has two sections headed "${heading}"`);
  });
  return {
    intro: blocksOf(intro),
    sections: sections.map(({ heading, parts }) => ({
      heading,
      parts: parts.map((part): BriefPart =>
        Array.isArray(part) ? { prose: blocksOf(part) } : { figure: part },
      ),
    })),
    problems: [...new Set(problems)],
  };
}
