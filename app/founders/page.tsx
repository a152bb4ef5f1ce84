import type { Metadata } from 'next';
import { FactList } from '@/components/page/fact-list';
import { PageMessageForm } from '@/components/forms/page-message-form';
import { PageIntro } from '@/components/page/page-intro';
import { Prose, proseLinkClass } from '@/components/page/prose';
import { TitledSection } from '@/components/page/titled-section';
import { foundersPage, thesisPage } from '@/lib/site/site-content';
import { searchIndexed } from '@/lib/page/site-search';
import { pageMetadata } from '@/lib/site/seo';
import { anchorOf } from '@/lib/site/files/fields';
import { siteConfig } from '@/lib/site/site-config';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { canWriteElsewhere, WriteElsewhere } from '@/components/forms/write-elsewhere';

export const metadata: Metadata = pageMetadata('/founders');

/**
 * For founders: whether to pitch her (the thesis's facts), what to send, how and when she answers,
 * what follows a first call, and the pitch form (content/site/founders.yml).
 */
export default function FoundersPage() {
  const { pitch } = foundersPage;
  // While messages are off (lib/site/services.ts), her address and profiles take the form's place,
  // without the intro that describes the form; with neither, the section is left out.
  const { messages: open } = siteConfig.services;
  return (
    <div {...searchIndexed('Page')}>
      <PageIntro eyebrow={foundersPage.meta.eyebrow} title={foundersPage.title}>
        <p>{foundersPage.intro}</p>
      </PageIntro>

      <TitledSection id="at-a-glance" title={thesisPage.atAGlance.title}>
        <FactList facts={thesisPage.atAGlance.facts} />
      </TitledSection>
      <FirstScreenEnd />

      {foundersPage.sections.map((section) => (
        <TitledSection key={section.title} id={anchorOf(section.title)} title={section.title}>
          <Prose
            blocks={section.body}
            paragraphClassName="mt-4 max-w-prose text-lg leading-8 text-ink first:mt-0"
            listClassName="mt-4 max-w-prose list-disc space-y-3 pl-6 text-lg leading-8 text-ink first:mt-0 [&:is(ol)]:list-decimal"
            linkClassName={proseLinkClass}
          />
        </TitledSection>
      ))}

      {open ? (
        <TitledSection id="pitch" title={pitch.title} intro={pitch.intro}>
          <div className="max-w-2xl rounded-3xl bg-sand p-6 md:p-10">
            <PageMessageForm
              form="pitch"
              path="/founders"
              submitLabel="Send pitch"
              thankYou={pitch.thankYou}
            />
          </div>
        </TitledSection>
      ) : canWriteElsewhere() ? (
        <TitledSection id="pitch" title={pitch.title}>
          <WriteElsewhere />
        </TitledSection>
      ) : null}
    </div>
  );
}
