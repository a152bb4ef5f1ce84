import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';

export const metadata: Metadata = { title: 'Books' };

export default function BooksPage() {
  return (
    <PageIntro eyebrow="Reading list" title="Books">
      <p>The books that shaped how I invest and how I parent.</p>
    </PageIntro>
  );
}
