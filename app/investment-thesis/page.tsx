import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';

export const metadata: Metadata = { title: 'Investment Thesis' };

export default function InvestmentThesisPage() {
  return (
    <PageIntro eyebrow="Investment Thesis" title="Investment Thesis">
      <p>What I back at the meeting point of AI and women’s health.</p>
    </PageIntro>
  );
}
