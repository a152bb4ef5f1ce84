import { PageMessageForm } from '@/components/forms/page-message-form';
import * as messages from '@/lib/site/messages';
import { researchPage } from '@/lib/site/site-content';
import { siteConfig } from '@/lib/site/site-config';
import { canWriteElsewhere, WriteElsewhere } from '@/components/forms/write-elsewhere';

/**
 * The Request Deeper Analysis section: closes /research and every brief's page, the page at `path`.
 * While messages are off, her address and profiles stand in for the form, or the section is left out.
 */
export function ResearchRequest({ path }: { path: string }) {
  const open = siteConfig.services.messages;
  if (!open && !canWriteElsewhere()) return null;
  return (
    <section aria-labelledby="request-analysis" className="mx-auto mt-20 max-w-page px-4 sm:px-6">
      <div className="grid gap-8 rounded-3xl bg-sand p-6 md:grid-cols-2 md:p-10">
        <div>
          <h2 id="request-analysis" className="text-2xl font-semibold text-ink">
            Request Deeper Analysis
          </h2>
          <p className="mt-3 leading-7 text-muted">{researchPage.requestIntro}</p>
        </div>
        {open ? (
          <PageMessageForm
            form="research-request"
            path={path}
            submitLabel="Send request"
            thankYou={messages.researchThankYou}
          />
        ) : (
          <WriteElsewhere />
        )}
      </div>
    </section>
  );
}
