import { shownKinds } from '@/lib/posts/shown-kinds';
import { sitePages, type PageMeta } from '@/lib/site/site-pages';
import { socialCardName } from '@/lib/site/seo';

export interface SocialCard {
  name: string;
  eyebrow: string;
  title: string;
}

/** One share image per page of the site, each kind's posts and filters included (`shownKinds`). */
export function socialCards(): SocialCard[] {
  const pages = Object.entries(sitePages).map(([path, page]: [string, PageMeta]) => ({
    name: socialCardName(path),
    eyebrow: page.eyebrow,
    title: page.socialTitle ?? page.title,
  }));
  const kinds = Object.values(shownKinds());
  // A filter's pages share one card; so do a list's later pages (buildMetadata's imagePath).
  const kindCards = [
    ...kinds.flatMap((kind) => kind.postCards),
    ...kinds.flatMap((kind) => kind.filterCards),
  ];
  return [
    ...pages,
    ...kindCards.map(({ path, eyebrow, title }) => ({ name: socialCardName(path), eyebrow, title })),
  ];
}
