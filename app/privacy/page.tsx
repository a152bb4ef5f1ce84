import { Fragment } from 'react';
import type { Metadata } from 'next';
import { DateLabel } from '@/components/page/date-label';
import { PageIntro } from '@/components/page/page-intro';
import { privacyPage } from '@/lib/site/site-content';
import { sitePages } from '@/lib/site/site-pages';
import { privacySections } from '@/lib/site/privacy-sections';
import { searchIndexed } from '@/lib/page/site-search';
import { pageMetadata } from '@/lib/site/seo';
import { analyticsSettings, siteConfig, type PublicEnv } from '@/lib/site/site-config';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = pageMetadata('/privacy');

export default function PrivacyPage() {
  const sections = privacySections(siteConfig, analyticsSettings(process.env as PublicEnv));
  return (
    <div {...searchIndexed('Page')}>
      <PageIntro eyebrow="Privacy" title="What this site collects, and where it goes">
        <p>{privacyPage.intro}</p>
        <p className="mt-4 text-base">
          Last updated <DateLabel date={sitePages['/privacy'].updated} />.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 pb-8 sm:px-6">
        {sections.map((section, index) => (
          <Fragment key={section.id}>
            <section aria-labelledby={`privacy-${section.id}`} className="mt-10 max-w-prose">
              <h2 id={`privacy-${section.id}`} className="text-2xl font-semibold tracking-tight text-ink">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-8 text-ink">
                  {paragraph}
                </p>
              ))}
            </section>
            {index === Math.min(1, sections.length - 1) ? <FirstScreenEnd /> : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
