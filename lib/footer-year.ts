/** The id of the footer's year (components/site-footer.tsx). */
export const footerYearId = 'footer-year';

/**
 * The footer's copyright year: the exported HTML carries the build's, and the after-paint script
 * (lib/first-paint.ts) writes the visitor's own on every page, with or without the framework. The
 * element suppresses React's hydration warning, so a framework that hydrates later keeps it.
 */
export const footerYearScript = `(function(y){if(y)y.textContent=new Date().getFullYear()})(document.getElementById(${JSON.stringify(footerYearId)}))`;
