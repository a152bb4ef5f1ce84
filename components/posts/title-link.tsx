import type { ReactNode } from 'react';
import { Link } from '@/components/site/link';

/** A post's title in a card or a list of pieces, linking to its page. */
export function TitleLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="underline-offset-4 hover:text-plum-700 hover:underline">
      {children}
    </Link>
  );
}
