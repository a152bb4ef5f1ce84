import type { Metadata } from 'next';
import { PageIntro } from '@/components/page-intro';
import { SearchElsewhere } from '@/components/search-elsewhere';
import { pageMetadata } from '@/lib/site/seo';
import { SearchPageForm } from './search-page-form';
import { FirstScreenEnd } from '@/components/first-screen-end';

export const metadata: Metadata = pageMetadata('/search');

export default function SearchPage() {
  return (
    <>
      <PageIntro eyebrow="Search" title="Search">
        <p>Find an essay, a research brief, a letter or a page by the words in it.</p>
      </PageIntro>
      <div className="mx-auto max-w-prose px-4 pb-8 sm:px-6">
        <noscript>
          <p className="font-medium text-ink">
            Search needs JavaScript, which is turned off in this browser.
          </p>
          <SearchElsewhere />
        </noscript>
        <SearchPageForm />
        <FirstScreenEnd />
      </div>
    </>
  );
}
