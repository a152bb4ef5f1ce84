import type { ReactNode } from 'react';
import { FilterPills } from '@/components/filter-pills';
import { PageIntro } from '@/components/page-intro';
import { ResearchRequest } from '@/components/research-request';
import { profile } from '@/content/profile';
import { list } from './brief-list';

/** Around every page of the brief list: the intro, the pills and the request form stay put as it changes. */
export default function BriefListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageIntro eyebrow="Research" title="Research briefs">
        <p>
          What our team at {profile.worksFor} learns about AI and women’s health, written up so founders,
          clinicians and other investors can use it too. Each brief has its own page and a PDF, and says what
          the evidence shows and where it runs out.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <FilterPills label="Filter briefs by tag" param="tag" options={list.options} />
        {children}
      </div>
      <ResearchRequest />
    </>
  );
}
