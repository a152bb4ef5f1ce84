import type { Metadata } from 'next';
import { EssayCard } from '@/components/essay-card';
import { FilterableList } from '@/components/filterable-list';
import { PageIntro } from '@/components/page-intro';
import { essays } from '@/content/essays';
import { essayCategories } from '@/content/types';
import { essaysInCategory, essaysNewestFirst } from '@/lib/essays';
import { idsByOption } from '@/lib/filter-options';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata('/essays');

export default function EssaysPage() {
  const ordered = essaysNewestFirst(essays);

  return (
    <>
      <PageIntro eyebrow="Essays" title="Essays">
        <p>
          Longer thinking on AI, women’s health, motherhood and what I have learned from four cities. Pick a
          category, or read them all, newest first.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <FilterableList
          param="category"
          options={essayCategories}
          label="Filter essays by category"
          matches={idsByOption(essayCategories, (category) => essaysInCategory(ordered, category))}
          noun={['essay', 'essays']}
          listClassName="mt-8 grid gap-6 md:grid-cols-2"
          items={ordered.map((essay, index) => ({
            id: essay.id,
            card: <EssayCard essay={essay} priorityImage={index === 0} />,
          }))}
        />
      </div>
    </>
  );
}
