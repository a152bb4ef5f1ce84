import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { sans } from '@/app/fonts';
import { SiteHeader } from '@/components/site/site-header';
import { SiteFooter } from '@/components/site/site-footer';
import { profile } from '@/lib/site/site-content';
import { sitePages } from '@/lib/site/site-pages';
import { siteConfig } from '@/lib/site/site-config';
import { headScript } from '@/lib/page/head-script';
import { firstScreenId } from '@/lib/page/first-screen';
import { IntentPrefetch } from '@/components/site/intent-prefetch';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: sitePages['/'].title,
    template: `%s | ${profile.name}`,
  },
  description: sitePages['/'].description,
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbf7f2' },
    { media: '(prefers-color-scheme: dark)', color: '#16111b' },
  ],
};

export default function RootLayout({ children, after }: { children: ReactNode; after: ReactNode }) {
  return (
    // The head script may set data-theme and the web font's class on <html>
    // before React hydrates: that difference is expected.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript(sans.variable) }} />
        {/* No frame before the page's first screen is parsed (firstScreenId), so none
            mid-header: a page can arrive in pieces, and what was painted before the rest of its
            first screen came in would move. Chrome renders once the marker is inserted; browsers
            without rel=expect ignore it. */}
        <link rel="expect" href={`#${firstScreenId}`} blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-plum-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {after}
        <SiteFooter />
        <IntentPrefetch />
      </body>
    </html>
  );
}
