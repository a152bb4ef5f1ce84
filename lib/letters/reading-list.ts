// An issue's reading list, written once in its file and shown as the last section on its page, in
// its email, in the feed and in the editor's preview.
import { escapeHtml } from '@/lib/text/escape-html';

export interface ReadingPick {
  title: string;
  url: string;
  source: string;
  note: string;
}

export const mostPicks = 5;

const counted = ['One thing', 'Two things', 'Three things', 'Four things', 'Five things'];

export const readingHeading = (count: number) => `${counted[count - 1] ?? 'Things'} worth your time`;

export const readingId = 'worth-your-time';

/** Empty when there is no pick. Only an https address is linked. */
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
