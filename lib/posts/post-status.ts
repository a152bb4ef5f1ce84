import type { IsoDate } from '@/lib/time/dates';

/**
 * A post the dev server shows and a build leaves out: `draft: true` in its file, or dated after
 * today where the author lives. Published posts have no status.
 */
export type PostStatus = 'draft' | 'scheduled';

/**
 * Whether a build leaves a post out (docs/publishing.md, "Drafts and scheduled posts"): `draft` when
 * its file says `draft: true`, `scheduled` when it is dated after `today` where the author lives
 * (her profile's time zone), nothing when it is published. The dev server shows the first two,
 * labelled.
 */
export function postStatus(
  { draft, publishedDate }: { draft?: boolean; publishedDate: string },
  today: IsoDate,
): PostStatus | undefined {
  if (draft) return 'draft';
  return publishedDate > today ? 'scheduled' : undefined;
}
