'use client';
// island: waits. Its link and highlight are whole in the page's HTML; only the router moves the highlight.

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { isActivePath } from '@/lib/active-link';

interface NavLinkProps {
  href: string;
  children: ReactNode;
  className: string;
  activeClassName: string;
}

export function NavLink({ href, children, className, activeClassName }: NavLinkProps) {
  const active = isActivePath(usePathname(), href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`${className} ${active ? activeClassName : ''}`}
    >
      {children}
    </Link>
  );
}
