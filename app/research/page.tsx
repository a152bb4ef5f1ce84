import type { Metadata } from 'next';
import { BriefCard } from '@/components/brief-card';
import { FilterableList } from '@/components/filterable-list';
import { MessageForm } from '@/components/message-form';
import { PageIntro } from '@/components/page-intro';
import { briefs } from '@/content/briefs';
import { briefsNewestFirst, distinctTags } from '@/lib/briefs';
import { pageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';
import { briefFileSize } from './brief-file-size';

export const metadata: Metadata = pageMetadata('/research');

export default function ResearchPage() {
  const shown = briefsNewestFirst(briefs);

  return (
    <>
      <PageIntro eyebrow="Research" title="Research briefs">
        <p>
          What our team at Northlight Ventures learns about AI and women’s health, written up so founders,
          clinicians and other investors can use it too. Each brief is a short PDF that says what the evidence
          shows and where it runs out.
        </p>
      </PageIntro>

      <div className="mx-auto max-w-page px-4 sm:px-6">
        <FilterableList
          param="tag"
          options={distinctTags(shown)}
          label="Filter briefs by tag"
          itemValues={shown.map((brief) => brief.tags)}
          noun={['brief', 'briefs']}
          listClassName="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((brief) => (
            <BriefCard key={brief.id} brief={brief} fileSize={briefFileSize(brief.pdfFile)} />
          ))}
        </FilterableList>
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
            thankYou="Thanks for your request! I'll be in touch within 48 hours."
            endpoint={siteConfig.formsEndpoint}
          />
        </div>
      </section>
    </>
  );
}
