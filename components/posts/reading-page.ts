// The frame of a post's page and its column of text; the editor's preview uses the same two, so it keeps
// the page's width and spacing.
export const readingPageClass = 'mx-auto max-w-page px-4 pb-8 pt-10 sm:px-6 md:pt-14';
export const readingColumnClass = 'mt-6 max-w-3xl';
