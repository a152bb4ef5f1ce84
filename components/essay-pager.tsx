import type { Essay } from '@/content/types';
import { Pager } from '@/components/pager';

interface EssayPagerProps {
  /** The essay published before this one. */
  previous?: Essay;
  /** The essay published after this one. */
  next?: Essay;
}

const link = (essay?: Essay) => (essay ? { href: `/essays/${essay.slug}`, title: essay.title } : undefined);

export function EssayPager({ previous, next }: EssayPagerProps) {
  return (
    <Pager
      label="More essays"
      previous={link(previous)}
      previousLabel="Previous essay"
      next={link(next)}
      nextLabel="Next essay"
    />
  );
}
