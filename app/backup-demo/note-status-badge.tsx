import type { NoteStatus } from '@/lib/site/files/small-pages';

const badgeStyles: Record<NoteStatus, string> = {
  Draft: 'bg-sand text-ink ring-line',
  Scheduled: 'bg-plum-50 text-plum-800 ring-plum-100',
  Published: 'bg-coral-100 text-coral-700 ring-coral-100',
};

export function NoteStatusBadge({ status }: { status: NoteStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${badgeStyles[status]}`}
    >
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
