/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { briefs } from '@/content/briefs';
import type { ResearchBrief } from '@/content/types';
import { toWinAnsi, wrapText } from '@/scripts/build-briefs-text';
import { briefPdfPath, renderBriefPdf, writeBriefPdfs } from '@/scripts/build-briefs-pdf';

// WinAnsi is Latin-1 except for these code points (Node's TextDecoder may lack the table).
const winAnsiHigh: Readonly<Record<number, string>> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeWinAnsi(hex: string): string {
  return Array.from(Buffer.from(hex, 'hex'), (byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join(
    '',
  );
}

/** The text a page draws, in order: the hex strings of its `Tj` operators, decoded from WinAnsi. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const operators = streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(inflateSync(stream.getContents())).toString('latin1'))
    .join('\n');
  return Array.from(operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g), ([, hex]) => decodeWinAnsi(hex)).join(' ');
}

async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return { doc, text: doc.getPages().map(pageText) };
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('renderBriefPdf', () => {
  const [first] = briefs;

  it('produces a valid PDF of several pages with the title, date, summary and every section', async () => {
    const bytes = await renderBriefPdf(first);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const { doc, text } = await readPdf(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(doc.getTitle()).toBe(first.title);
    const cover = squash(text[0]);
    expect(cover).toContain(first.title);
    expect(cover).toContain('Published October 19, 2026');
    expect(cover).toContain(squash(first.summary));
    const body = squash(text.slice(1).join(' '));
    for (const section of first.sections) {
      expect(body).toContain(section.heading);
      for (const paragraph of section.paragraphs) expect(body).toContain(paragraph);
    }
    expect(squash(text.at(-1)!)).toContain(`Page ${doc.getPageCount()} of ${doc.getPageCount()}`);
  });

  it('renders every published brief, each with its own title', async () => {
    for (const brief of briefs) {
      const { doc, text } = await readPdf(await renderBriefPdf(brief));
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(squash(text[0])).toContain(brief.title);
    }
  });

  it('gives the same bytes for the same content, and new bytes when the content changes', async () => {
    const once = Buffer.from(await renderBriefPdf(first));
    const again = Buffer.from(await renderBriefPdf(first));
    expect(once.equals(again)).toBe(true);
    const edited = { ...first, summary: `${first.summary} Updated.` };
    expect(once.equals(Buffer.from(await renderBriefPdf(edited)))).toBe(false);
  });

  it('names the brief and the character when content cannot be set in the PDF font', async () => {
    const broken: ResearchBrief = { ...first, id: 'broken', summary: 'Risk ≈ 2 ✓' };
    await expect(renderBriefPdf(broken)).rejects.toThrow('broken, summary: "✓" (U+2713)');
  });
});

describe('writeBriefPdfs', () => {
  let publicDir: string;
  beforeEach(async () => {
    publicDir = await mkdtemp(join(tmpdir(), 'briefs-'));
  });
  afterEach(() => rm(publicDir, { recursive: true, force: true }));

  it('writes one PDF per brief at its pdfFile path and removes stale ones', async () => {
    await mkdir(join(publicDir, 'briefs'));
    await writeFile(join(publicDir, 'briefs', 'withdrawn.pdf'), 'old');
    const written = await writeBriefPdfs(briefs.slice(0, 2), publicDir);
    expect(written).toEqual(briefs.slice(0, 2).map((b) => join(publicDir, b.pdfFile)));
    expect((await readdir(join(publicDir, 'briefs'))).sort()).toEqual(
      briefs
        .slice(0, 2)
        .map((b) => b.pdfFile.replace('/briefs/', ''))
        .sort(),
    );
    const head = (await readFile(written[0])).subarray(0, 5).toString('latin1');
    expect(head).toBe('%PDF-');
  });

  it('refuses a pdfFile outside /briefs/ and two briefs sharing one file', async () => {
    expect(() => briefPdfPath(publicDir, { ...briefs[0], pdfFile: '/../secrets.pdf' })).toThrow();
    expect(() => briefPdfPath(publicDir, { ...briefs[0], pdfFile: '/briefs/a.txt' })).toThrow();
    await expect(
      writeBriefPdfs([briefs[0], { ...briefs[1], pdfFile: briefs[0].pdfFile }], publicDir),
    ).rejects.toThrow('share');
  });
});

describe('text preparation', () => {
  it('keeps typographic quotes and dashes, maps a few signs to plain text and collapses spaces', () => {
    expect(toWinAnsi('Women’s “care” – 2026 — more…', 'x')).toBe('Women’s “care” – 2026 — more…');
    expect(toWinAnsi('a\u00a0b  ≥ 3 → c\n d', 'x')).toBe('a b >= 3 -> c d');
  });

  it('wraps at word boundaries within the width and cuts only words longer than a line', () => {
    const measure = (text: string) => text.length;
    expect(wrapText('one two three four five', 9, measure)).toEqual(['one two', 'three', 'four five']);
    expect(wrapText('abcdefghijkl xy', 5, measure)).toEqual(['abcde', 'fghij', 'kl xy']);
    expect(wrapText('   ', 10, measure)).toEqual([]);
    for (const line of wrapText(briefs[0].summary, 40, measure)) expect(line.length).toBeLessThanOrEqual(40);
  });
});
