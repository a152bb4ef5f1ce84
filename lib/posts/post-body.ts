/**
 * What a page shows of a post's own writing: its body as rendered, the contents list of its
 * headings, and an illustration drawn in the page (components/site-image.tsx). The checks of the built export leave it out of the page's template budget
 * (export/figures.ts), so what a budget holds is what the template adds, never her words.
 */
export const postBodyAttribute = 'data-post-body';

export const postBody = { [postBodyAttribute]: '' };
