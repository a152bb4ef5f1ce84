'use client';

import type { ReactNode } from 'react';
import { useQueryParam } from '@/components/use-query-param';

export const allFilter = 'All';

interface FilterableListProps {
  /** Query-string key that mirrors the chosen pill, e.g. `category` or `tag`. */
  param: string;
  /** The pills after All, in display order. */
  options: readonly string[];
  /** Accessible name of the pill group, e.g. "Filter essays by category". */
  label: string;
  /**
   * For each option, the ids of the items it shows. Pages compute it with the same tested selectors
   * they use elsewhere (`essaysInCategory`, `briefsWithTag`), through `idsByOption`.
   */
  matches: Readonly<Record<string, readonly string[]>>;
  /** Noun for the live count, e.g. ['essay', 'essays']. */
  noun: readonly [string, string];
  listClassName?: string;
  /** Server-rendered cards: every one is in the exported HTML, and filtering only hides them. */
  items: readonly { id: string; card: ReactNode }[];
}

export function FilterableList({
  param,
  options,
  label,
  matches,
  noun,
  listClassName,
  items,
}: FilterableListProps) {
  const [requested, setRequested] = useQueryParam(param);
  const active = requested && options.includes(requested) ? requested : allFilter;
  const shown = new Set(active === allFilter ? items.map((item) => item.id) : (matches[active] ?? []));
  const count = items.filter((item) => shown.has(item.id)).length;

  return (
    <div>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {[allFilter, ...options].map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === active}
            onClick={() => setRequested(option === allFilter ? null : option)}
            className="min-h-11 rounded-full border border-plum-700 px-4 py-2 text-sm font-semibold text-plum-700 hover:bg-plum-50 aria-pressed:bg-plum-700 aria-pressed:text-white"
          >
            {option}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {active === allFilter ? '' : `${count} ${count === 1 ? noun[0] : noun[1]} in ${active}`}
      </p>
      <ul className={listClassName}>
        {items.map(({ id, card }) => (
          <li key={id} hidden={!shown.has(id)}>
            {card}
          </li>
        ))}
      </ul>
    </div>
  );
}
