import type { Metadata } from 'next';
import { PageIntro } from '@/components/page/page-intro';
import { backupNotes } from '@/lib/demo/backup-notes';
import { demoPage } from '@/lib/site/site-content';
import { previewBackupNote, summarizeBackupNotes } from '@/lib/demo/backup-notes-summary';
import { pageMetadata } from '@/lib/site/seo';
import { BackupNoteList } from './backup-note-list';
import { SchedulingSimulator } from './scheduling-simulator';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = pageMetadata('/backup-demo');

export default function BackupDemoPage() {
  const summary = summarizeBackupNotes(backupNotes);
  // Only what the simulation needs reaches the browser; the bodies stay in the HTML previews.
  const schedulable = backupNotes.map(({ id, title, publishDate, status }) => ({
    id,
    title,
    publishDate,
    status,
  }));

  return (
    <>
      <PageIntro eyebrow="Demo" title="Backup notes demo">
        <p>{demoPage.intro}</p>
      </PageIntro>

      <div className="mx-auto max-w-page space-y-14 px-4 sm:px-6">
        <section aria-labelledby="figures-heading">
          <h2 id="figures-heading" className="text-2xl font-semibold">
            At a glance
          </h2>
          <dl className="mt-5 grid gap-5 sm:grid-cols-3">
            <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <dt className="text-sm font-medium text-muted">Backup notes</dt>
              <dd className="mt-2 text-3xl font-semibold text-ink">{summary.total}</dd>
            </div>
            <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <dt className="text-sm font-medium text-muted">Drafts</dt>
              <dd className="mt-2 text-3xl font-semibold text-ink">{summary.drafts}</dd>
            </div>
            <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <dt className="text-sm font-medium text-muted">Oldest draft</dt>
              <dd className="mt-2 text-lg font-semibold leading-7 text-ink">
                {summary.oldestDraftTitle ?? 'None'}
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="simulate-heading" className="max-w-2xl">
          <h2 id="simulate-heading" className="text-2xl font-semibold">
            Simulate the Sunday run
          </h2>
          <div className="mt-5">
            <SchedulingSimulator notes={schedulable} />
          </div>
        </section>
        <FirstScreenEnd />

        <section aria-labelledby="notes-heading">
          <h2 id="notes-heading" className="text-2xl font-semibold">
            All backup notes
          </h2>
          <div className="mt-5">
            <BackupNoteList notes={backupNotes.map(previewBackupNote)} />
          </div>
        </section>
      </div>
    </>
  );
}
