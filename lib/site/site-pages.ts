/** Each fixed page's search and share text, by its address: the `meta` of its file under content/site/. */
import type { IsoDate } from '@/lib/time/dates';
import {
  aboutPage,
  booksPage,
  demoPage,
  essaysPage,
  foundersPage,
  homePage,
  letterPage,
  privacyPage,
  profile,
  researchPage,
  searchPage,
  thesisPage,
} from '@/lib/site/site-content';

export interface PageMeta {
  /** Page title; "| <name>" follows it where that fits (documentTitle). Home's is the site's full title. */
  title: string;
  description: string;
  eyebrow: string;
  socialTitle?: string;
  /** Pages listing essays or briefs also follow those dates. */
  updated: IsoDate;
}

function metaOf(meta: (typeof aboutPage)['meta']): PageMeta {
  const { socialTitle, updated, ...rest } = meta;
  return { ...rest, ...(socialTitle ? { socialTitle } : {}), updated: updated as IsoDate };
}

export const sitePages = {
  // Home's title is her name and tagline, as the profile says: it has none of its own to repeat them.
  '/': metaOf({ ...homePage.meta, title: `${profile.name}: ${profile.tagline}` }),
  '/essays': metaOf(essaysPage.meta),
  '/research': metaOf(researchPage.meta),
  '/about': metaOf(aboutPage.meta),
  '/tomorrow-letter': metaOf(letterPage.meta),
  '/tomorrow-letter/archive': metaOf(letterPage.archiveMeta),
  '/backup-demo': metaOf(demoPage.meta),
  '/investment-thesis': metaOf(thesisPage.meta),
  '/founders': metaOf(foundersPage.meta),
  '/books': metaOf(booksPage.meta),
  '/privacy': metaOf(privacyPage.meta),
  '/search': metaOf(searchPage.meta),
} as const satisfies Record<string, PageMeta>;

export type SitePath = keyof typeof sitePages;
