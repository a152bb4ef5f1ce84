import type { Metadata } from 'next';
import { Link } from '@/components/link';
import { CardGrid } from '@/components/card-grid';
import { PageIntro } from '@/components/page-intro';
import { TitledSection } from '@/components/titled-section';
import { thesisSections, thesisSummary } from '@/content/thesis';
import { pageMetadata } from '@/lib/seo';
import { searchIndexed } from '@/lib/search';

export const metadata: Metadata = pageMetadata('/investment-thesis');

const linkClass = 'font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-800';

export default function InvestmentThesisPage() {
  return (
    <div {...searchIndexed('Page')}>
      <PageIntro eyebrow="Investment Thesis" title="AI and women’s health">
        <p>{thesisSummary}</p>
      </PageIntro>

      {thesisSections.map((section) => (
        <TitledSection key={section.id} id={section.id} title={section.title} intro={section.intro}>
          <CardGrid cards={section.cards} />
        </TitledSection>
      ))}

      <TitledSection id="read-more" title="Read more">
        <ul className="max-w-prose space-y-4 text-lg leading-8 text-ink">
          <li>
            <Link href="/essays?category=Thesis" className={linkClass}>
              Essays on the thesis
            </Link>
            : the longer arguments behind each area, written as the fund makes its bets.
          </li>
          <li>
            <Link href="/research" className={linkClass}>
              Research briefs
            </Link>
            : market maps and evidence reviews, each available as a PDF.
          </li>
          <li>
            Building something that fits?{' '}
            <Link href="/about#get-in-touch" className={linkClass}>
              Get in touch or book a 15-minute call
            </Link>
            .
          </li>
        </ul>
      </TitledSection>
    </div>
  );
}
