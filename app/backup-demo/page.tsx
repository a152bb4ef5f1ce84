import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';

export const metadata: Metadata = { title: 'Backup demo' };

export default function BackupDemoPage() {
  return (
    <PageIntro eyebrow="Demo" title="Backup notes demo">
      <p>A simulation of how backup notes are scheduled for Monday.</p>
    </PageIntro>
  );
}
