import { Link } from '@/components/site/link';

const linkClass = 'font-semibold text-plum-700 underline underline-offset-2';

/** Where to look instead without JavaScript; the search file says the same with no results (elsewhereLinks). */
export function SearchElsewhere() {
  return (
    <p className="mt-3 text-ink">
      Browse the{' '}
      <Link href="/essays" className={linkClass}>
        Essays
      </Link>{' '}
      or the{' '}
      <Link href="/research" className={linkClass}>
        Research
      </Link>{' '}
      instead.
    </p>
  );
}
