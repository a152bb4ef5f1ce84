import type { Essay, ResearchBrief } from '@/content/types';
import { profile } from '@/content/profile';
import { briefPath } from '@/lib/briefs';
import { absoluteUrl, socialCardPath } from '@/lib/seo';

export function personJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${absoluteUrl('/about')}#person`,
    name: profile.name,
    jobTitle: profile.jobTitle,
    description: profile.description,
    url: absoluteUrl('/'),
    image: absoluteUrl('/icons/icon-512.png'),
    worksFor: { '@type': 'Organization', name: profile.worksFor },
    homeLocation: {
      '@type': 'Place',
      name: `${profile.city}, Canada`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: profile.city,
        addressRegion: profile.region,
        addressCountry: profile.country,
      },
    },
    knowsAbout: [...profile.knowsAbout],
    ...(profile.sameAs.length ? { sameAs: [...profile.sameAs] } : {}),
  };
}

/** schema.org Article for an essay page, with absolute URLs built from the site's base URL. */
export function articleJsonLd(essay: Essay) {
  const pageUrl = absoluteUrl(`/essays/${essay.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: essay.title,
    description: essay.summary,
    datePublished: essay.publishedDate,
    image: absoluteUrl(socialCardPath(`/essays/${essay.slug}`)),
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    articleSection: [...essay.category],
    author: {
      '@type': 'Person',
      '@id': `${absoluteUrl('/about')}#person`,
      name: profile.name,
      url: absoluteUrl('/about'),
    },
  };
}

/** schema.org Report for a research brief's page, with its PDF as an encoding of the same work. */
export function reportJsonLd(brief: ResearchBrief) {
  const pageUrl = absoluteUrl(briefPath(brief));
  return {
    '@context': 'https://schema.org',
    '@type': 'Report',
    headline: brief.title,
    name: brief.title,
    description: brief.summary,
    datePublished: brief.publishedDate,
    inLanguage: 'en-CA',
    keywords: brief.tags.join(', '),
    image: absoluteUrl(socialCardPath(briefPath(brief))),
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: {
      '@type': 'Person',
      '@id': `${absoluteUrl('/about')}#person`,
      name: profile.name,
      url: absoluteUrl('/about'),
    },
    ...(brief.contributors?.length
      ? { contributor: brief.contributors.map((name) => ({ '@type': 'Person', name })) }
      : {}),
    publisher: { '@type': 'Organization', name: profile.worksFor },
    encoding: {
      '@type': 'MediaObject',
      contentUrl: absoluteUrl(brief.pdfFile),
      encodingFormat: 'application/pdf',
    },
  };
}

/** JSON for an inline script: `<` is escaped so no text in it can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
