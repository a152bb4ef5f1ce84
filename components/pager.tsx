import Link from 'next/link';

interface PagerLink {
  href: string;
  title: string;
}

interface PagerProps {
  /** Accessible name of the navigation, e.g. "More essays". */
  label: string;
  /** The item published before this one, and the words above its title. */
  previous?: PagerLink;
  previousLabel: string;
  /** The item published after this one, and the words above its title. */
  next?: PagerLink;
  nextLabel: string;
}

const linkClass =
  'block rounded-2xl border border-line bg-white p-5 shadow-sm hover:border-plum-700 focus-visible:border-plum-700';

/** Previous and next links at the end of an essay or a letter issue. */
export function Pager({ label, previous, previousLabel, next, nextLabel }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-14 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
      {previous ? (
        <Link href={previous.href} className={linkClass}>
          <span className="block text-sm font-semibold text-coral-700">← {previousLabel}</span>
          <span className="mt-1 block text-lg font-semibold text-ink">{previous.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      {next ? (
        <Link href={next.href} className={`${linkClass} sm:text-right`}>
          <span className="block text-sm font-semibold text-coral-700">{nextLabel} →</span>
          <span className="mt-1 block text-lg font-semibold text-ink">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
