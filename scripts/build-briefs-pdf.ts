// Builds one PDF per research brief from content/briefs.ts, so every download link on /research
// works and each PDF changes when its content does. Run through scripts/build-briefs.mjs (`npm run briefs`).
// Imports are relative because this runs in plain Node, outside Next's `@/` alias.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ResearchBrief } from '../content/types';
import { formatDisplayDate, parseIsoDate } from '../lib/dates';
import { siteConfig } from '../lib/site-config';
import { toWinAnsi, wrapText } from './build-briefs-text';

// US Letter with one-inch margins; the site's plum, ink and muted colours.
const sheet = { width: 612, height: 792, margin: 72 };
const textWidth = sheet.width - 2 * sheet.margin;
const bottom = sheet.margin;
const colours = {
  plum: rgb(0x64 / 255, 0x24 / 255, 0x5a / 255),
  ink: rgb(0x22 / 255, 0x1a / 255, 0x2b / 255),
  muted: rgb(0x5b / 255, 0x51 / 255, 0x66 / 255),
  coral: rgb(0xa6 / 255, 0x3d / 255, 0x24 / 255),
  line: rgb(0xe4 / 255, 0xd9 / 255, 0xcc / 255),
  white: rgb(1, 1, 1),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  leading: number;
  colour: ReturnType<typeof rgb>;
}

/** Lays text out top to bottom, starting a new page whenever the next line would not fit. */
class PageFlow {
  readonly pages: PDFPage[] = [];
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly onNewPage: (page: PDFPage) => number,
  ) {}

  get page(): PDFPage {
    return this.pages[this.pages.length - 1];
  }

  newPage() {
    const page = this.doc.addPage([sheet.width, sheet.height]);
    this.pages.push(page);
    this.y = this.onNewPage(page);
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  keep(height: number) {
    if (this.y - height < bottom) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  write(text: string, style: TextStyle, width = textWidth) {
    const lines = wrapText(text, width, (line) => style.font.widthOfTextAtSize(line, style.size));
    for (const line of lines) {
      this.keep(style.leading);
      this.y -= style.leading;
      this.page.drawText(line, {
        x: sheet.margin,
        y: this.y + (style.leading - style.size) / 2,
        font: style.font,
        size: style.size,
        color: style.colour,
      });
    }
  }

  rule() {
    this.keep(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: sheet.margin, y: this.y },
      end: { x: sheet.width - sheet.margin, y: this.y },
      thickness: 1,
      color: colours.line,
    });
    this.y -= 6;
  }
}

function styles(fonts: Fonts) {
  return {
    title: { font: fonts.bold, size: 26, leading: 32, colour: colours.plum },
    meta: { font: fonts.regular, size: 11, leading: 16, colour: colours.muted },
    label: { font: fonts.bold, size: 13, leading: 20, colour: colours.ink },
    lead: { font: fonts.regular, size: 12.5, leading: 19, colour: colours.ink },
    heading: { font: fonts.bold, size: 15, leading: 22, colour: colours.plum },
    body: { font: fonts.regular, size: 11, leading: 16.5, colour: colours.ink },
    contents: { font: fonts.regular, size: 11.5, leading: 18, colour: colours.ink },
    note: { font: fonts.italic, size: 9.5, leading: 14, colour: colours.muted },
  } satisfies Record<string, TextStyle>;
}

const siteHost = new URL(siteConfig.url).host;
const author = `${siteConfig.name}, Founding Partner, Northlight Ventures`;

