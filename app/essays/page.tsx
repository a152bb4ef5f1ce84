import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';

export const metadata: Metadata = { title: 'Essays' };

export default function EssaysPage() {
  return (
    <PageIntro eyebrow="Essays" title="Essays">
      <p>Writing on AI, women’s health, motherhood and a global view.</p>
    </PageIntro>
  );
}
