// Marks a post's own writing, which the export's checks leave out of the template budget (`templateHtml`),
// so a budget holds what the template adds, never her words.
export const postBodyAttribute = 'data-post-body';

export const postBody = { [postBodyAttribute]: '' };
