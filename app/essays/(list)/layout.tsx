import type { ReactNode } from 'react';
import { FilterPills } from '@/components/posts/filter-pills';
import { PageIntro } from '@/components/page/page-intro';
import { essaysPage } from '@/lib/site/site-content';
import { list } from './essay-list';

/** Around every page of the essay list: the intro and the pills, which stay put as the list changes. */
export default function EssayListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageIntro eyebrow="Essays" title="Essays">
        <p>{essaysPage.intro}</p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <FilterPills label="Filter essays by category" param="category" options={list.options} />
        {children}
      </div>
    </>
  );
}
