import type { IsoDate } from '@/content/types';
import { formatDisplayDate } from '@/lib/dates';

export function DateLabel({ date, className }: { date: IsoDate; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatDisplayDate(date)}
    </time>
  );
}
