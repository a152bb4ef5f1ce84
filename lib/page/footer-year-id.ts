// The export carries the build's year; the after-paint script writes the visitor's own (writeFooterYear).
// The element suppresses React's hydration warning, so a framework that hydrates later keeps it.
export const footerYearId = 'footer-year';
