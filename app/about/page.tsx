import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';

export const metadata: Metadata = { title: 'About & Collaborate' };

export default function AboutPage() {
  return (
    <PageIntro eyebrow="About & Collaborate" title="About & Collaborate">
      <p>Based in Toronto, Canada, and available for collaboration.</p>
    </PageIntro>
  );
}
