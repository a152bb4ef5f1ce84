// A research brief as its page and its PDF read it. Its PDF is `/briefs/<slug>.pdf` whether drawn or
// uploaded, so a link once shared keeps working.
import type { BriefBody } from '@/lib/briefs/brief-body';
import type { BriefFields } from '@/lib/briefs/brief-kind';
import type { LoadedPost, OwnPdf } from '@/lib/posts/post-kind';

export type ResearchBrief = Omit<LoadedPost<BriefFields>, 'body' | 'images' | 'pdfFile' | 'figures'> & {
  pdfFile: string;
  /** All the body a brief with a PDF of its own may have. */
  intro: BriefBody['intro'];
  sections: BriefBody['sections'];
  ownPdf?: OwnPdf;
};
