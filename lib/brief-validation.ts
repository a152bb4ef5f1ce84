// Checks run before a brief is published, by the PDF build and by the brief pages, so a broken
// brief stops the build with its name rather than shipping a page or a PDF with a hole in it.
// Relative imports: the PDF tests load this file in plain Node, outside Next's `@/` alias.
import type { BriefFigure, ResearchBrief } from '../content/types';

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

/** Everything wrong with a brief, each problem as a phrase; empty when the brief can be published. */
export function briefProblems(brief: ResearchBrief): string[] {
  const problems: string[] = [];
  if (blank(brief.title)) problems.push('it has no title');
  if (blank(brief.summary)) problems.push('it has no summary');
  if (!/^\/briefs\/[a-z0-9-]+\.pdf$/.test(brief.pdfFile ?? '')) {
    problems.push(`its pdfFile must look like /briefs/some-name.pdf, not ${brief.pdfFile}`);
  }
  if (!brief.sections?.length) problems.push('it has no sections');
  const figures = (brief.sections ?? []).flatMap((section) => section.figures ?? []);
  if (figures.length === 0) problems.push('it has no figure');
  brief.sections?.forEach((section, index) => {
    const where = `section ${index + 1} ("${section.heading}")`;
    if (blank(section.heading)) problems.push(`section ${index + 1} has no heading`);
    if (!section.paragraphs?.length || section.paragraphs.some(blank))
      problems.push(`${where} has an empty paragraph or none`);
    if (section.points?.some(blank)) problems.push(`${where} has an empty point`);
  });
  const ids = figures.map((figure) => figure.id);
  if (new Set(ids).size !== ids.length) problems.push('two of its figures share an id');
  return [...problems, ...figures.flatMap(figureProblems)];
}

/** Throws one error naming the brief and listing what is wrong with it. */
export function assertValidBrief(brief: ResearchBrief): void {
  const problems = briefProblems(brief);
  if (problems.length > 0) {
    throw new Error(`Research brief "${brief.id}" cannot be published: ${problems.join('; ')}.`);
  }
}
