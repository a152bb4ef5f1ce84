import type { Metadata } from 'next';
import { CardGrid } from '@/components/page/card-grid';
import { EssayCard } from '@/components/essays/essay-card';
import { HomeHero } from '@/components/page/home-hero';
import { JsonLd } from '@/components/site/json-ld';
import { LogoGrid } from '@/components/page/logo-grid';
import { PieceList } from '@/components/posts/piece-list';
import { SubscribeForm } from '@/components/forms/subscribe-form';
import { LetterFollow } from '@/components/letters/letter-follow';
import { siteConfig } from '@/lib/site/site-config';
import { essays } from '@/lib/essays/essays';
import { homePage } from '@/lib/site/site-content';
import { essaysPath, latestEssay } from '@/lib/essays/essay-kind';
import { personJsonLd } from '@/lib/site/json-ld';
import { pieces } from '@/lib/posts/pieces';
import { namedPieces } from '@/lib/posts/read-next';
import { pageMetadata } from '@/lib/site/seo';
import * as messages from '@/lib/site/messages';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = pageMetadata('/');

const signupId = 'signup';
const sectionClass = 'mx-auto max-w-page px-4 pt-16 sm:px-6 md:pt-20';
const headingClass = 'text-title font-semibold text-ink';

export default function HomePage() {
  const latest = latestEssay(essays);
  // The pieces she chose for a visitor new to her work, in her order, of those published, but the
  // Latest Essay, which the page has just offered.
  const featured = namedPieces(
    homePage.startHere,
    pieces().byKey,
    latest ? [{ kind: 'essay', slug: latest.slug }] : [],
  );

  return (
    <>
      <JsonLd data={personJsonLd()} />
      <HomeHero signupId={signupId} />

      <section aria-labelledby="why-i-invest" className={sectionClass}>
        <h2 id="why-i-invest" className={`${headingClass} mb-8`}>
          Why I Invest
        </h2>
        <CardGrid cards={homePage.whyIInvest} />
      </section>
      <FirstScreenEnd />

      {latest ? (
        <section aria-labelledby="latest-essay" className={sectionClass}>
          <h2 id="latest-essay" className={`${headingClass} mb-8`}>
            Latest Essay
          </h2>
          <div className="max-w-2xl">
            <EssayCard
              essay={latest}
              headingLevel="h3"
              readMoreHref={essaysPath}
              imageSlot="latestEssayCard"
            />
          </div>
        </section>
      ) : null}

      {featured.length ? (
        <section aria-labelledby="start-here" className={sectionClass}>
          <h2 id="start-here" className={`${headingClass} mb-8`}>
            Start here
          </h2>
          <PieceList pieces={featured} />
        </section>
      ) : null}

      <section id={signupId} aria-labelledby="signup-heading" className={sectionClass}>
        <div className="rounded-3xl bg-plum-50 px-6 py-10 md:px-12">
          <h2 id="signup-heading" className={headingClass}>
            The Tomorrow Letter
          </h2>
          {siteConfig.services.newsletter ? (
            <>
              <p className="mt-3 max-w-2xl text-lg leading-8 text-muted">{homePage.letterInvitation}</p>
              <div className="mt-6 max-w-xl">
                <SubscribeForm successMessage={messages.signup.homeSuccess} />
              </div>
            </>
          ) : (
            <LetterFollow className="mt-3 max-w-2xl text-lg leading-8 text-muted" />
          )}
        </div>
      </section>

      <section aria-labelledby="featured-in" className={sectionClass}>
        <h2 id="featured-in" className={`${headingClass} mb-8`}>
          In the Media and the Portfolio
        </h2>
        <LogoGrid logos={homePage.logos} />
      </section>
    </>
  );
}
