import type { IsoDate } from '@/content/types';

/**
 * The visitor's calendar date, read from local components. `toISOString()` would give the UTC date,
 * which on a Sunday evening in California is already Monday.
 */
export function localToday(now: Date = new Date()): IsoDate {
  const y = String(now.getFullYear()).padStart(4, '0');
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}` as IsoDate;
}
