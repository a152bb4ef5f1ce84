import { Fragment } from 'react';
import type { Metadata } from 'next';
import { PageIntro } from '@/components/page/page-intro';
import { TitledSection } from '@/components/page/titled-section';
import { booksPage } from '@/lib/site/site-content';
import { anchorOf } from '@/lib/site/files/fields';
import { pageMetadata } from '@/lib/site/seo';
import { searchIndexed } from '@/lib/page/site-search';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = pageMetadata('/books');

export default function BooksPage() {
  return (
    <div {...searchIndexed('Page')}>
      <PageIntro eyebrow="Reading list" title="Books">
        <p>{booksPage.intro}</p>
      </PageIntro>

      {booksPage.shelves.map((shelf, index) => (
        <Fragment key={shelf.title}>
          <TitledSection id={anchorOf(shelf.title)} title={shelf.title} intro={<p>{shelf.intro}</p>}>
            <ul className="grid gap-5 md:grid-cols-2">
              {shelf.books.map((book) => (
                <li key={book.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                  <h3 className="text-xl font-semibold text-ink">
                    <cite className="not-italic">{book.title}</cite>
                  </h3>
                  <p className="mt-1 font-medium text-plum-700">{book.author}</p>
                  <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-coral-700">
                    Why it matters
                  </p>
                  <p className="mt-1 leading-7 text-muted">{book.whyItMatters}</p>
                </li>
              ))}
            </ul>
          </TitledSection>
          {index === 0 ? <FirstScreenEnd /> : null}
        </Fragment>
      ))}
    </div>
  );
}
