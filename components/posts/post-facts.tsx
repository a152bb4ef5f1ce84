import type { ReactElement, ReactNode } from 'react';
import type { ShownPostFields } from '@/lib/posts/post-fields';
import { DateLabel } from '@/components/page/date-label';

export type ShownPostField = keyof ShownPostFields;

// The fields every kind of post has (`everyPostFields`): one added there is shown on every kind's page and
// in the editor's preview. `dot`: after each fact in a line that goes on, before it at a line's end.
export function PostFacts({ post, dot }: { post: ShownPostFields; dot: 'after' | 'before' }) {
  const facts: ReactElement[] = [];
  if (post.updated)
    facts.push(
      <span key="updated">
        Updated <DateLabel date={post.updated} />
      </span>,
    );
  return facts.flatMap((fact): ReactNode[] =>
    dot === 'after'
      ? [
          fact,
          <span key={`${fact.key}-dot`} aria-hidden="true">
            ·
          </span>,
        ]
      : [' · ', fact],
  );
}