/** The whole brief as PDF bytes: a cover with title, date, summary and contents, then the sections. */
export async function renderBriefPdf(brief: ResearchBrief): Promise<Uint8Array> {
  const text = (value: string, where: string) => toWinAnsi(value, `${brief.id}, ${where}`);
  const title = text(brief.title, 'title');

  // No automatic "now" timestamps: the same content always gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const published = parseIsoDate(brief.publishedDate);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(siteConfig.name);
  doc.setSubject(text(brief.summary, 'summary'));
  doc.setKeywords(brief.tags.map((tag) => text(tag, 'tags')));
  doc.setLanguage('en-CA');
  doc.setCreator(siteHost);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(published);
  doc.setModificationDate(published);

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const style = styles(fonts);

  const flow = new PageFlow(doc, (page) => {
    if (flow.pages.length === 1) return drawCoverBand(page, fonts);
    drawRunningHead(page, fonts, title);
    return sheet.height - sheet.margin;
  });

  flow.newPage();
  flow.write(title, style.title);
  flow.gap(10);
  flow.write(`Published ${formatDisplayDate(brief.publishedDate)}`, style.meta);
  flow.write(text(author, 'author'), style.meta);
  flow.write(`Tags: ${brief.tags.map((tag) => text(tag, 'tags')).join(', ')}`, style.meta);
  flow.gap(8);
  flow.rule();
  flow.gap(10);
  flow.write('Summary', style.label);
  flow.gap(4);
  flow.write(text(brief.summary, 'summary'), style.lead);
  flow.gap(22);
  flow.write('In this brief', style.label);
  flow.gap(4);
  brief.sections.forEach((section, index) => {
    flow.write(`${index + 1}.  ${text(section.heading, `section ${index + 1}`)}`, style.contents);
  });

  brief.sections.forEach((section, index) => {
    const where = `section ${index + 1}`;
    if (index === 0) flow.newPage();
    else flow.gap(18);
    // Keep a heading with the first lines of its text.
    flow.keep(style.heading.leading * 2 + style.body.leading * 3);
    flow.write(`${index + 1}. ${text(section.heading, where)}`, style.heading);
    flow.gap(6);
    section.paragraphs.forEach((paragraph, p) => {
      if (p > 0) flow.gap(8);
      flow.write(text(paragraph, `${where}, paragraph ${p + 1}`), style.body);
    });
  });

  flow.gap(28);
  flow.keep(style.note.leading * 4 + 12);
  flow.rule();
  flow.write(
    'This brief reflects my views and those of the Northlight Ventures team on the date of publication. ' +
      'It is for information only and is not investment, legal or medical advice.',
    style.note,
  );
  flow.write(`More research briefs: ${siteHost}/research/`, style.note);

  flow.pages.forEach((page, index) => drawFooter(page, fonts, index + 1, flow.pages.length));
  return doc.save();
}

function drawCoverBand(page: PDFPage, fonts: Fonts): number {
  const bandHeight = 64;
  page.drawRectangle({
    x: 0,
    y: sheet.height - bandHeight,
    width: sheet.width,
    height: bandHeight,
    color: colours.plum,
  });
  page.drawText('NORTHLIGHT VENTURES  |  RESEARCH BRIEF', {
    x: sheet.margin,
    y: sheet.height - bandHeight / 2 - 4,
    font: fonts.bold,
    size: 11,
    color: colours.white,
  });
  return sheet.height - bandHeight - 56;
}

function drawRunningHead(page: PDFPage, fonts: Fonts, title: string) {
  const size = 9;
  const [firstLine] = wrapText(title, textWidth - 120, (line) => fonts.regular.widthOfTextAtSize(line, size));
  const shown = firstLine === title ? title : `${firstLine}…`;
  const y = sheet.height - sheet.margin / 2;
  page.drawText(shown, { x: sheet.margin, y, font: fonts.regular, size, color: colours.muted });
  const brand = 'Northlight Ventures';
  page.drawText(brand, {
    x: sheet.width - sheet.margin - fonts.bold.widthOfTextAtSize(brand, size),
    y,
    font: fonts.bold,
    size,
    color: colours.coral,
  });
}

function drawFooter(page: PDFPage, fonts: Fonts, number: number, total: number) {
  const size = 9;
  const y = sheet.margin / 2;
  page.drawText(`${siteConfig.name}  |  ${siteHost}`, {
    x: sheet.margin,
    y,
    font: fonts.regular,
    size,
    color: colours.muted,
  });
  const label = `Page ${number} of ${total}`;
  page.drawText(label, {
    x: sheet.width - sheet.margin - fonts.regular.widthOfTextAtSize(label, size),
    y,
    font: fonts.regular,
    size,
    color: colours.muted,
  });
}

/** Where a brief's `pdfFile` (a public path such as `/briefs/x.pdf`) lives under `publicDir`. */
export function briefPdfPath(publicDir: string, brief: ResearchBrief): string {
  if (!/^\/briefs\/[a-z0-9-]+\.pdf$/.test(brief.pdfFile)) {
    throw new Error(`${brief.id}: pdfFile must look like /briefs/some-name.pdf, not ${brief.pdfFile}`);
  }
  return join(publicDir, brief.pdfFile);
}

/** Replaces `publicDir/briefs/` with a fresh PDF for every brief; returns the files written. */
export async function writeBriefPdfs(briefs: readonly ResearchBrief[], publicDir: string): Promise<string[]> {
  const targets = briefs.map((brief) => briefPdfPath(publicDir, brief));
  if (new Set(targets).size !== targets.length) throw new Error('Two briefs share one pdfFile');
  await rm(join(publicDir, 'briefs'), { recursive: true, force: true });
  const written: string[] = [];
  for (const [index, brief] of briefs.entries()) {
    const target = targets[index];
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await renderBriefPdf(brief));
    written.push(target);
  }
  return written;
}
