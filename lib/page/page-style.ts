/** The id of the data element holding a page's own rules, written by the export stage (pageStyle). */
export const pageStyleId = 'page-style';

/** Names, on that element, the whole site's stylesheet, for browsers that cannot adopt the page's rules. */
export const sheetAttribute = 'data-sheet';

/**
 * The whole site's rules beside the stylesheet `href`: the sheet without its font faces, which the
 * page's own <style> already holds. The export stage writes it; the loader adopts it for the pages
 * the router shows in place.
 */
export const rulesFile = (href: string) => href.replace(/\.css$/, '.rules.css');
