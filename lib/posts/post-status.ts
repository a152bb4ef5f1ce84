import type { IsoDate, PostStatus } from '@/lib/posts/content-types';

/**
 * Whether a build leaves a post out (docs/publishing.md, "Drafts and scheduled posts"): `draft` when
 * its file says `draft: true`, `scheduled` when it is dated after `today` (Toronto's, lib/site/site-calendar.ts),
 * nothing when it is published. The dev server shows the first two, labelled.
 */
export function postStatus(
  { draft, publishedDate }: { draft?: boolean; publishedDate: string },
  today: IsoDate,
): PostStatus | undefined {
  if (draft) return 'draft';
  return publishedDate > today ? 'scheduled' : undefined;
}
