import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { briefPdfBytes } from '@/app/briefs/render-brief-pdf';
import { pdfSizeLabel } from '@/lib/briefs/brief-kind';

/**
 * Size of a brief's PDF as a visitor reads it ("44 KB"), measured while the page is pre-rendered from
 * the very bytes the PDF's route exports; for a PDF of her own, its pages too
 * ("2.3 MB, 14 pages"), as the build counted them.
 */
export async function briefFileSize(brief: ResearchBrief): Promise<string> {
  return pdfSizeLabel((await briefPdfBytes(brief)).length, brief.ownPdf?.pages);
}
