/** @jest-environment node */
// The PDFs are read back with pdf-lib, not with pdfkit that wrote them. Text extraction with pdf.js
// lives in __tests__/scripts/brief-pdf-text.test.ts (pdf.js is an ES module Jest cannot load).
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { briefs } from '@/lib/briefs/briefs';
import type { BriefFigure } from '@/lib/briefs/brief-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { GET, generateStaticParams } from '@/app/briefs/[file]/route';
import { briefPdfBytes } from '@/app/briefs/render-brief-pdf';
import { briefFigures } from '@/lib/briefs/brief-validation';

const [first] = briefs;
const rendered = new Map<string, Promise<Buffer>>();
const pdfOf = (brief: ResearchBrief) => {
  if (!rendered.has(brief.slug)) rendered.set(brief.slug, briefPdfBytes(brief));
  return rendered.get(brief.slug)!;
};

function lookupDict(doc: PDFDocument, value: PDFObject | undefined): PDFDict | undefined {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return resolved instanceof PDFDict ? resolved : undefined;
}

function asArray(doc: PDFDocument, value: PDFObject | undefined): PDFObject[] {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  if (resolved instanceof PDFArray) return resolved.asArray();
  return resolved ? [resolved] : [];
}

const text = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

/** Every structure element under the StructTreeRoot, depth first, as its type and its Alt text. */
function structureElements(doc: PDFDocument): { type: string; alt?: string }[] {
  const found: { type: string; alt?: string }[] = [];
  const visit = (value: PDFObject) => {
    const dict = lookupDict(doc, value);
    if (!dict) return;
    const type = dict.get(PDFName.of('S'));
    if (type instanceof PDFName)
      found.push({ type: type.decodeText(), alt: text(dict.get(PDFName.of('Alt'))) });
    asArray(doc, dict.get(PDFName.of('K'))).forEach(visit);
  };
  const root = lookupDict(doc, doc.catalog.get(PDFName.of('StructTreeRoot')));
  asArray(doc, root?.get(PDFName.of('K'))).forEach(visit);
  return found;
}

function outlineTitles(doc: PDFDocument): string[] {
  const titles: string[] = [];
  const outlines = lookupDict(doc, doc.catalog.get(PDFName.of('Outlines')));
  let item = lookupDict(doc, outlines?.get(PDFName.of('First')));
  while (item) {
    titles.push(text(item.get(PDFName.of('Title'))) ?? '');
    item = lookupDict(doc, item.get(PDFName.of('Next')));
  }
  return titles;
}

/** Each font the pages use, with whether its program is embedded in the file. */
function pageFonts(doc: PDFDocument): { name: string; embedded: boolean }[] {
  const fonts = new Map<string, boolean>();
  for (const page of doc.getPages()) {
    const resources = lookupDict(doc, page.node.get(PDFName.of('Resources')));
    const fontDict = lookupDict(doc, resources?.get(PDFName.of('Font')));
    for (const value of fontDict?.values() ?? []) {
      const font = lookupDict(doc, value)!;
      const [descendant] = asArray(doc, font.get(PDFName.of('DescendantFonts')));
      const descriptor = lookupDict(
        doc,
        lookupDict(doc, descendant ?? font)?.get(PDFName.of('FontDescriptor')),
      );
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(PDFName.of(key)));
      fonts.set(String(font.get(PDFName.of('BaseFont'))), embedded);
    }
  }
  return [...fonts].map(([name, embedded]) => ({ name, embedded }));
}

const figuresOf = (brief: ResearchBrief): BriefFigure[] => briefFigures(brief);
/** The paragraphs and lists of a brief's sections. */
const blocksOf = (brief: ResearchBrief) =>
  brief.sections.flatMap((section) => section.parts.flatMap((part) => ('prose' in part ? part.prose : [])));

describe.each(briefs.map((brief) => [brief.slug, brief] as const))('the PDF of %s', (_id, brief) => {
  let doc: PDFDocument;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await pdfOf(brief);
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  });

  it('is a PDF under 300 KB with the brief’s title, shown as the window title', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(doc.getTitle()).toBe(brief.title);
    const preferences = lookupDict(doc, doc.catalog.get(PDFName.of('ViewerPreferences')));
    expect(preferences?.get(PDFName.of('DisplayDocTitle'))).toBe(PDFBool.True);
  });

  it('is tagged, in Canadian English', () => {
    const markInfo = lookupDict(doc, doc.catalog.get(PDFName.of('MarkInfo')));
    expect(markInfo?.get(PDFName.of('Marked'))).toBe(PDFBool.True);
    expect(doc.catalog.has(PDFName.of('StructTreeRoot'))).toBe(true);
    expect(text(doc.catalog.get(PDFName.of('Lang')))).toBe('en-CA');
  });

  it('has one bookmark per section, in order', () => {
    expect(outlineTitles(doc)).toEqual(brief.sections.map((section) => section.heading));
  });

  it('tags the title, every section heading, paragraph, list and figure', () => {
    const elements = structureElements(doc);
    const count = (type: string) => elements.filter((element) => element.type === type).length;
    expect(count('H1')).toBe(1);
    // Summary and contents, then one per section.
    expect(count('H2')).toBe(brief.sections.length + 2);
    expect(count('Sect')).toBe(brief.sections.length);
    const blocks = blocksOf(brief);
    expect(count('P')).toBeGreaterThan(blocks.filter((block) => 'p' in block).length);
    const lists = blocks.flatMap((block) => ('ul' in block ? [block.ul] : 'ol' in block ? [block.ol] : []));
    // The contents, then each list of the body.
    expect(count('L')).toBe(1 + lists.length);
    expect(count('LI')).toBe(brief.sections.length + lists.flat().length);

    const figures = figuresOf(brief);
    const charts = figures.filter((figure) => figure.kind !== 'table');
    expect(elements.filter((element) => element.type === 'Figure').map((element) => element.alt)).toEqual(
      charts.map((figure) => figure.alt),
    );
    expect(count('Caption')).toBe(figures.length);
    expect(count('Table')).toBe(figures.length);
    expect(count('TH')).toBeGreaterThanOrEqual(2 * figures.length);
  });

  it('embeds every font it uses', () => {
    const fonts = pageFonts(doc);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toEqual({ name: expect.stringMatching(/^\/[A-Z]{6}\+Geist/), embedded: true });
    }
  });
});

