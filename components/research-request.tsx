import { MessageForm } from '@/components/message-form';
import * as messages from '@/lib/site/messages';
import { researchPage } from '@/lib/site/site-content';
import { formDelivery, messageForms } from '@/lib/web/message-forms';
import { siteConfig } from '@/lib/site/site-config';

/** The Request Deeper Analysis section: closes /research and every brief's page, the page at `path`. */
export function ResearchRequest({ path }: { path: string }) {
  return (
    <section aria-labelledby="request-analysis" className="mx-auto mt-20 max-w-page px-4 sm:px-6">
      <div className="grid gap-8 rounded-3xl bg-sand p-6 md:grid-cols-2 md:p-10">
        <div>
          <h2 id="request-analysis" className="text-2xl font-semibold text-ink">
            Request Deeper Analysis
          </h2>
          <p className="mt-3 leading-7 text-muted">{researchPage.requestIntro}</p>
        </div>
        <MessageForm
          formName="research-request"
          fields={messageForms['research-request'].fields}
          submitLabel="Send request"
          thankYou={messages.researchThankYou}
          delivery={formDelivery('research-request', path)}
          bookingUrl={siteConfig.calendlyUrl}
        />
      </div>
    </section>
  );
}
