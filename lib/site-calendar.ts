import type { IsoDate } from '@/content/types';

/** The site's own calendar: a post dated today in Toronto is published today, wherever the build runs. */
export const siteTimeZone = 'America/Toronto';

/** Today's date in Toronto, `YYYY-MM-DD`. */
export function torontoToday(now: Date = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: siteTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}` as IsoDate;
}
