import { Link } from '@/components/link';

/** Where to look instead: shown with no results, when search fails, and without JavaScript. */
export function SearchElsewhere() {
  return (
    <p className="mt-3 text-ink">
      Browse the{' '}
      <Link href="/essays" className="font-semibold text-plum-700 underline underline-offset-2">
        Essays
      </Link>{' '}
      or the{' '}
      <Link href="/research" className="font-semibold text-plum-700 underline underline-offset-2">
        Research
      </Link>{' '}
      instead.
    </p>
  );
}