describe('briefPdfBytes', () => {
  it('gives the same bytes for the same content, and new bytes when the content changes', async () => {
    const once = await pdfOf(first);
    // A copy of the brief is drawn anew: the build draws each brief object only once.
    const again = await briefPdfBytes({ ...first });
    expect(once.equals(again)).toBe(true);
    const edited = await briefPdfBytes({ ...first, summary: `${first.summary} Updated.` });
    expect(once.equals(edited)).toBe(false);
    expect(briefPdfBytes(first)).toBe(briefPdfBytes(first));
  });

  it('dates the document by the brief, not by the clock', async () => {
    const doc = await PDFDocument.load(await pdfOf(first), { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe(`${first.publishedDate}T00:00:00.000Z`);
    expect(doc.getModificationDate()?.toISOString()).toBe(`${first.publishedDate}T00:00:00.000Z`);
  });

  it('sets any Unicode the font has, so text no longer has to be Windows-1252', async () => {
    const brief: ResearchBrief = {
      ...first,
      slug: 'unicode',
      pdfFile: '/briefs/unicode.pdf',
      summary: 'Risk ≈ 2 ✓ → ≥ 3; Michałowska.',
    };
    await expect(briefPdfBytes(brief)).resolves.toBeInstanceOf(Buffer);
  });
});

describe('an invalid brief', () => {
  const section = first.sections[0];
  const figure = figuresOf(first)[0];
  const text = { prose: [{ p: ['Text.'] }] };
  const withoutFigures = first.sections.map((s) => ({
    ...s,
    parts: s.parts.filter((part) => 'prose' in part),
  }));
  const withFigure = (changed: BriefFigure) => ({ ...section, parts: [text, { figure: changed }] });

  it.each<[string, ResearchBrief, string]>([
    ['no figure at all', { ...first, slug: 'no-figures', sections: withoutFigures }, 'it has no figure'],
    [
      'an empty section',
      { ...first, slug: 'empty-section', sections: [...first.sections, { heading: 'Coda', parts: [] }] },
      `section ${first.sections.length + 1} ("Coda") is empty`,
    ],
    [
      'a figure with no text alternative',
      { ...first, slug: 'no-alt', sections: [withFigure({ ...figure, alt: ' ' })] },
      `figure "${figure.id}" has no text alternative`,
    ],
    [
      'a figure with no data',
      {
        ...first,
        slug: 'no-data',
        sections: [withFigure({ ...figure, kind: 'bar-chart', bars: [] } as BriefFigure)],
      },
      `figure "${figure.id}" has no data`,
    ],
  ])('with %s fails with the brief’s slug and the problem', async (_case, brief, problem) => {
    await expect(briefPdfBytes(brief)).rejects.toThrow(`Research brief "${brief.slug}" cannot be published`);
    await expect(briefPdfBytes(brief)).rejects.toThrow(problem);
  });
});

describe('the /briefs/ route', () => {
  const get = (file: string) =>
    GET(new Request(`http://localhost/briefs/${file}`), { params: Promise.resolve({ file }) });

  it('exports one file per brief, at the pdfFile path its cards and page link to', () => {
    const files = generateStaticParams().map(({ file }) => `/briefs/${file}`);
    expect(files).toEqual(briefs.map((brief) => brief.pdfFile));
    expect(new Set(files).size).toBe(files.length);
  });

  it('answers with the same bytes the brief renders to, as a PDF', async () => {
    const response = await get(first.pdfFile.replace('/briefs/', ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(await pdfOf(first))).toBe(true);
  });

  it('answers 404 for a name no brief has', async () => {
    expect((await get('withdrawn.pdf')).status).toBe(404);
  });

  it('refuses a brief whose pdfFile is not its own address under /briefs/', async () => {
    for (const pdfFile of ['/../secrets.pdf', '/briefs/a.txt', '/briefs/another-brief.pdf']) {
      await expect(briefPdfBytes({ ...first, pdfFile })).rejects.toThrow(pdfFile);
    }
  });
});
