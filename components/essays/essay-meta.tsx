import type { Essay } from '@/lib/essays/essay-kind';
import type { IsoDate } from '@/lib/time/dates';
import type { ShownPostFields } from '@/lib/posts/post-fields';
import { DateLabel } from '@/components/page/date-label';
import { PostFacts } from '@/components/posts/post-facts';
import { PostStatusLabel } from '@/components/posts/post-status';

interface EssayMetaProps {
  /** In the editor's preview an essay may have no date yet: the line then gives the read time alone. */
  essay: Pick<Essay, 'readTime' | 'status'> & { publishedDate?: IsoDate };
  /** At the top of the essay only: a card keeps to the published date. */
  facts?: ShownPostFields;
  className?: string;
}

export function EssayMeta({
  essay: { publishedDate: date, readTime, status },
  facts,
  className,
}: EssayMetaProps) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className ?? ''}`}>
      {date && <DateLabel date={date} />}
      {date && <span aria-hidden="true">·</span>}
      {facts && <PostFacts post={facts} dot="after" />}
      <span>{`${readTime} min read`}</span>
      {date && <PostStatusLabel status={status} date={date} />}
    </p>
  );
}
