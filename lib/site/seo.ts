import type { Metadata } from 'next';
import { profile } from '@/lib/site/site-content';
import { sitePages, type PageMeta, type SitePath } from '@/lib/site/site-pages';
import { letterFeedPath, letterPath } from '@/lib/letters/letter-kind';
import { listPagePath } from '@/lib/posts/list-pages';
import { siteConfig } from '@/lib/site/site-config';

export const feedPath = '/feed.xml';

/** Feed readers fetch the whole file on every poll, so a feed holds only the latest, each in full. */
export const feedItemLimit = 20;
export const socialImageSize = { width: 1200, height: 630 } as const;

/** With the trailing slash the export uses for pages. */
export function absoluteUrl(path: string): string {
  const withSlash = path === '/' || /\.[a-z0-9]+$/i.test(path) || path.endsWith('/') ? path : `${path}/`;
  return `${siteConfig.url}${withSlash}`;
}

/** File name of a page's share image under /social/: `/` -> home.png, `/essays/x` -> essays-x.png. */
export function socialCardName(path: string): string {
  const slug = path.split('/').filter(Boolean).join('-');
  return `${slug || 'home'}.png`;
}

export function socialCardPath(path: string): string {
  return `/social/${socialCardName(path)}`;
}

export function shareImageOf(path: string, photo?: string) {
  return photo
    ? { url: absoluteUrl(photo), type: 'image/jpeg' }
    : { url: absoluteUrl(socialCardPath(path)), type: 'image/png' };
}

interface FeedLink {
  url: string;
  title: string;
}

/** The letter's pages offer the letter's own feed first, as the one a reader there most likely wants. */
export function feedLinksFor(path: string): FeedLink[] {
  const essays = { url: absoluteUrl(feedPath), title: `${profile.name}: essays` };
  const letter = { url: absoluteUrl(letterFeedPath), title: `${profile.name}: the Tomorrow Letter` };
  const onLetterPage = path === letterPath || path.startsWith(`${letterPath}/`);
  return onLetterPage ? [letter, essays] : [essays];
}

/** About as much of a title as search results show; a longer one is cut there, mid-thought. */
export const documentTitleLimit = 70;

// Followed by the site's name when both fit in what search results show, else the heading alone, else cut
// after its last whole word that fits. Only the title is shortened: the page's heading stays whole.
export function documentTitle(title: string, { withSiteName = true } = {}): string {
  const length = (text: string) => [...text].length;
  const named = `${title} | ${profile.name}`;
  if (withSiteName && length(named) <= documentTitleLimit) return named;
  if (length(title) <= documentTitleLimit) return title;
  const words = title.split(/\s+/);
  let cut = '';
  for (const word of words) {
    const longer = cut ? `${cut} ${word}` : word;
    if (length(longer) + 1 > documentTitleLimit) break;
    cut = longer;
  }
  // A first word longer than the limit is cut where the limit falls.
  return `${(cut || [...title].slice(0, documentTitleLimit - 1).join('')).replace(/[\s,:;.–—-]+$/, '')}…`;
}

interface MetadataInput {
  path: string;
  title: string;
  description: string;
  imageAlt: string;
  /** Home's title names the site itself, so it is not followed by the site's name. */
  absoluteTitle?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  /** The page whose share image this one uses, when it has none of its own (a list's later pages). */
  imagePath?: string;
  /** A share image of the page's own instead of its drawn card: an essay's photo, cropped (a JPEG). */
  shareImage?: string;
  /** The address search engines should index instead, for a page that repeats another. */
  canonicalPath?: string;
  /** False for a page no one should find by search (a form's thank-you): never indexed. */
  indexed?: boolean;
}

export function buildMetadata({
  path,
  title,
  description,
  imageAlt,
  absoluteTitle,
  type = 'website',
  publishedTime,
  imagePath = path,
  shareImage,
  canonicalPath,
  indexed = !canonicalPath,
}: MetadataInput): Metadata {
  const url = absoluteUrl(canonicalPath ?? path);
  const image = {
    ...shareImageOf(imagePath, shareImage),
    ...socialImageSize,
    alt: imageAlt,
  };
  return {
    title: { absolute: documentTitle(title, { withSiteName: !absoluteTitle }) },
    description,
    alternates: {
      canonical: url,
      types: { 'application/rss+xml': feedLinksFor(path) },
    },
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: profile.name,
      locale: 'en_CA',
      images: [image],
      ...(publishedTime ? { publishedTime } : {}),
    },
    // X reads the title, description and image from the Open Graph tags when its own are absent.
    // Next copies the title and description over whatever is said here; `images: []` keeps it from
    // repeating the image's five tags, each in every page's first round trip.
    twitter: { card: 'summary_large_image', images: [] },
    ...(indexed ? {} : { robots: { index: false, follow: true } }),
  };
}

interface ListMetadataInput {
  /** The first page of the list or of one of its filters, e.g. `/essays/category/thesis`. */
  base: string;
  /** The address of this page; `<base>/page/1` repeats the first page. */
  path: string;
  page: number;
  pageCount: number;
  /** Title and description of the first page; later pages say which page they are. */
  title: string;
  description: string;
  imageAlt: string;
}

export function listPageTitle(title: string, page: number, pageCount: number): string {
  return page > 1 ? `${title}, page ${page} of ${pageCount}` : title;
}

/** Metadata of one page of a paged list. Its later pages share the first page's share image. */
export function listPageMetadata({
  base,
  path,
  page,
  pageCount,
  title,
  description,
  imageAlt,
}: ListMetadataInput) {
  return buildMetadata({
    path,
    title: listPageTitle(title, page, pageCount),
    description: page > 1 ? `${description} Page ${page} of ${pageCount}.` : description,
    imageAlt,
    imagePath: base,
    canonicalPath: path === listPagePath(base, page) ? undefined : listPagePath(base, page),
  });
}

export function pageMetadata(path: SitePath): Metadata {
  const page: PageMeta = sitePages[path];
  return buildMetadata({
    path,
    title: page.title,
    description: page.description,
    imageAlt: page.socialTitle ?? page.title,
    absoluteTitle: path === '/',
  });
}
