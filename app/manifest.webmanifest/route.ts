import type { MetadataRoute } from 'next';
import { profile } from '@/lib/site/site-content';
import { sitePages } from '@/lib/site/site-pages';

// The web app manifest, served as a file rather than through Next's manifest convention, which
// would link it from every page's <head>: the after-paint script links it (linkManifest).
export const dynamic = 'force-static';

const manifest: MetadataRoute.Manifest = {
  name: profile.name,
  short_name: profile.name,
  description: sitePages['/'].description,
  start_url: '/',
  display: 'standalone',
  background_color: '#fbf7f2',
  theme_color: '#64245a',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export function GET() {
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
