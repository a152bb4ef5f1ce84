import type { IsoDate } from '@/lib/time/dates';

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

/**
 * Marks a date field whose empty value is the visitor's today: the head script fills it as the page
 * is parsed (fillTodayFields), and the field's island on a page shown in place.
 */
export const todayFieldAttribute = 'data-today';
