import type { Essay } from '@/content/types';

/** schema.org Article for an essay page, with absolute URLs built from the site's base URL. */
export function articleJsonLd(essay: Essay, siteUrl: string, authorName: string) {
  const pageUrl = `${siteUrl}/essays/${essay.slug}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: essay.title,
    description: essay.summary,
    datePublished: essay.publishedDate,
    image: `${siteUrl}${essay.featureImage.src}`,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: { '@type': 'Person', name: authorName, url: `${siteUrl}/about/` },
  };
}

/** JSON for an inline script: `<` is escaped so no text in it can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
