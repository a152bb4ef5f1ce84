import type { Essay } from '@/lib/essays/essay-kind';
import type { IsoDate } from '@/lib/time/dates';
import { DateLabel, UpdatedLabel } from '@/components/date-label';
import { PostStatusLabel } from '@/components/post-status';

interface EssayMetaProps {
  /** In the editor's preview an essay may have no date yet: the line then gives the read time alone. */
  essay: Pick<Essay, 'readTime' | 'status'> & { publishedDate?: IsoDate };
  /** The day she revised it, given at the top of the essay only: a card keeps to the published date. */
  updated?: IsoDate;
  className?: string;
}

/**
 * Published date and read time, as shown on essay cards and at the top of an essay, with the day it
 * was revised at the top of one she revised; under the dev server, a draft's label.
 */
export function EssayMeta({
  essay: { publishedDate: date, readTime, status },
  updated,
  className,
}: EssayMetaProps) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className ?? ''}`}>
      {date && <DateLabel date={date} />}
      {date && <span aria-hidden="true">·</span>}
      {updated && <UpdatedLabel date={updated} />}
      {updated && <span aria-hidden="true">·</span>}
      <span>{`${readTime} min read`}</span>
      {date && <PostStatusLabel status={status} date={date} />}
    </p>
  );
}
