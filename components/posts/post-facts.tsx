import type { ReactElement, ReactNode } from 'react';
import type { ShownPostFields } from '@/lib/posts/post-fields';
import { DateLabel } from '@/components/page/date-label';

/** The fields every post's header shows, by name: for a header's `Pick` of its post. */
export type ShownPostField = keyof ShownPostFields;

/**
 * What every post's header shows of the fields every kind of post has (`everyPostFields`): today the
 * day she revised it, when she did. A field added there is shown here, on every kind's page and in
 * the editor's preview. Each fact is set apart as its header sets its own: by a dot after it, in a
 * line of facts that goes on, or by a dot before it, at the end of a line.
 */
export function PostFacts({ post, dot }: { post: ShownPostFields; dot: 'after' | 'before' }) {
  // Each keyed by its field's name.
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
