// A research brief as the loader reads it: its body cut into sections with its figures placed
// (`briefBody`), and a PDF of its own found and checked.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { IsoDate } from '@/lib/time/dates';
import type { OwnPdf, ResearchBrief } from '@/lib/briefs/research-brief';
import { briefBody } from '@/lib/briefs/brief-body';
import { briefKind, figureOf, type BriefFields } from '@/lib/briefs/brief-kind';
import { briefPdfPath } from '@/lib/briefs/brief-routes';
import { maxSourceBytes } from '@/lib/images/image-sets';
import { imageLabel, postPlace, fieldProblemLine, type FieldProblem } from '@/content-loader/field-problems';

/** What the editor uploads. */
export const maxPdfBytes = maxSourceBytes;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function findOwnPdf(root: string, dir: string, src: string): { pdf?: OwnPdf; problem?: string } {
  const path = join(dir, src);
  const label = `"${src}"`;
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src) || src.startsWith('/'))
    return {
      problem: `${label} is not a file beside the brief: upload it in the editor, or write it as ./report.pdf`,
    };
  if (relative(root, path).startsWith('..') || !existsSync(path) || !statSync(path).isFile())
    return {
      problem: `${label} is not a file beside the brief (write it as ./report.pdf, the file in the brief's folder)`,
    };
  const { size } = statSync(path);
  if (size > maxPdfBytes)
    return {
      problem: `${label} is ${megabytes(size)}, over the ${megabytes(maxPdfBytes)} a PDF may be: export it smaller`,
    };
  return { pdf: { source: relative(root, path).split(sep).join('/'), bytes: size, pages: 0 } };
}

/** As a visitor's reader will: a PDF, not encrypted, its pages counted and its title read. */
export async function readOwnPdfs(
  root: string,
  briefs: readonly { brief: Pick<ResearchBrief, 'ownPdf' | 'title'>; file: string }[],
): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const { brief, file } of briefs) {
    const pdf = brief.ownPdf;
    if (!pdf) continue;
    // Named as the brief names it: beside the brief.
    const place = postPlace(briefKind, file, brief.title);
    const src = `./${posix.relative(posix.dirname(file), pdf.source)}`;
    const problem = (message: string) =>
      problems.push(fieldProblemLine(place, { path: ['pdfFile'], message }));
    const label = `"${src}"`;
    const bytes = readFileSync(join(root, pdf.source));
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      problem(`${label} is not a PDF: it does not start as one, whatever its name says`);
      continue;
    }
    let document: PDFDocument;
    try {
      document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    } catch (error) {
      problem(`${label} cannot be read as a PDF: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    if (document.isEncrypted) {
      problem(`${label} is encrypted: save it again without a password or restrictions`);
      continue;
    }
    pdf.pages = document.getPageCount();
    if (!document.getTitle()?.trim())
      warnings.push(
        `${imageLabel(place, ['pdfFile'], src)} has no title in its metadata: screen readers and search engines show its file name instead (set one in the app that made it)`,
      );
  }
  return { problems, warnings };
}

export interface BriefSource {
  fields: BriefFields;
  slug: string;
  markdown: string;
  dir: string;
}

/** A drawn brief needs a section and a figure; one with a PDF of its own needs neither. */
export function readBrief(
  root: string,
  { fields, slug, markdown, dir }: BriefSource,
): { brief?: Omit<ResearchBrief, 'status'>; problems: FieldProblem[] } {
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
  const problems: FieldProblem[] = body.problems.map((message) => ({ path: ['body'], message }));
  let own: OwnPdf | undefined;
  if (pdfFile) {
    const found = findOwnPdf(root, dir, pdfFile);
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
    brief: {
      id: slug,
      title,
      pdfFile: briefPdfPath(slug),
      summary,
      tags,
      publishedDate: publishedDate as ResearchBrief['publishedDate'],
      ...(updated ? { updated: updated as IsoDate } : {}),
      ...(contributors?.length ? { contributors } : {}),
      intro: body.intro,
      sections: body.sections,
      ...(own ? { ownPdf: own } : {}),
      ...(readNext?.length ? { readNext } : {}),
    },
    problems,
  };
}
