// A PDF's text as pdf.js reads it, as a screen reader or a search engine would: for the tests of the
// brief PDFs (__tests__/scripts/brief-pdf-text.test.ts) and of a site built for another investor.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf.js reads of a PDF (readPdf). */
export interface ReadPdf {
  text: string;
  outline: string[];
  markInfo: { Marked?: boolean } | null;
  info: Record<string, unknown>;
}

/** All the text of a PDF, and its outline and mark info, as pdf.js reads them. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const result = {
    text: pages.join(' '),
    outline: (await pdf.getOutline())?.map((item) => item.title) ?? [],
    markInfo: await pdf.getMarkInfo(),
    info: (await pdf.getMetadata()).info as Record<string, unknown>,
  };
  await pdf.destroy();
  return result;
}

/** A line of a page as pdf.js reads it: its text runs joined, and its height from the page's foot. */
export interface PdfLine {
  y: number;
  text: string;
}

/** A PDF's lines page by page, top to bottom, and where each bookmark leads (a page, from 0). */
export async function readPdfLayout(
  bytes: Uint8Array,
): Promise<{ pages: PdfLine[][]; outline: { title: string; page: number }[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: PdfLine[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const lines = new Map<number, string>();
    for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      lines.set(y, `${lines.get(y) ?? ''}${item.str}`);
    }
    pages.push([...lines].map(([y, text]) => ({ y, text })).sort((a, b) => b.y - a.y));
  }
  const outline = await Promise.all(
    ((await pdf.getOutline()) ?? []).map(async ({ title, dest }) => {
      const target = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
      return { title, page: target ? await pdf.getPageIndex(target[0]) : -1 };
    }),
  );
  await pdf.destroy();
  return { pages, outline };
}
