import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';

export const metadata: Metadata = { title: 'The Tomorrow Letter' };

export default function TomorrowLetterPage() {
  return (
    <PageIntro eyebrow="Newsletter" title="The Tomorrow Letter">
      <p>A weekly letter on AI, women’s health and the future we are building for our kids.</p>
    </PageIntro>
  );
}
