import type { ResearchBrief } from '@/content/types';
import { renderBriefPdf } from '@/app/briefs/render-brief-pdf';
import { formatFileSize } from '@/lib/briefs';

/**
 * Size of a brief's PDF as a visitor reads it ("44 KB"), measured while the page is pre-rendered by
 * drawing the PDF exactly as app/briefs/[file]/route.ts exports it: the layout is reproducible, so
 * both give the same bytes.
 */
export async function briefFileSize(brief: ResearchBrief): Promise<string> {
  return formatFileSize((await renderBriefPdf(brief)).length);
}
