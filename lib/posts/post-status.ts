import type { IsoDate } from '@/lib/time/dates';

/** The dev server shows such a post, labelled; a build leaves it out. */
export type PostStatus = 'draft' | 'scheduled';

/** `today` where the author lives, in her profile's time zone. */
export function postStatus(
  { draft, publishedDate }: { draft?: boolean; publishedDate: string },
  today: IsoDate,
): PostStatus | undefined {
  if (draft) return 'draft';
  return publishedDate > today ? 'scheduled' : undefined;
}
