import type { BackupNote } from '@/lib/site/files/small-pages';
import type { IsoDate } from '@/lib/time/dates';
import { parseIsoDate, toIsoDate } from '@/lib/time/dates';
import * as messages from '@/lib/site/messages';

/** What the simulation needs of a note; the body stays on the server. */
export type SchedulableNote = Pick<BackupNote, 'id' | 'title' | 'publishDate' | 'status'>;

export type SchedulingResult =
  | { kind: 'not-sunday'; message: string }
  | { kind: 'monday-taken'; message: string; monday: IsoDate }
  | { kind: 'no-draft'; message: string; monday: IsoDate }
  | { kind: 'would-schedule'; message: string; monday: IsoDate; noteId: string };

const sunday = 0;
const dayInMs = 24 * 60 * 60 * 1000;

/** The oldest Draft by publish date; equal dates fall back to the id, so the pick never depends on order. */
export function oldestDraft<Note extends SchedulableNote>(notes: readonly Note[]): Note | undefined {
  let oldest: Note | undefined;
  for (const note of notes) {
    if (note.status !== 'Draft') continue;
    if (
      !oldest ||
      note.publishDate < oldest.publishDate ||
      (note.publishDate === oldest.publishDate && note.id < oldest.id)
    ) {
      oldest = note;
    }
  }
  return oldest;
}

// `chosenDate` is the Pacific date of the run, worked out on UTC components: a UTC day is always 24 hours
// long, so no visitor's time zone or daylight-saving change can move the answer.
export function simulateScheduling(notes: readonly SchedulableNote[], chosenDate: IsoDate): SchedulingResult {
  const day = parseIsoDate(chosenDate);
  if (day.getUTCDay() !== sunday) return { kind: 'not-sunday', message: messages.scheduling.notSunday };

  const monday = toIsoDate(new Date(day.getTime() + dayInMs));
  if (notes.some((note) => note.status === 'Scheduled' && note.publishDate === monday)) {
    return { kind: 'monday-taken', message: messages.scheduling.mondayTaken(monday), monday };
  }

  const draft = oldestDraft(notes);
  if (!draft) return { kind: 'no-draft', message: messages.scheduling.noDraft, monday };

  return {
    kind: 'would-schedule',
    message: messages.scheduling.wouldSchedule(draft.title, monday),
    monday,
    noteId: draft.id,
  };
}
