import { liveSearchAttribute, searchDialogId, searchOutputAttribute } from '@/lib/page/search-open';

const titleId = `${searchDialogId}-title`;
const fieldId = `${searchDialogId}-q`;

/**
 * The search dialog, in every page's header: a native modal <dialog> that the after-paint script
 * opens (openSearchOnRequest). As served it takes a query to the shareable /search/ page on Enter,
 * and Escape or Close shuts it; the search file it adds on opening shows the results as the visitor
 * types, from what they typed before it came.
 */
export function SearchDialog() {
  return (
    <dialog
      id={searchDialogId}
      aria-labelledby={titleId}
      {...{ [liveSearchAttribute]: 'dialog' }}
      className="mx-auto mt-[8vh] w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-line bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Search the site
          </h2>
          <form method="dialog">
            <button
              type="submit"
              className="min-h-11 rounded-md px-3 font-medium text-plum-700 hover:bg-sand"
            >
              Close
            </button>
          </form>
        </div>
        {/* Not a landmark of its own: the dialog, named for what it is, holds nothing else. */}
        <form action="/search/" method="get" className="mt-3 flex gap-2">
          <label htmlFor={fieldId} className="sr-only">
            Search essays, research and pages
          </label>
          <input
            id={fieldId}
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Search essays, research and pages"
            className="h-12 min-w-0 flex-1 rounded-xl border border-muted/50 bg-white px-4 text-base text-ink placeholder:text-muted"
          />
          {/* Takes the query to /search/ like Enter does, for those who look for a button. */}
          <button
            type="submit"
            className="h-12 rounded-xl bg-plum-700 px-4 font-semibold text-white hover:bg-plum-800"
          >
            Search
          </button>
        </form>
        <div className="mt-3 max-h-[60vh] overflow-y-auto" {...{ [searchOutputAttribute]: '' }} />
      </div>
    </dialog>
  );
}
