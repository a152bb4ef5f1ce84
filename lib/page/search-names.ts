/** Made by the after-paint script (browser/search-dialog.ts). */
export const searchDialogId = 'site-search';

/** Without script, these Search buttons submit to /search/ instead. */
export const opensSearchAttribute = 'data-opens-search';

// `dialog` or `page` (the search page's form, which also keeps the query in the address); run by
// browser/live-search.ts.
export const liveSearchAttribute = 'data-live-search';

export const searchOutputAttribute = 'data-search-output';
