import type { IsoDate } from '@/lib/time/dates';
import type { PostStatus } from '@/lib/posts/post-status';
import { formatDisplayDate } from '@/lib/time/dates';

const says: Record<PostStatus, (date: IsoDate) => string> = {
  draft: () => 'Draft: only the dev server shows it; remove draft: true to publish',
  scheduled: (date) => `Scheduled: the first build on or after ${formatDisplayDate(date)} publishes it`,
};

/**
 * The label on a draft or scheduled post, which only `npm run dev` shows (postStatus):
 * a build leaves such posts out, so a published page never has it.
 */
export function PostStatusLabel({ status, date }: { status?: PostStatus; date: IsoDate }) {
  if (!status) return null;
  return (
    <span className="inline-block rounded-md border border-coral-700 px-2 py-0.5 text-sm font-semibold text-coral-700">
      {says[status](date)}
    </span>
  );
}
