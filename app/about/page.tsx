import type { Metadata } from 'next';
import { CalendlyWidget } from '@/components/calendly-widget';
import { CardGrid } from '@/components/card-grid';
import { JsonLd } from '@/components/json-ld';
import { MessageForm } from '@/components/message-form';
import { formDelivery } from '@/lib/message-forms';
import { PageIntro } from '@/components/page-intro';
import { TitledSection } from '@/components/titled-section';
import { collaborationWays, drives, journey } from '@/content/about';
import { profile } from '@/content/profile';
import { personJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';
import { CollaborationCards } from './collaboration-cards';
import { JourneyTimeline } from './journey-timeline';
import * as messages from '@/content/messages';
import { searchIndexed } from '@/lib/search';

export const metadata: Metadata = pageMetadata('/about');

export default function AboutPage() {
  return (
    <div {...searchIndexed('Page')}>
      <JsonLd data={personJsonLd()} />
      <PageIntro eyebrow="About & Collaborate" title="About & Collaborate">
        <p>
          I’m {profile.name}, founding partner of {profile.worksFor}. I invest in early-stage companies using
          AI to close the gaps in women’s health, and I write the weekly Tomorrow Letter.
        </p>
        <p className="mt-4 flex flex-wrap gap-3 text-base">
          <span className="rounded-full bg-sand px-4 py-1.5 font-medium text-ink">Toronto, Canada</span>
          <span className="rounded-full bg-plum-50 px-4 py-1.5 font-medium text-plum-700">
            Available for collaboration
          </span>
        </p>
      </PageIntro>

      <TitledSection
        id="journey"
        title="My Journey"
        intro={`Manila and Vancouver growing up, London for study and work, and now Toronto: four roles that led to ${profile.worksFor}.`}
      >
        <JourneyTimeline entries={journey} />
      </TitledSection>

      <TitledSection id="drives" title="What Drives Me">
        <CardGrid cards={drives} />
      </TitledSection>

      <TitledSection
        id="collaborate"
        title="Ways to Collaborate"
        intro="If you are building, funding or convening at the meeting point of AI and women’s health, there are three ways we can work together."
      >
        <CollaborationCards ways={collaborationWays} />
      </TitledSection>

      <div className="mx-auto grid max-w-page grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TitledSection
          id="get-in-touch"
          title="Get in Touch"
          intro="Pitches, research questions and speaking invitations are all welcome. I read every message myself."
        >
          <MessageForm
            formName="contact"
            messageField="message"
            messageLabel="Message"
            submitLabel="Send message"
            thankYou={messages.contactThankYou}
            delivery={formDelivery('contact')}
            bookingUrl={siteConfig.calendlyUrl}
          />
        </TitledSection>
        <TitledSection
          id="book-a-call"
          title="Book a 15-minute call"
          intro="Prefer to talk? Pick a time that suits you for a 15-minute video chat."
        >
          <CalendlyWidget url={siteConfig.calendlyUrl} />
        </TitledSection>
      </div>
    </div>
  );
}
