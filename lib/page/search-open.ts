/** The id of the site's search dialog, which the after-paint script makes (browser/search-dialog.ts). */
export const searchDialogId = 'site-search';

/** Marks the Search buttons that open the dialog; without script they submit to /search/ instead. */
export const opensSearchAttribute = 'data-opens-search';

/**
 * Marks what holds a search field whose results follow it as the visitor types, with its status
 * line, result list and way on: the dialog (`dialog`) or the search page's form (`page`), which
 * also keeps the query in the address. The search file (browser/live-search.ts) runs them.
 */
export const liveSearchAttribute = 'data-live-search';

/** Inside a live search: where the search file puts its status line, results and way on. */
export const searchOutputAttribute = 'data-search-output';
