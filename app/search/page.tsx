import type { Metadata } from 'next';
import { PageIntro } from '@/components/page/page-intro';
import { SearchElsewhere } from '@/components/site/search-elsewhere';
import { pageMetadata } from '@/lib/site/seo';
import { liveSearchAttribute, searchOutputAttribute } from '@/lib/page/search-names';
import { searchTypeFilters, searchTypeParam } from '@/lib/page/site-search';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = pageMetadata('/search');

const fieldId = 'search-q';

const filterClass =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full border border-plum-700 px-4 py-2 text-sm font-semibold text-plum-700 hover:bg-plum-50 has-checked:bg-plum-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-plum-700';

export default function SearchPage() {
  return (
    <>
      <PageIntro eyebrow="Search" title="Search">
        <p>Find an essay, a research brief, a letter or a page by the words in it.</p>
      </PageIntro>
      <div className="mx-auto max-w-prose px-4 pb-8 sm:px-6">
        <noscript>
          <p className="font-medium text-ink">
            Search needs JavaScript, which is turned off in this browser.
          </p>
          <SearchElsewhere />
        </noscript>
        {/* Named by its label, so it stands apart from the header's "Site" search among the landmarks.
            Until the search file has come, a press loads this page again with the words and the
            filter in the address, which it then searches; after, the results follow the field. */}
        <form
          action="/search/"
          method="get"
          role="search"
          aria-labelledby={`${fieldId}-label`}
          {...{ [liveSearchAttribute]: 'page' }}
        >
          <label id={`${fieldId}-label`} htmlFor={fieldId} className="font-medium">
            Search for
          </label>
          <div className="mt-2 flex gap-2">
            <input
              id={fieldId}
              name="q"
              type="search"
              autoComplete="off"
              className="h-12 min-w-0 flex-1 rounded-xl border border-muted/50 bg-white px-4 text-base text-ink"
            />
            <button
              type="submit"
              className="h-12 rounded-xl bg-plum-700 px-4 font-semibold text-white hover:bg-plum-800"
            >
              Search
            </button>
          </div>
          <fieldset className="mt-4">
            <legend className="sr-only">Show</legend>
            <div className="flex flex-wrap gap-2">
              {searchTypeFilters.map(({ type, label }) => (
                <label key={label} className={filterClass}>
                  <input
                    type="radio"
                    name={searchTypeParam}
                    value={type}
                    defaultChecked={!type}
                    className="sr-only"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-4" {...{ [searchOutputAttribute]: '' }} />
        </form>
        <FirstScreenEnd />
      </div>
    </>
  );
}
