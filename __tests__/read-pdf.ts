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
