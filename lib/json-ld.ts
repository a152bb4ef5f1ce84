import type { Essay, LetterIssue, ResearchBrief } from '@/content/types';
import { sitePages } from '@/content/pages';
import { profile } from '@/content/profile';
import { briefPath } from '@/lib/briefs';
import { issuePath, issuesNewestFirst, letterArchivePath, letterPath } from '@/lib/letter';
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
    author: authorReference(),
  };
}

/** Points at the full Person on /about rather than repeating it. */
function authorReference() {
  return {
    '@type': 'Person',
    '@id': `${absoluteUrl('/about')}#person`,
    name: profile.name,
    url: absoluteUrl('/about'),
  };
}

function letterSeries() {
  return { '@type': 'CreativeWorkSeries', name: sitePages[letterPath].title, url: absoluteUrl(letterPath) };
}

/** schema.org Article for one issue of the letter, as a numbered part of the letter's series. */
export function letterIssueJsonLd(issue: LetterIssue) {
  const pageUrl = absoluteUrl(issuePath(issue));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: issue.title,
    description: issue.summary,
    datePublished: issue.publishedDate,
    image: absoluteUrl(socialCardPath(issuePath(issue))),
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    isPartOf: letterSeries(),
    position: issue.number,
    author: authorReference(),
  };
}

/** The archive as a list of the issues' pages, newest first. */
export function letterArchiveJsonLd(issues: readonly LetterIssue[]) {
  const ordered = issuesNewestFirst(issues);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: sitePages[letterArchivePath].title,
    url: absoluteUrl(letterArchivePath),
    isPartOf: letterSeries(),
    mainEntity: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: ordered.length,
      itemListElement: ordered.map((issue, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(issuePath(issue)),
        name: issue.title,
      })),
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
