import type { NavItem } from '@/lib/site/site-config';
import { NavLink } from '@/components/site/nav-link';
import { SearchButton } from '@/components/site/search-button';
import { ThemeControl } from '@/components/site/theme-control';
import {
  letterButtonActiveClass,
  letterButtonClass,
  navLinkActiveClass,
  navLinkClass,
} from '@/components/site/nav-styles';

interface MobileMenuProps {
  items: readonly NavItem[];
  letterLink: NavItem;
}

const panelId = 'site-menu';

/**
 * The phone menu: a native popover opened by its button, so it works from the first paint. The
 * browser closes it on Escape and on a tap outside; the after-paint script (followPopoverMenus)
 * keeps the button's expanded state and closes it on a link or a route change.
 */
export function MobileMenu({ items, letterLink }: MobileMenuProps) {
  return (
    <div className="bar:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded="false"
        aria-controls={panelId}
        className="group inline-flex h-11 items-center gap-2 rounded-md border border-line px-3 font-medium hover:bg-sand"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
          <path
            d="M3 6h14M3 10h14M3 14h14"
            className="group-aria-expanded:hidden"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            d="M5 5l10 10M15 5L5 15"
            className="hidden group-aria-expanded:inline"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <nav
        id={panelId}
        popover="auto"
        aria-label="Main menu"
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-auto overflow-y-auto border-0 border-b border-line bg-paper px-4 pb-6 pt-2 text-ink shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className={`block py-3 ${navLinkClass}`}
                activeClassName={navLinkActiveClass}
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
            >
              {letterLink.label}
            </NavLink>
          </li>
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <SearchButton landmark={false} />
          <ThemeControl />
        </div>
      </nav>
    </div>
  );
}
