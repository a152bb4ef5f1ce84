import type { ReactNode } from 'react';
import { FilterPills } from '@/components/posts/filter-pills';
import { PageIntro } from '@/components/page/page-intro';
import { ResearchRequest } from '@/components/forms/research-request';
import { researchPage } from '@/lib/site/site-content';
import { list } from './brief-list';

/** Around every page of the brief list: the intro, the pills and the request form stay put as it changes. */
export default function BriefListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageIntro eyebrow="Research" title="Research briefs">
        <p>{researchPage.intro}</p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <FilterPills label="Filter briefs by tag" param="tag" options={list.options} />
        {children}
      </div>
      {/* The list's first page, named for a message sent without scripts; the after-paint script names the page in hand. */}
      <ResearchRequest path="/research" />
    </>
  );
}
