// Lays out one research brief as a tagged PDF, from the same entry in `briefs` as its web page. Imports
// of values are relative so that the Node tests can load this file without Next's `@/` alias.
import PDFDocument from 'pdfkit';
import type { BarChartFigure, BriefFigure, TimelineFigure } from '@/lib/briefs/brief-kind';
import type { ProseBlock, ProseInline } from '@/lib/text/prose';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { barChartLayout, chartHeight, figureTable, timelineLayout } from './brief-figures';
import { assertValidBrief } from './brief-validation';
import { formatDisplayDate, parseIsoDate } from '../time/dates';
import { siteConfig } from '../site/site-config';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

export interface BriefAuthor {
  name: string;
  title: string;
  firm: string;
}

export interface BriefFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}

// Each font's own PostScript name, which pdfkit also files the first font under, so naming it finds it again.
const regular = 'Geist-Regular';
const bold = 'Geist-SemiBold';
const italic = 'Geist-Italic';
const [plum, ink, muted, coral, line] = ['#64245a', '#221a2b', '#5b5166', '#a63d24', '#e4d9cc'];
const margin = 72;
type Style = readonly [font: string, size: number, colour: string];
const head = { h1: [bold, 24, plum], h2: [bold, 15, plum], h3: [bold, 11.5, ink] } as const;
const text = { body: [regular, 11, ink], meta: [regular, 10.5, muted], note: [regular, 9, muted] } as const;
const chart = { tick: [regular, 8, muted], label: [regular, 9, ink], value: [bold, 9, ink] } as const;
const styles = { ...head, ...text, ...chart, when: [bold, 9, coral] } as const;
const siteUrl = siteConfig.url;
const siteHost = new URL(siteUrl).host;

function write(doc: Doc, parent: Struct, type: string, text: string, [face, size, fill]: Style, gap = 6) {
  doc.font(face).fontSize(size).fillColor(fill);
  doc.text(text, margin, doc.y, { structParent: parent, structType: type, lineGap: size * 0.35 });
  doc.y += gap;
}

function label(doc: Doc, text: string, x: number, y: number, [face, size, fill]: Style, options = {}) {
  doc.font(face).fontSize(size).fillColor(fill);
  doc.text(text, x, y, { lineBreak: false, ...options });
}

function keep(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - margin) doc.addPage();
}

/** Draws decoration that assistive technology skips: the cover band, running footers. */
function artifact(doc: Doc, draw: () => void) {
  doc.markContent('Artifact', { type: 'Pagination' });
  draw();
  doc.endMarkedContent();
}

/** The page's SVG chart, in points: same layout, same scale, from `barChartLayout`. */
function drawBarChart(doc: Doc, figure: BarChartFigure, top: number) {
  const chart = barChartLayout(figure);
  const axis = (doc.page.width - 2 * margin) * chart.axisShare;
  doc.lineWidth(0.5).strokeColor(line);
  for (const tick of chart.ticks) {
    const x = margin + tick.at * axis;
    doc.moveTo(x, top).lineTo(x, top + chart.plotHeight);
    doc.stroke();
    label(doc, tick.label, x - 20, top + chart.plotHeight + 6, styles.tick, { width: 40, align: 'center' });
  }
  for (const bar of chart.bars) {
    label(doc, bar.label, margin, top + bar.top + 2, styles.label);
    doc.rect(margin, top + bar.top + 15, Math.max(bar.length * axis, 1), 12).fill(plum);
    label(doc, bar.value, margin + bar.length * axis + 5, top + bar.top + 16, styles.value);
  }
}

function drawTimeline(doc: Doc, figure: TimelineFigure, top: number) {
  const chart = timelineLayout(figure);
  doc.lineWidth(2).strokeColor(line);
  doc.moveTo(margin + 6, top).lineTo(margin + 6, top + chart.height);
  doc.stroke();
  for (const event of chart.events) {
    doc.circle(margin + 6, top + event.top + 6, 4.5).fill(plum);
    label(doc, event.when, margin + 20, top + event.top + 1, styles.when);
    label(doc, event.label, margin + 80, top + event.top + 1, styles.label);
  }
}

