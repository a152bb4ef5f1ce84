/*
 * The exported HTML carries the build's year; the after-paint script writes the visitor's own on
 * every page, with or without the framework (writeFooterYear). The element suppresses
 * React's hydration warning, so a framework that hydrates later keeps it.
 */

/** The id of the footer's year (SiteFooter). */
export const footerYearId = 'footer-year';
