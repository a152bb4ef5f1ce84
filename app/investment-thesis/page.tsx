import type { Metadata } from 'next';
import { CardGrid } from '@/components/page/card-grid';
import { PageIntro } from '@/components/page/page-intro';
import { FactList } from '@/components/page/fact-list';
import { Prose, proseLinkClass } from '@/components/page/prose';
import { TitledSection } from '@/components/page/titled-section';
import { thesisPage } from '@/lib/site/site-content';
import { anchorOf } from '@/lib/site/files/fields';
import { pageMetadata } from '@/lib/site/seo';
import { searchIndexed } from '@/lib/page/site-search';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = pageMetadata('/investment-thesis');

export default function InvestmentThesisPage() {
  return (
    <div {...searchIndexed('Page')}>
      <PageIntro eyebrow="Investment Thesis" title={thesisPage.title}>
        <p>{thesisPage.summary}</p>
      </PageIntro>

      <TitledSection id="at-a-glance" title={thesisPage.atAGlance.title}>
        <FactList facts={thesisPage.atAGlance.facts} />
      </TitledSection>
      <FirstScreenEnd />

      {thesisPage.sections.map((section) => (
        <TitledSection
          key={section.title}
          id={anchorOf(section.title)}
          title={section.title}
          intro={section.intro}
        >
          <CardGrid cards={section.cards} />
        </TitledSection>
      ))}

      <TitledSection id="read-more" title="Read more">
        <Prose
          blocks={thesisPage.readMore}
          listClassName="max-w-prose space-y-4 text-lg leading-8 text-ink"
          paragraphClassName="max-w-prose text-lg leading-8 text-ink"
          linkClassName={proseLinkClass}
        />
      </TitledSection>
    </div>
  );
}
