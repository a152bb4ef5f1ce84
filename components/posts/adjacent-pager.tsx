import { Link } from '@/components/site/link';
import { searchIgnored } from '@/lib/page/site-search';

interface PagerLink {
  href: string;
  title: string;
}

interface AdjacentPagerProps {
  /** Accessible name of the navigation: "More essays". */
  label: string;
  /** What is paged through, in the link labels: "essay" gives "← Previous essay". */
  noun: string;
  /** The one published before this one. */
  previous?: PagerLink;
  /** The one published after this one. */
  next?: PagerLink;
}

const linkClass =
  'block rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-plum-700 focus-visible:border-plum-700';

/** Previous and next links at the end of an essay or a brief. */
export function AdjacentPager({ label, noun, previous, next }: AdjacentPagerProps) {
  return (
    <nav
      aria-label={label}
      {...searchIgnored}
      className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2"
    >
      {previous ? (
        <Link href={previous.href} className={linkClass}>
          <span className="block text-sm font-semibold text-coral-700">{`← Previous ${noun}`}</span>
          <span className="mt-1 block text-lg font-semibold text-ink">{previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      {next ? (
        <Link href={next.href} className={`${linkClass} sm:text-right`}>
          <span className="block text-sm font-semibold text-coral-700">{`Next ${noun} →`}</span>
          <span className="mt-1 block text-lg font-semibold text-ink">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
