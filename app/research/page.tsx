import type { Metadata } from 'next';
import { BriefCard } from '@/components/brief-card';
import { FilterableList } from '@/components/filterable-list';
import { MessageForm } from '@/components/message-form';
import { PageIntro } from '@/components/page-intro';
import { briefs } from '@/content/briefs';
import { profile } from '@/content/profile';
import { briefsNewestFirst, briefsWithTag, distinctTags } from '@/lib/briefs';
import { idsByOption } from '@/lib/filter-options';
import { pageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';
import { briefFileSize } from './brief-file-size';
import { messages } from '@/content/messages';

export const metadata: Metadata = pageMetadata('/research');

export default function ResearchPage() {
  const shown = briefsNewestFirst(briefs);
  const tags = distinctTags(shown);

  return (
    <>
      <PageIntro eyebrow="Research" title="Research briefs">
        <p>
          What our team at {profile.worksFor} learns about AI and women’s health, written up so founders,
          clinicians and other investors can use it too. Each brief is a short PDF that says what the evidence
          shows and where it runs out.
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
          items={shown.map((brief) => ({
            id: brief.id,
            card: <BriefCard brief={brief} fileSize={briefFileSize(brief.pdfFile)} />,
          }))}
        />
      </div>

      <section aria-labelledby="request-analysis" className="mx-auto mt-20 max-w-page px-4 sm:px-6">
        <div className="grid gap-8 rounded-3xl bg-sand p-6 md:grid-cols-2 md:p-10">
          <div>
            <h2 id="request-analysis" className="text-2xl font-semibold text-ink">
              Request Deeper Analysis
            </h2>
            <p className="mt-3 leading-7 text-muted">
              Is there a market, a condition or a regulatory question you would like us to dig into? Tell me
              what you are trying to decide and I will tell you whether we can help, and when.
            </p>
          </div>
          <MessageForm
            formName="research-request"
            messageField="requestMessage"
            messageLabel="What should I research?"
            messageHint="A market, a clinical question or a company category, and what you would use it for."
            submitLabel="Send request"
            thankYou={messages.researchThankYou}
            endpoint={siteConfig.formsEndpoint}
          />
        </div>
      </section>
    </>
  );
}
