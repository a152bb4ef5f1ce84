/** A calendar date written `YYYY-MM-DD`. Never parse it with `new Date(string)`: see `parseIsoDate`. */
export type IsoDate = `${number}-${number}-${number}`;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

// UTC midnight. Read back with local getters, a date west of UTC gives the previous day; keeping to UTC
// components everywhere makes the weekday the same in every zone.
export function parseIsoDate(value: string): Date {
  const match = isoPattern.exec(value);
  if (!match) throw new Error(`Not a calendar date: ${value}`);
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    throw new Error(`Not a calendar date: ${value}`);
  }
  return date;
}

export function isIsoDate(value: string): value is IsoDate {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

export function toIsoDate(date: Date): IsoDate {
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}` as IsoDate;
}

const displayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-16` -> `November 16, 2026`, the same in every time zone. */
export function formatDisplayDate(value: IsoDate): string {
  return displayFormat.format(parseIsoDate(value));
}

/** What the sitemap, the structured data and the feeds give as a post's modified date. */
export function lastModified(post: { publishedDate: IsoDate; updated?: IsoDate }): IsoDate {
  return post.updated ?? post.publishedDate;
}

/** Sorts ISO dates newest first; plain string comparison is exact for `YYYY-MM-DD`. */
export function compareIsoDesc(a: IsoDate, b: IsoDate): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** `previous` was published just before the current one, `next` just after. */
export function neighbours<T>(
  newestFirst: readonly T[],
  isCurrent: (item: T) => boolean,
): { previous: T | undefined; next: T | undefined } {
  const index = newestFirst.findIndex(isCurrent);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: newestFirst[index + 1], next: newestFirst[index - 1] };
}
