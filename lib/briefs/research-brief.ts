// A research brief as its page and its PDF read it. Its PDF is `/briefs/<id>.pdf` whether drawn or
// uploaded, so a link once shared keeps working.
import type { BriefBody } from '@/lib/briefs/brief-body';
import type { BriefFields } from '@/lib/briefs/brief-kind';
import type { LoadedPost } from '@/lib/posts/post-kind';

/** Served byte for byte, none drawn. */
export interface OwnPdf {
  source: string;
  bytes: number;
  pages: number;
}

export type ResearchBrief = Omit<
  LoadedPost<BriefFields>,
  'slug' | 'body' | 'images' | 'pdfFile' | 'figures'
> & {
  id: string;
  pdfFile: string;
  /** All the body a brief with a PDF of its own may have. */
  intro: BriefBody['intro'];
  sections: BriefBody['sections'];
  ownPdf?: OwnPdf;
};
