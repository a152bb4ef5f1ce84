import type { Metadata } from 'next';
import { Link } from '@/components/site/link';
import { CardGrid } from '@/components/page/card-grid';
import { LetterIssue } from '@/components/letters/letter-issue';
import { PageIntro } from '@/components/page/page-intro';
import { StatList } from '@/components/page/stat-list';
import { SubscribeForm } from '@/components/forms/subscribe-form';
import { TestimonialList } from '@/components/page/testimonial-list';
import { TitledSection } from '@/components/page/titled-section';
import { letterPage } from '@/lib/site/site-content';
import { letterIssues } from '@/lib/letters/letter-issues';
import * as messages from '@/lib/site/messages';
import { issuePath, latestIssue, letterArchivePath } from '@/lib/letters/letter-kind';
import { pageMetadata } from '@/lib/site/seo';
import {
  LetterClosing,
  LetterFollow,
  letterLinkClass as linkClass,
} from '@/components/letters/letter-follow';
import { siteConfig } from '@/lib/site/site-config';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = pageMetadata('/tomorrow-letter');

const welcome = messages.signup.letterSuccess;

export default function TomorrowLetterPage() {
  const sampleIssue = latestIssue(letterIssues);

  return (
    <>
      <section aria-label="Join the Tomorrow Letter">
        <PageIntro eyebrow={letterPage.eyebrow} title="The Tomorrow Letter">
          <p>{letterPage.intro}</p>
          {siteConfig.services.newsletter ? (
            <div className="mt-6 max-w-xl">
              <SubscribeForm successMessage={welcome} submitLabel="Join the letter" />
            </div>
          ) : (
            <LetterFollow className="mt-6 max-w-xl" />
          )}
        </PageIntro>
      </section>

      <TitledSection id="every-week" title="What You'll Get Every Week">
        <CardGrid cards={letterPage.benefits} />
      </TitledSection>
      <FirstScreenEnd />

      {sampleIssue ? (
        <TitledSection id="sample-issue" title="A sample issue">
          <div className="max-w-3xl">
            <LetterIssue issue={sampleIssue} />
            <p className="mt-6 flex flex-wrap gap-x-8 gap-y-2">
              <Link href={issuePath(sampleIssue)} className={linkClass}>
                Read issue {sampleIssue.number} on its own page
              </Link>
              <Link href={letterArchivePath} className={linkClass}>
                Browse every issue in the archive
              </Link>
            </p>
          </div>
        </TitledSection>
      ) : null}

      <TitledSection id="testimonials" title="What readers say">
        <TestimonialList testimonials={letterPage.testimonials} />
      </TitledSection>

      <TitledSection id="letter-stats" title="The letter in numbers">
        <StatList stats={letterPage.stats} />
      </TitledSection>

      <div className="mx-auto mt-20 max-w-page px-4 sm:px-6">
        <LetterClosing />
      </div>
    </>
  );
}
