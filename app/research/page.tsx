import type { Metadata } from 'next';
import { BriefCard } from '@/components/brief-card';
import { FilterableList } from '@/components/filterable-list';
import { PageIntro } from '@/components/page-intro';
import { ResearchRequest } from '@/components/research-request';
import { briefs } from '@/content/briefs';
import { profile } from '@/content/profile';
import { briefsNewestFirst, briefsWithTag, distinctTags } from '@/lib/briefs';
import { idsByOption } from '@/lib/filter-options';
import { pageMetadata } from '@/lib/seo';
import { briefFileSize } from './brief-file-size';

export const metadata: Metadata = pageMetadata('/research');

export default async function ResearchPage() {
  const shown = briefsNewestFirst(briefs);
  const tags = distinctTags(shown);
  const sizes = await Promise.all(shown.map(briefFileSize));

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
        <FilterableList
          param="tag"
          options={tags}
          label="Filter briefs by tag"
          matches={idsByOption(tags, (tag) => briefsWithTag(shown, tag))}
          noun={['brief', 'briefs']}
          listClassName="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          items={shown.map((brief, index) => ({
            id: brief.id,
            card: <BriefCard brief={brief} fileSize={sizes[index]} />,
          }))}
        />
      </div>

      <ResearchRequest />
    </>
  );
}
