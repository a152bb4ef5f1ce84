/** Written by the export stage (pageStyle). */
export const pageStyleId = 'page-style';

/** Names, on that element, the whole site's stylesheet, for browsers that cannot adopt the page's rules. */
export const sheetAttribute = 'data-sheet';

// The sheet without its font faces, which the page's own <style> already holds; the loader adopts it for
// pages the router shows in place.
export const rulesFile = (href: string) => href.replace(/\.css$/, '.rules.css');
