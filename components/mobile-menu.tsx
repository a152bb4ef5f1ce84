'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/lib/site-config';
import { NavLink } from '@/components/nav-link';
import { SearchButton } from '@/components/search-launcher';
import { ThemeControl } from '@/components/theme-control';
import {
  letterButtonActiveClass,
  letterButtonClass,
  navLinkActiveClass,
  navLinkClass,
} from '@/components/nav-styles';

interface MobileMenuProps {
  items: readonly NavItem[];
  letterLink: NavItem;
}

export function MobileMenu({ items, letterLink }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [openedAt, setOpenedAt] = useState(pathname);

  // A route change (including back/forward) closes the menu.
  if (open && openedAt !== pathname) {
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function toggle() {
    setOpenedAt(pathname);
    setOpen((value) => !value);
  }

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex h-11 items-center gap-2 rounded-md border border-line px-3 font-medium hover:bg-sand"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
          {open ? (
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        Menu
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-paper px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className={`block py-3 ${navLinkClass}`}
                activeClassName={navLinkActiveClass}
                onNavigate={close}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-3">
            <NavLink
              href={letterLink.href}
              className={`block text-center py-3 ${letterButtonClass}`}
              activeClassName={letterButtonActiveClass}
              onNavigate={close}
            >
              {letterLink.label}
            </NavLink>
          </li>
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <SearchButton />
          <ThemeControl />
        </div>
      </nav>
    </div>
  );
}
