'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/components/site/link';
import { isActivePath } from '@/lib/page/active-link';
import { island } from '@/components/site/island';

interface NavLinkProps {
  href: string;
  children: ReactNode;
  className: string;
  activeClassName: string;
}

function NavLinkIsland({ href, children, className, activeClassName }: NavLinkProps) {
  const active = isActivePath(usePathname(), href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={active ? `${className} ${activeClassName}` : className}
    >
      {children}
    </Link>
  );
}

export const NavLink = island(NavLinkIsland, {
  file: 'nav-link',
  waits: `Its link and highlight are whole in the page's HTML; only the router moves the highlight.`,
});
