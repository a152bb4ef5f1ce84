import type { Metadata } from 'next';
import { CalendlyWidget } from '@/components/forms/calendly-widget';
import { CardGrid } from '@/components/page/card-grid';
import { JsonLd } from '@/components/site/json-ld';
import { PageMessageForm } from '@/components/forms/page-message-form';
import { Prose, proseLinkClass } from '@/components/page/prose';
import { PageIntro } from '@/components/page/page-intro';
import { TitledSection } from '@/components/page/titled-section';
import { aboutPage, profile } from '@/lib/site/site-content';
import { homeLocation, personJsonLd } from '@/lib/site/json-ld';
import { pageMetadata } from '@/lib/site/seo';
import { siteConfig } from '@/lib/site/site-config';
import { CollaborationCards } from './collaboration-cards';
import { JourneyTimeline } from './journey-timeline';
import { Portrait } from './portrait';
import * as messages from '@/lib/site/messages';
import { searchIndexed } from '@/lib/page/site-search';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { canWriteElsewhere, WriteElsewhere } from '@/components/forms/write-elsewhere';

export const metadata: Metadata = pageMetadata('/about');

export default function AboutPage() {
  // A service left off (lib/site/services.ts) takes its section with it; messages leave her address
  // and profiles in their place when she has any.
  const { messages: open, booking } = siteConfig.services;
  const contact = open || canWriteElsewhere();
  return (
    <div {...searchIndexed('Page')}>
      <JsonLd data={personJsonLd()} />
      <PageIntro
        eyebrow="About & Collaborate"
        title="About & Collaborate"
        picture={profile.portrait ? <Portrait image={profile.portrait} /> : undefined}
      >
        <p>{aboutPage.intro}</p>
        <p className="mt-4 flex flex-wrap gap-3 text-base">
          <span className="rounded-full bg-sand px-4 py-1.5 font-medium text-ink">{homeLocation()}</span>
          <span className="rounded-full bg-plum-50 px-4 py-1.5 font-medium text-plum-700">
            {aboutPage.availability}
          </span>
        </p>
      </PageIntro>

      <TitledSection id="journey" title="My Journey" intro={aboutPage.journeyIntro}>
        <JourneyTimeline entries={aboutPage.journey} />
      </TitledSection>
      <FirstScreenEnd />

      <TitledSection id="drives" title="What Drives Me">
        <CardGrid cards={aboutPage.drives} />
      </TitledSection>

      <TitledSection id="collaborate" title="Ways to Collaborate" intro={aboutPage.collaborateIntro}>
        <CollaborationCards ways={aboutPage.collaboration} />
      </TitledSection>

      <div
        className={`mx-auto grid max-w-page grid-cols-1 gap-4${contact && booking ? ' lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}
      >
        {contact ? (
          <TitledSection
            id="get-in-touch"
            title="Get in Touch"
            intro={<Prose blocks={aboutPage.contactIntro} linkClassName={proseLinkClass} />}
          >
            {open ? (
              <PageMessageForm
                form="contact"
                path="/about"
                submitLabel="Send message"
                thankYou={messages.contactThankYou}
              />
            ) : (
              <WriteElsewhere />
            )}
          </TitledSection>
        ) : null}
        {booking ? (
          <TitledSection id="book-a-call" title="Book a 15-minute call" intro={aboutPage.bookingIntro}>
            <CalendlyWidget url={siteConfig.calendlyUrl} />
          </TitledSection>
        ) : null}
      </div>
    </div>
  );
}
