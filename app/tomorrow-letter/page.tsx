import type { Metadata } from 'next';
import { CardGrid } from '@/components/card-grid';
import { LetterIssue } from '@/components/letter-issue';
import { PageIntro } from '@/components/page-intro';
import { StatList } from '@/components/stat-list';
import { SubscribeForm } from '@/components/subscribe-form';
import { TestimonialList } from '@/components/testimonial-list';
import { TitledSection } from '@/components/titled-section';
import { letterBenefits, letterStats, letterTestimonials, sampleIssue } from '@/content/letter';
import { pageMetadata } from '@/lib/seo';
import { ClosingSignup } from './closing-signup';
import { messages } from '@/content/messages';
import { searchIndexed } from '@/lib/search';

export const metadata: Metadata = pageMetadata('/tomorrow-letter');

const welcome = messages.signup.letterSuccess;

export default function TomorrowLetterPage() {
  return (
    <>
      <section aria-label="Join the Tomorrow Letter">
        <PageIntro eyebrow="Newsletter · every Monday" title="The Tomorrow Letter">
          <p>
            A weekly letter on AI, women’s health and the future we are building for our kids. One idea argued
            properly, the numbers behind it, and what I am reading. Five minutes, free, and you can leave with
            one click.
          </p>
          <div className="mt-6 max-w-xl">
            <SubscribeForm successMessage={welcome} submitLabel="Join the letter" />
          </div>
        </PageIntro>
      </section>

      <TitledSection id="every-week" title="What You'll Get Every Week">
        <CardGrid cards={letterBenefits} />
      </TitledSection>

      <TitledSection id="sample-issue" title="A sample issue">
        <div className="max-w-3xl" {...searchIndexed('Letter', sampleIssue.publishedDate)}>
          <LetterIssue issue={sampleIssue} />
        </div>
      </TitledSection>

      <TitledSection id="testimonials" title="What readers say">
        <TestimonialList testimonials={letterTestimonials} />
      </TitledSection>

      <TitledSection id="letter-stats" title="The letter in numbers">
        <StatList stats={letterStats} />
      </TitledSection>

      <div className="mx-auto mt-20 max-w-page px-4 sm:px-6">
        <ClosingSignup heading="Get next Monday’s issue" successMessage={welcome}>
          <p>Join founders, clinicians and investors who start the week with the Tomorrow Letter.</p>
        </ClosingSignup>
      </div>
    </>
  );
}
