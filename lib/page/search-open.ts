/** The id of the header's search dialog (SearchDialog). */
export const searchDialogId = 'site-search';

/** Fired at the dialog each time it opens, so its island starts or resumes the live results. */
export const searchOpenEvent = 'searchopen';

/** Marks the Search buttons that open the dialog; without script they submit to /search/ instead. */
export const opensSearchAttribute = 'data-opens-search';
