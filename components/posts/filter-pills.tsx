'use client';

import { usePathname } from 'next/navigation';
import { Link } from '@/components/site/link';
import { normalisePath } from '@/lib/page/active-link';
import { activeListBase, filterParamAttribute, filterValueAttribute } from '@/lib/posts/list-pages';
import { island } from '@/components/site/island';

export interface FilterOption {
  label: string;
  href: string;
}

export interface FilterPillsProps {
  label: string;
  /** The query key older addresses carried (`?category=Thesis`), for followLegacyFilter. */
  param: string;
  options: readonly FilterOption[];
}

const pillClass =
  'inline-flex min-h-11 items-center rounded-full border border-plum-700 px-4 py-2 text-sm font-semibold';

// Links, so they work before any script. They sit in the list’s layout, which stays mounted while a pill
// changes the list, so focus stays on the pill pressed; only the highlight follows the address.
function FilterPillsIsland({ label, param, options }: FilterPillsProps) {
  const pathname = usePathname();
  const active = activeListBase(
    pathname,
    options.map((option) => option.href),
  );
  return (
    <nav aria-label={label} {...{ [filterParamAttribute]: param }}>
      <ul className="flex flex-wrap gap-2">
        {options.map(({ label: name, href }) => {
          const current = href === active;
          const exact = current && normalisePath(pathname ?? '') === href;
          return (
            <li key={href}>
              <Link
                href={href}
                scroll={false}
                {...{ [filterValueAttribute]: name }}
                aria-current={current ? (exact ? 'page' : 'true') : undefined}
                className={`${pillClass} ${current ? 'bg-plum-700 text-white' : 'text-plum-700 hover:bg-plum-50'}`}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const FilterPills = island(FilterPillsIsland, {
  file: 'filter-pills',
  waits: `The pills are links, highlighted in the page's HTML; only the router moves the highlight.`,
});
