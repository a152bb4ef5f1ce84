import type { Metadata } from 'next';
import { Link } from '@/components/link';
import { CardGrid } from '@/components/card-grid';
import { LetterIssue } from '@/components/letter-issue';
import { PageIntro } from '@/components/page-intro';
import { StatList } from '@/components/stat-list';
import { SubscribeForm } from '@/components/subscribe-form';
import { TestimonialList } from '@/components/testimonial-list';
import { TitledSection } from '@/components/titled-section';
import { letterBenefits, letterStats, letterTestimonials, nextIssueSignup } from '@/content/letter';
import { letterIssues } from '@/content/letter-issues';
import * as messages from '@/content/messages';
import { issuePath, latestIssue, letterArchivePath } from '@/lib/letter';
import { pageMetadata } from '@/lib/seo';
import { ClosingSignup } from './closing-signup';

export const metadata: Metadata = pageMetadata('/tomorrow-letter');

const welcome = messages.signup.letterSuccess;
const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-800';

export default function TomorrowLetterPage() {
  const sampleIssue = latestIssue(letterIssues);

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
        <TestimonialList testimonials={letterTestimonials} />
      </TitledSection>

      <TitledSection id="letter-stats" title="The letter in numbers">
        <StatList stats={letterStats} />
      </TitledSection>

      <div className="mx-auto mt-20 max-w-page px-4 sm:px-6">
        <ClosingSignup heading={nextIssueSignup.heading} successMessage={welcome}>
          <p>{nextIssueSignup.invitation}</p>
        </ClosingSignup>
      </div>
    </>
  );
}
