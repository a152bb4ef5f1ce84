// Checks a brief again where it is drawn, so one made other than by the loader stops the build rather than
// shipping a page or PDF with a hole in it. Type imports only: the PDF tests load this in plain Node.
import type { BriefFigure } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';

const blank = (text: string | undefined) => !text || text.trim() === '';

function figureProblems(figure: BriefFigure): string[] {
  const where = `figure "${figure.id || figure.title}"`;
  const problems: string[] = [];
  if (blank(figure.title)) problems.push(`${where} has no title`);
  if (blank(figure.caption)) problems.push(`${where} has no caption`);
  if (blank(figure.source)) problems.push(`${where} has no source line`);
  if (blank(figure.alt)) problems.push(`${where} has no text alternative`);
  const data =
    figure.kind === 'bar-chart' ? figure.bars : figure.kind === 'timeline' ? figure.events : figure.rows;
  if (!data || data.length === 0) problems.push(`${where} has no data`);
  if (figure.kind === 'bar-chart' && figure.bars?.some((bar) => !Number.isFinite(bar.value) || bar.value < 0))
    problems.push(`${where} has a value that is not a number of zero or more`);
  if (figure.kind === 'table' && figure.rows?.some((row) => row.length !== figure.columns.length))
    problems.push(`${where} has a row whose cells do not match its ${figure.columns.length} columns`);
  return problems;
}

export function briefFigures(brief: Pick<ResearchBrief, 'sections'>): BriefFigure[] {
  return brief.sections.flatMap((section) =>
    section.parts.flatMap((part) => ('figure' in part ? [part.figure] : [])),
  );
}

/** Everything wrong with a brief, each problem as a phrase; empty when the brief can be published. */
export function briefProblems(brief: ResearchBrief): string[] {
  const problems: string[] = [];
  if (blank(brief.title)) problems.push('it has no title');
  if (blank(brief.summary)) problems.push('it has no summary');
  if (brief.pdfFile !== `/briefs/${brief.slug}.pdf`) {
    problems.push(`its pdfFile must be /briefs/${brief.slug}.pdf, its own address, not ${brief.pdfFile}`);
  }
  const figures = briefFigures(brief);
  // A brief with a PDF of its own is published as that file: it needs no section and no figure.
  if (!brief.ownPdf) {
    if (!brief.sections?.length) problems.push('it has no sections');
    if (figures.length === 0) problems.push('it has no figure');
  }
  brief.sections?.forEach((section, index) => {
    if (blank(section.heading)) problems.push(`section ${index + 1} has no heading`);
    if (!section.parts.length) problems.push(`section ${index + 1} ("${section.heading}") is empty`);
  });
  const ids = figures.map((figure) => figure.id);
  if (new Set(ids).size !== ids.length) problems.push('two of its figures share an id');
  return [...problems, ...figures.flatMap(figureProblems)];
}

/** Throws one error naming the brief and listing what is wrong with it. */
export function assertValidBrief(brief: ResearchBrief): void {
  const problems = briefProblems(brief);
  if (problems.length > 0) {
    throw new Error(`Research brief "${brief.slug}" cannot be published: ${problems.join('; ')}.`);
  }
}
