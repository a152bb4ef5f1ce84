import Link from 'next/link';
import type { Essay } from '@/content/types';

interface EssayPagerProps {
  /** The essay published before this one. */
  previous?: Essay;
  /** The essay published after this one. */
  next?: Essay;
}

const linkClass =
  'block rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-plum-700 focus-visible:border-plum-700';

export function EssayPager({ previous, next }: EssayPagerProps) {
  return (
    <nav
      aria-label="More essays"
      data-pagefind-ignore
      className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
    >
      {previous ? (
        <Link href={`/essays/${previous.slug}`} className={linkClass}>
          <span className="block text-sm font-semibold text-coral-700">← Previous essay</span>
          <span className="mt-1 block text-lg font-semibold text-ink">{previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      {next ? (
        <Link href={`/essays/${next.slug}`} className={`${linkClass} sm:text-right`}>
          <span className="block text-sm font-semibold text-coral-700">Next essay →</span>
          <span className="mt-1 block text-lg font-semibold text-ink">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
