import type { IsoDate } from '@/lib/time/dates';

/**
 * The site's own calendar: a post dated today where the author lives (her profile's time zone,
 * content/site/profile.yml) is published today, wherever the build runs.
 */
export function siteToday(timeZone: string, now: Date = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}` as IsoDate;
}
