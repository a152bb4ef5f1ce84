import type { Essay } from '@/content/types';
import { DateLabel } from '@/components/date-label';

/** Published date and read time, as shown on essay cards and at the top of an essay. */
export function EssayMeta({ essay, className }: { essay: Essay; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className ?? ''}`}>
      <DateLabel date={essay.publishedDate} />
      <span aria-hidden="true">·</span>
      <span>{essay.readTime} min read</span>
    </p>
  );
}
