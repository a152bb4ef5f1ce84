import { sitePages, type PageMeta } from '@/content/pages';
import { socialCardName } from '@/lib/seo';

export interface SocialCard {
  name: string;
  eyebrow: string;
  title: string;
}

/** One share image per page of the site. */
export function socialCards(): SocialCard[] {
  return Object.entries(sitePages).map(([path, page]: [string, PageMeta]) => ({
    name: socialCardName(path),
    eyebrow: page.eyebrow,
    title: page.socialTitle ?? page.title,
  }));
}
