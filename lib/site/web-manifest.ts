/**
 * The web app manifest's address, served by its own route. Only installing the site
 * reads it, so the after-paint script links it (linkManifest) rather than every page's
 * <head>: Chrome fetches a linked manifest, and the icons it names, as soon as a page has loaded,
 * which on a page with no script before its first paint is before that paint (docs/performance.md).
 */
export const manifestPath = '/manifest.webmanifest';
