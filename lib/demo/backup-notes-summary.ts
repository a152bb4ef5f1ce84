import type { BackupNote, NoteStatus } from '@/lib/site/files/small-pages';
import { oldestDraft } from '@/lib/demo/backup-scheduling';
import { plainTextPreview } from '@/lib/posts/plain-text-preview';

/** SPEC: the demo shows the first 200 characters of each body. */
export const previewLength = 200;

export interface BackupNotesSummary {
  total: number;
  drafts: number;
  /** Null when there is no Draft left. */
  oldestDraftTitle: string | null;
}

export interface BackupNotePreview {
  id: string;
  title: string;
  status: NoteStatus;
  publishDate: BackupNote['publishDate'];
  preview: string;
}

export function summarizeBackupNotes(notes: readonly BackupNote[]): BackupNotesSummary {
  return {
    total: notes.length,
    drafts: notes.filter((note) => note.status === 'Draft').length,
    oldestDraftTitle: oldestDraft(notes)?.title ?? null,
  };
}

export function previewBackupNote(note: BackupNote): BackupNotePreview {
  return {
    id: note.id,
    title: note.title,
    status: note.status,
    publishDate: note.publishDate,
    preview: plainTextPreview(note.body, previewLength),
  };
}
