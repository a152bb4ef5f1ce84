/**
 * A research brief as its page and its PDF read it, once the build has read its file: the fields it
 * was checked with, its body read into an introduction and `##` sections with their figures placed,
 * and the address of its PDF, `/briefs/<id>.pdf`, whichever way the PDF is made (drawn from the
 * brief, or the file she uploaded), so a link once shared keeps working. Its id is also its page's
 * address, `/research/<id>/`.
 */
import type { BriefBody } from '@/lib/briefs/brief-body';
import type { BriefFields } from '@/lib/briefs/brief-kind';
import type { LoadedPost } from '@/lib/posts/post-kind';

/** A PDF made elsewhere (a deck, a report), as the build read it: served byte for byte, none drawn. */
export interface OwnPdf {
  /** Its path from the project's folder, e.g. `content/briefs/<file>.pdf`. */
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
  /** Text before the first section: all the body a brief with a PDF of its own may have. */
  intro: BriefBody['intro'];
  sections: BriefBody['sections'];
  ownPdf?: OwnPdf;
};