/** Returns where the caption ended: what must stay together when the whole cannot. */
function drawFigure(doc: Doc, parent: Struct, figure: BriefFigure, number: number): number {
  const height = figure.kind === 'table' ? 0 : chartHeight(figure);
  write(doc, parent, 'H3', `Figure ${number}. ${figure.title}`, styles.h3, 4);
  if (figure.kind !== 'table') {
    const top = doc.y + 4;
    const draw = () =>
      figure.kind === 'bar-chart' ? drawBarChart(doc, figure, top) : drawTimeline(doc, figure, top);
    parent.add(doc.struct('Figure', { alt: figure.alt }, draw));
    doc.y = top + height + 12;
  }
  write(doc, parent, 'Caption', figure.caption, styles.meta);
  const captionEnd = doc.y;
  const { columns, rows } = figureTable(figure);
  const header = columns.map((text) => ({ text, type: 'TH', scope: 'Column', font: { src: bold } }));
  doc.font(regular).fontSize(9).fillColor(ink);
  doc.table({
    structParent: parent,
    data: [header, ...rows.map((row) => [...row])],
    position: { x: margin },
    defaultStyle: { border: 0.5, borderColor: line, padding: 4, textColor: ink },
  } as PDFKit.Mixins.TableOptionsWithData);
  doc.y += 4;
  write(doc, parent, 'P', `Source: ${figure.source}`, styles.note, 14);
  return captionEnd;
}

function list(doc: Doc, parent: Struct, items: readonly string[], options: PDFKit.Mixins.TextOptions) {
  const element = doc.struct('L');
  parent.add(element);
  doc.font(regular).fontSize(11).fillColor(ink);
  doc.list([...items], doc.x, doc.y, { ...options, structParent: element, lineGap: 4 });
  element.end();
  doc.y += 10;
}

interface Run {
  text: string;
  face: string;
  link?: string;
}

function runsOf(words: readonly ProseInline[], face = regular, link?: string): Run[] {
  return words.flatMap((word): Run[] => {
    if (typeof word === 'string') return [{ text: word, face, ...(link ? { link } : {}) }];
    if ('br' in word) return [{ text: '\n', face }];
    if ('em' in word) return runsOf(word.em, face === bold ? bold : italic, link);
    if ('strong' in word) return runsOf(word.strong, bold, link);
    return runsOf(word.text, face, word.link);
  });
}

function writeRuns(doc: Doc, parent: Struct, type: string, runs: readonly Run[], size: number, gap = 8) {
  const element = doc.struct(type, {}, () => {
    runs.forEach((run, index) => {
      const link = run.link && (run.link.startsWith('/') ? `${siteUrl}${run.link}` : run.link);
      doc
        .font(run.face)
        .fontSize(size)
        .fillColor(link ? plum : ink);
      const at = index === 0 ? [margin, doc.y] : [];
      doc.text(run.text, ...(at as [number, number]), {
        continued: index < runs.length - 1,
        lineGap: size * 0.35,
        ...(link ? { link, underline: true } : { link: null, underline: false }),
      });
    });
  });
  parent.add(element);
  doc.y += gap;
}

function writeProse(doc: Doc, parent: Struct, blocks: readonly ProseBlock[]) {
  const plain = (words: readonly ProseInline[]) =>
    words.length === 1 && typeof words[0] === 'string' ? words[0] : undefined;
  for (const block of blocks) {
    if ('p' in block) {
      const text = plain(block.p);
      if (text !== undefined) write(doc, parent, 'P', text, styles.body, 8);
      else writeRuns(doc, parent, 'P', runsOf(block.p), 11);
      continue;
    }
    const [items, numbered] = 'ul' in block ? [block.ul, false] : [block.ol, true];
    const texts = items.map(plain);
    if (texts.every((text) => text !== undefined)) {
      list(doc, parent, texts as string[], numbered ? { listType: 'numbered' } : { bulletIndent: 8 });
      continue;
    }
    const element = doc.struct('L');
    parent.add(element);
    items.forEach((item, index) =>
      writeRuns(
        doc,
        element,
        'LI',
        [{ text: numbered ? `${index + 1}. ` : '• ', face: regular }, ...runsOf(item)],
        11,
        4,
      ),
    );
    element.end();
    doc.y += 6;
  }
}

