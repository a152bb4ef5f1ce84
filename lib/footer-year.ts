/** The id of the footer's year (components/site-footer.tsx). */
export const footerYearId = 'footer-year';

/**
 * The footer's copyright year: the exported HTML carries the build's, and the after-paint script
 * (lib/first-paint.ts) writes the visitor's own on every page, with or without the framework (only
 * when it differs, so the footer is not laid out again for nothing). The
 * element suppresses React's hydration warning, so a framework that hydrates later keeps it.
 */
export const footerYearScript = `(function(y){var n=String(new Date().getFullYear());if(y&&y.textContent!==n)y.textContent=n})(document.getElementById(${JSON.stringify(footerYearId)}))`;
