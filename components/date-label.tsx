import type { IsoDate } from '@/lib/time/dates';
import { formatDisplayDate } from '@/lib/time/dates';

export function DateLabel({ date, className }: { date: IsoDate; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatDisplayDate(date)}
    </time>
  );
}

/** Beside a post's published date on its page, when she revised the post after publishing it. */
export function UpdatedLabel({ date }: { date: IsoDate }) {
  return (
    <span>
      Updated <DateLabel date={date} />
    </span>
  );
}
