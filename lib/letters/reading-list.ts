/**
 * An issue's reading list: the pieces she recommends, written once in its file (`reading`) and shown
 * as the last section on its page, in its email and in the feed (`letterBodyHtml`), and in
 * the editor's preview.
 */
import { escapeHtml } from '@/lib/text/escape-html';

/** One piece she recommends: what it is called, where it is, who published it, and her line on it. */
export interface ReadingPick {
  title: string;
  url: string;
  source: string;
  note: string;
}

/** The most picks an issue holds. */
export const mostPicks = 5;

const counted = ['One thing', 'Two things', 'Three things', 'Four things', 'Five things'];

/** The section's heading, counting what it gives: "Three things worth your time". */
export const readingHeading = (count: number) => `${counted[count - 1] ?? 'Things'} worth your time`;

/** The section's id, which a link to it uses. */
export const readingId = 'worth-your-time';

/**
 * The section as HTML, empty when there is no pick: its heading, then each pick, its title linked to
 * its address, a dot and its source, and her note under it. Only an https address is linked.
 */
export function readingListHtml(picks: readonly Partial<ReadingPick>[] | undefined): string {
  const shown = (picks ?? []).filter((pick) => pick.title?.trim());
  if (!shown.length) return '';
  const items = shown.map(({ title = '', url = '', source, note }) => {
    const name = escapeHtml(title);
    const linked = /^https:\/\/\S+$/i.test(url) ? `<a href="${escapeHtml(url)}">${name}</a>` : name;
    const from = source?.trim() ? ` · ${escapeHtml(source)}` : '';
    const line = note?.trim() ? `<br>${escapeHtml(note)}` : '';
    return `<li>${linked}${from}${line}</li>`;
  });
  return `<h2 id="${readingId}">${readingHeading(shown.length)}</h2><ul>${items.join('')}</ul>`;
}
