// A PDF of her own beside a post (a research brief's), found and sized while the post is read
// (`PostFiles`), then read as a visitor's reader will once the rest is good.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { AnyPostKind, OwnPdf } from '@/lib/posts/post-kind';
import { maxSourceBytes } from '@/lib/images/image-sets';
import { imageLabel, postPlace, fieldProblemLine } from '@/content-loader/field-problems';

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
  posts: readonly { post: { ownPdf: OwnPdf; title: string }; file: string; kind: AnyPostKind }[],
): Promise<{ problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const { post, file, kind } of posts) {
    const pdf = post.ownPdf;
    // Named as the post names it: beside the post.
    const place = postPlace(kind, file, post.title);
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
