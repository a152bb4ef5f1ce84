import type { ReactNode } from 'react';
import { Link } from '@/components/site/link';
import { searchIgnored } from '@/lib/page/site-search';

/** A post page's first line: back to the list it belongs to, left out of the search index. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      {...searchIgnored}
      className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
