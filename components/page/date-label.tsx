import type { IsoDate } from '@/lib/time/dates';
import { formatDisplayDate } from '@/lib/time/dates';

export function DateLabel({ date, className }: { date: IsoDate; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatDisplayDate(date)}
    </time>
  );
}
