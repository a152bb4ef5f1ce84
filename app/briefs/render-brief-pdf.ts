// Each brief's PDF: her own file, or one drawn from the brief (drawBriefPdf), read or drawn once per build
// process, since the route and the pages (for the file size) need the same bytes. Imports are relative so
// the Node tests can load this file without Next's `@/` alias.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { profile } from '../../lib/site/site-content';
import type { ResearchBrief } from '../../lib/briefs/research-brief';
import { drawBriefPdf, type BriefFonts } from '../../lib/briefs/brief-pdf';

const geist = join(process.cwd(), 'node_modules', 'geist', 'dist', 'fonts', 'geist-sans');
let fonts: BriefFonts | undefined;
const drawn = new WeakMap<ResearchBrief, Promise<Buffer>>();

/** The brief's PDF: her own, byte for byte, or drawn and tagged; once per brief object, however many pages ask. */
export function briefPdfBytes(brief: ResearchBrief): Promise<Buffer> {
  if (brief.ownPdf) return Promise.resolve(readFileSync(join(process.cwd(), brief.ownPdf.source)));
  fonts ??= {
    regular: readFileSync(join(geist, 'Geist-Regular.ttf')),
    bold: readFileSync(join(geist, 'Geist-SemiBold.ttf')),
    italic: readFileSync(join(geist, 'Geist-Italic.ttf')),
  };
  let pdf = drawn.get(brief);
  if (!pdf) {
    pdf = drawBriefPdf(brief, fonts, profile);
    drawn.set(brief, pdf);
  }
  return pdf;
}
