import type { Essay } from '@/content/types';
import { DateLabel } from '@/components/date-label';
import { PostStatusLabel } from '@/components/post-status';

/** Published date and read time, as shown on essay cards and at the top of an essay; under the dev server, a draft's label. */
export function EssayMeta({ essay, className }: { essay: Essay; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className ?? ''}`}>
      <DateLabel date={essay.publishedDate} />
      <span aria-hidden="true">·</span>
      <span>{`${essay.readTime} min read`}</span>
      <PostStatusLabel status={essay.status} date={essay.publishedDate} />
    </p>
  );
}
