import { type Essay, essayPath } from '@/lib/essays/essay-kind';
import type { IsoDate } from '@/lib/time/dates';
import { issuePath, type LetterIssue, letterPath } from '@/lib/letters/letter-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { profile } from '@/lib/site/site-content';
import { sitePages } from '@/lib/site/site-pages';
import { countryCode } from '@/lib/site/country';
import { lastModified } from '@/lib/time/dates';
import { briefPath } from '@/lib/briefs/brief-kind';
import { absoluteUrl, shareImageOf } from '@/lib/site/seo';

/** Where she lives, as About shows it: `Toronto, Canada`. */
export function homeLocation(): string {
  return `${profile.city}, ${profile.country}`;
}

export function personJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${absoluteUrl('/about')}#person`,
    name: profile.name,
    jobTitle: profile.title,
    description: profile.description,
    url: absoluteUrl('/'),
    // Her portrait when she has one; else the site's icon, which draws her initial.
    image: absoluteUrl(profile.portrait?.src ?? '/icons/icon-512.png'),
    worksFor: { '@type': 'Organization', name: profile.firm },
    homeLocation: {
      '@type': 'Place',
      name: homeLocation(),
      address: {
        '@type': 'PostalAddress',
        addressLocality: profile.city,
        addressRegion: profile.region,
        addressCountry: countryCode(profile.country),
      },
    },
    knowsAbout: [...profile.topics],
    ...(profile.profiles?.length ? { sameAs: profile.profiles.map((link) => link.url) } : {}),
  };
}

/** What every published piece (essay, issue, brief) says of itself, with absolute URLs. */
function publishedWork(
  type: 'Article' | 'Report',
  path: string,
  work: { title: string; summary: string; publishedDate: IsoDate; updated?: IsoDate; shareImage?: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: work.title,
    description: work.summary,
    datePublished: work.publishedDate,
    // The day she last revised it, or the day it was published: what search engines read as fresh.
    dateModified: lastModified(work),
    image: shareImageOf(path, work.shareImage).url,
    url: absoluteUrl(path),
    author: authorReference(),
  };
}

/** schema.org Article for an essay page. */
export function articleJsonLd(essay: Essay) {
  const work = { ...essay, shareImage: essay.featureImage.share };
  return { ...publishedWork('Article', essayPath(essay), work), articleSection: [...essay.category] };
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
  return {
    ...publishedWork('Article', issuePath(issue), issue),
    isPartOf: letterSeries(),
    position: issue.number,
  };
}

/**
 * One page of the archive as a list of its issues' pages, newest first. `first` is the position of
 * its first issue in the whole archive, so positions run on from page to page.
 */
export function letterArchiveJsonLd({ path, title, issues, first = 1 }: ArchivePage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: title,
    url: absoluteUrl(path),
    isPartOf: letterSeries(),
    mainEntity: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: issues.length,
      itemListElement: issues.map((issue, index) => ({
        '@type': 'ListItem',
        position: first + index,
        url: absoluteUrl(issuePath(issue)),
        name: issue.title,
      })),
    },
  };
}

interface ArchivePage {
  path: string;
  title: string;
  /** The issues on the page, newest first. */
  issues: readonly LetterIssue[];
  first?: number;
}

/** schema.org Report for a research brief's page, with its PDF as an encoding of the same work. */
export function reportJsonLd(brief: ResearchBrief) {
  return {
    ...publishedWork('Report', briefPath(brief), brief),
    inLanguage: 'en-CA',
    keywords: brief.tags.join(', '),
    ...(brief.contributors?.length
      ? { contributor: brief.contributors.map((name) => ({ '@type': 'Person', name })) }
      : {}),
    publisher: { '@type': 'Organization', name: profile.firm },
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
