import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';

export const metadata: Metadata = { title: 'Research' };

export default function ResearchPage() {
  return (
    <PageIntro eyebrow="Research" title="Research briefs">
      <p>Briefs on AI and women’s health, each available as a PDF.</p>
    </PageIntro>
  );
}
