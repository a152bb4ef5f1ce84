import 'server-only';
import type { LetterIssue } from '@/lib/letters/letter-kind';
import { imageSlots } from '@/lib/images/image-slots';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';
import { readingListHtml } from '@/lib/letters/reading-list';

interface LetterBodyOptions {
  /** Level the body's own `<h2>` sections are shown at: 2 on an issue's page, lower when nested. */
  sectionHeading?: 2 | 3 | 4;
  /** Makes site-relative links absolute, for readers who see the issue away from the site. */
  baseUrl?: string;
}

/** Through the same allow-list as the essays, ending with its reading list. */
export function letterBodyHtml(issue: LetterIssue, { sectionHeading = 2, baseUrl }: LetterBodyOptions = {}) {
  return sanitizeEssayBody(issue.body + readingListHtml(issue.reading), {
    baseUrl,
    headingOffset: sectionHeading - 2,
    imageSlot: imageSlots.letterBody,
  });
}