function briefDocument(fonts: BriefFonts, options: PDFKit.PDFDocumentOptions = {}): Doc {
  // pdfkit takes a font's bytes where its types say a file's path.
  const font = fonts.regular as unknown as string;
  const doc = new PDFDocument({
    ...{ size: 'LETTER', margin, font, bufferPages: true, pdfVersion: '1.7' },
    ...{ tagged: true, lang: 'en-CA', displayTitle: true },
    ...options,
  });
  return doc
    .registerFont(regular, fonts.regular)
    .registerFont(bold, fonts.bold)
    .registerFont(italic, fonts.italic);
}

// In points, whole and down to its caption: drawn once on a page of an unseen document taller than any
// figure, at the brief's width.
function figureHeights(fonts: BriefFonts) {
  let scratch: Doc | undefined;
  return (figure: BriefFigure, number: number) => {
    scratch ??= briefDocument(fonts, { size: [612, 100_000] });
    scratch.addPage();
    const parent = scratch.struct('Document');
    scratch.addStructure(parent);
    const captionEnd = drawFigure(scratch, parent, figure, number);
    return { whole: scratch.y - margin, chart: captionEnd - margin };
  };
}

export async function drawBriefPdf(
  brief: ResearchBrief,
  fonts: BriefFonts,
  { name, title: jobTitle, firm: worksFor }: BriefAuthor,
): Promise<Buffer> {
  assertValidBrief(brief);
  // Dates from the brief, not the clock: the document ID is a hash of this info, so the file is reproducible.
  const date = parseIsoDate(brief.publishedDate);
  const info = { Title: brief.title, Author: name, Subject: brief.summary, Keywords: brief.tags.join(', ') };
  const doc = briefDocument(fonts, {
    info: { ...info, Creator: siteHost, Producer: 'PDFKit', CreationDate: date, ModDate: date },
  });
  const heightOf = figureHeights(fonts);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const root = doc.struct('Document');
  doc.addStructure(root);
  artifact(doc, () => {
    doc.rect(0, 0, doc.page.width, 56).fill(plum);
    label(doc, `${worksFor.toUpperCase()}  ·  RESEARCH BRIEF`, margin, 23, [bold, 10, '#ffffff']);
  });
  doc.y = margin + 24;
  write(doc, root, 'H1', brief.title, styles.h1, 10);
  const byline = `Published ${formatDisplayDate(brief.publishedDate)} by ${name}, ${jobTitle}, ${worksFor}`;
  write(doc, root, 'P', byline, styles.meta, 2);
  if (brief.contributors?.length) {
    write(doc, root, 'P', `With research by ${brief.contributors.join(', ')}`, styles.meta, 2);
  }
  write(doc, root, 'P', `Tags: ${brief.tags.join(', ')}`, styles.meta, 18);
  write(doc, root, 'H2', 'Summary', styles.h2);
  write(doc, root, 'P', brief.summary, styles.body, 18);
  writeProse(doc, root, brief.intro);
  write(doc, root, 'H2', 'In this brief', styles.h2);
  const headings = brief.sections.map((section) => section.heading);
  list(doc, root, headings, { listType: 'numbered' });

  let figureNumber = 0;
  brief.sections.forEach((section, index) => {
    if (index === 0) doc.addPage();
    else keep(doc, 110);
    doc.outline.addItem(section.heading);
    const sect = doc.struct('Sect');
    root.add(sect);
    write(doc, sect, 'H2', `${index + 1}. ${section.heading}`, styles.h2);
    for (const part of section.parts)
      if ('prose' in part) writeProse(doc, sect, part.prose);
      else {
        figureNumber += 1;
        // A figure starts where it fits whole, on the next page if it must; one taller than a page
        // keeps its title, chart and caption together, and its table runs on.
        const { whole, chart } = heightOf(part.figure, figureNumber);
        keep(doc, whole <= doc.page.height - 2 * margin ? whole : chart);
        drawFigure(doc, sect, part.figure, figureNumber);
      }
    sect.end();
    doc.y += 12;
  });

  keep(doc, 60);
  const disclaimer = `This brief reflects the views of ${name} and the ${worksFor} team on the date of publication. It is for information only and is not investment, legal or medical advice. More research: ${siteHost}/research/`;
  write(doc, root, 'P', disclaimer, styles.note);
  root.end();

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 48;
    artifact(doc, () => {
      label(doc, `${name}  ·  ${siteHost}`, margin, y, styles.tick);
      const width = doc.page.width - 2 * margin;
      label(doc, `Page ${index + 1} of ${count}`, margin, y, styles.tick, { width, align: 'right' });
    });
  }
  doc.end();
  return done;
}
