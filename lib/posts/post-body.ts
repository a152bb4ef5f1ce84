/**
 * What a page shows of a post's own writing: its body as rendered, the contents list of its
 * headings, and an illustration drawn in the page (`SiteImage`). The checks of the built export leave
 * it out of the page's template budget (`templateHtml`), so what a budget holds is what the template
 * adds, never her words.
 */
export const postBodyAttribute = 'data-post-body';

export const postBody = { [postBodyAttribute]: '' };
