import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/seo';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The editor at /admin/ is for the author alone (adminHeaders).
    rules: { userAgent: '*', allow: '/', disallow: '/admin/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
