import { Link } from '@/components/site/link';
import { profile } from '@/lib/site/site-content';
import { siteConfig } from '@/lib/site/site-config';
import { MobileMenu } from '@/components/site/mobile-menu';
import { NavLink } from '@/components/site/nav-link';
import { SearchButton } from '@/components/site/search-button';
import { ThemeControl } from '@/components/site/theme-control';
import {
  letterButtonActiveClass,
  letterButtonClass,
  navLinkActiveClass,
  navLinkClass,
} from '@/components/site/nav-styles';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 blur-behind supports-[backdrop-filter]:bg-paper/85">
      <div className="@container relative mx-auto flex h-16 max-w-page items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="text-lg font-semibold tracking-tight text-ink">
          {profile.name}
        </Link>
        <nav aria-label="Main" className="hidden bar:block">
          <ul className="flex items-center gap-1">
            {siteConfig.nav.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} className={navLinkClass} activeClassName={navLinkActiveClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="ml-3">
              <NavLink
                href={siteConfig.letterLink.href}
                className={letterButtonClass}
                activeClassName={letterButtonActiveClass}
              >
                {siteConfig.letterLink.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SearchButton labelClassName="@max-label:sr-only" />
          <ThemeControl className="hidden bar:flex" />
          <MobileMenu items={siteConfig.nav} letterLink={siteConfig.letterLink} />
        </div>
      </div>
    </header>
  );
}
