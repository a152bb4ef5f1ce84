// Linked by the after-paint script (linkManifest), not in <head>: Chrome fetches a linked manifest and its
// icons as soon as a page has loaded, which on a page with no script before its first paint is before it.
export const manifestPath = '/manifest.webmanifest';
