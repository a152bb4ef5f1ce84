import localFont from 'next/font/local';

// Geist, self-hosted, cut to the Latin characters the site uses and to weights 400-700 by
// `npm run fonts` (run before every build). It is neither preloaded nor named on a first
// visit: the layout applies `sans.variable` only once the file is in the visitor's cache, and
// `optional` keeps a late file from being swapped in (webFontStorageKey says why); the after-paint
// script knows the web font by it, and fetches it into the cache once a page has loaded.
export const sans = localFont({
  src: './fonts/geist-latin.woff2',
  variable: '--font-geist-sans',
  weight: '400 700', // the axis range `npm run fonts` keeps
  display: 'optional',
  preload: false,
});
