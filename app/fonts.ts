import localFont from 'next/font/local';

// Geist, self-hosted and preloaded, cut to the Latin characters the site uses and to weights 400-700
// by scripts/subset-fonts.mjs (run before every build). next/font sizes the fallback font to match,
// so the swap when Geist arrives does not shift the layout.
export const sans = localFont({
  src: './fonts/geist-latin.woff2',
  variable: '--font-geist-sans',
  weight: '400 700', // the axis range scripts/subset-fonts.mjs keeps
  display: 'swap',
});
