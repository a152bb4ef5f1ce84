import { briefs } from '@/content/briefs';
import { essays } from '@/content/essays';
import { sitePages, type PageMeta } from '@/content/pages';
import { briefPath } from '@/lib/briefs';
import { socialCardName } from '@/lib/seo';

export interface SocialCard {
  name: string;
  eyebrow: string;
  title: string;
}

/** One share image per page of the site, essays and research briefs included. */
export function socialCards(): SocialCard[] {
  const pages = Object.entries(sitePages).map(([path, page]: [string, PageMeta]) => ({
    name: socialCardName(path),
    eyebrow: page.eyebrow,
    title: page.socialTitle ?? page.title,
  }));
  const essayCards = essays.map((essay) => ({
    name: socialCardName(`/essays/${essay.slug}`),
    eyebrow: `Essay · ${essay.category.join(' · ')}`,
    title: essay.title,
  }));
  const briefCards = briefs.map((brief) => ({
    name: socialCardName(briefPath(brief)),
    eyebrow: `Research brief · ${brief.tags.slice(0, 3).join(' · ')}`,
    title: brief.title,
  }));
  return [...pages, ...essayCards, ...briefCards];
}
