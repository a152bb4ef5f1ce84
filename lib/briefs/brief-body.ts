// A research brief's body: each `##` heading starts a section, prose the page and the PDF can both set, and
// a figure placed where a line says `Figure: <id>`. The editor's preview reads it too, so both set the same.
import type { Heading, Nodes, Paragraph, RootContent } from 'mdast';
import { briefPdfPath, figureOf, type BriefFields, type BriefFigure } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import type { OwnPdf, PostKind, PostProblem } from '@/lib/posts/post-kind';
import type { ProseBlock } from '@/lib/text/prose';
import { blocksOf, nodeProblems, parseProse } from '@/lib/text/prose';

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

/**
 * A brief's reader (the registry gives it to the loader): a drawn brief needs a section and a figure, one
 * with a PDF of its own neither.
 */
export const readBrief: NonNullable<PostKind<BriefFields, 'research', ResearchBrief>['readBody']> = (
  { fields, slug, markdown, dir },
  files,
) => {
  const {
    title,
    summary,
    tags,
    publishedDate,
    updated,
    contributors,
    pdfFile,
    figures = [],
    readNext,
  } = fields;
  const body = briefBody(markdown, figures.map(figureOf));
  const problems: Omit<PostProblem, 'file'>[] = body.problems.map((message) => ({
    path: ['body'],
    message,
  }));
  let own: OwnPdf | undefined;
  if (pdfFile) {
    const found = files.pdf(dir, pdfFile);
    if (found.problem) problems.push({ path: ['pdfFile'], message: found.problem });
    own = found.pdf;
  } else {
    if (!body.sections.length)
      problems.push({
        path: ['body'],
        message: 'has no section: start one with a ## heading, or upload a PDF of your own',
      });
    if (!figures.length)
      problems.push({
        path: ['figures'],
        message: 'needs at least one figure: a drawn brief shows its evidence, or upload a PDF of your own',
      });
  }
  if (problems.length) return { problems };
  return {
    post: {
      slug,
      title,
      pdfFile: briefPdfPath(slug),
      summary,
      tags,
      publishedDate: publishedDate as ResearchBrief['publishedDate'],
      ...(updated ? { updated: updated as ResearchBrief['publishedDate'] } : {}),
      ...(contributors?.length ? { contributors } : {}),
      intro: body.intro,
      sections: body.sections,
      ...(own ? { ownPdf: own } : {}),
      ...(readNext?.length ? { readNext } : {}),
    },
    problems,
  };
};
