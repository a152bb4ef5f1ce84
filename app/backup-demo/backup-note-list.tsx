import { DateLabel } from '@/components/page/date-label';
import type { BackupNotePreview } from '@/lib/demo/backup-notes-summary';
import { NoteStatusBadge } from './note-status-badge';

export function BackupNoteList({ notes }: { notes: readonly BackupNotePreview[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {notes.map((note) => (
        <li key={note.id}>
          <article className="h-full rounded-2xl border border-line bg-white p-6 shadow-sm">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <NoteStatusBadge status={note.status} />
              <p className="text-sm text-muted">
                Planned for <DateLabel date={note.publishDate} />
              </p>
            </div>
            <h3 className="mt-4 text-xl font-semibold text-ink">{note.title}</h3>
            <p className="mt-3 leading-7 text-muted">{note.preview}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
