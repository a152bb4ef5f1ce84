import { briefs } from '@/lib/briefs/briefs';
import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import { sitePages, type PageMeta } from '@/lib/site/site-pages';
import { briefList, briefPath } from '@/lib/briefs/brief-routes';
import { essayList, essayPath } from '@/lib/essays/essay-routes';
import { issuePath } from '@/lib/letters/letter-routes';
import { socialCardName } from '@/lib/site/seo';

export interface SocialCard {
  name: string;
  eyebrow: string;
  title: string;
}

/** One share image per page of the site, essays, research briefs and letter issues included. */
export function socialCards(): SocialCard[] {
  const pages = Object.entries(sitePages).map(([path, page]: [string, PageMeta]) => ({
    name: socialCardName(path),
    eyebrow: page.eyebrow,
    title: page.socialTitle ?? page.title,
  }));
  // An essay with a photo shares the photo, cropped (`planImage`), rather than a drawn card.
  const essayCards = essays
    .filter((essay) => !essay.featureImage.share)
    .map((essay) => ({
      name: socialCardName(essayPath(essay)),
      eyebrow: `Essay · ${essay.category.join(' · ')}`,
      title: essay.title,
    }));
  const briefCards = briefs.map((brief) => ({
    name: socialCardName(briefPath(brief)),
    eyebrow: `Research brief · ${brief.tags.slice(0, 3).join(' · ')}`,
    title: brief.title,
  }));
  const issueCards = letterIssues.map((issue) => ({
    name: socialCardName(issuePath(issue)),
    eyebrow: `Tomorrow Letter · Issue ${issue.number}`,
    title: issue.title,
  }));
  // A filter's pages share one card; so do a list's later pages (buildMetadata's imagePath).
  const byCategory = essayList(essays);
  const categoryCards = byCategory.filters.map((category) => ({
    name: socialCardName(byCategory.filterBase(category)),
    eyebrow: 'Essays',
    title: `${category} essays`,
  }));
  const byTag = briefList(briefs);
  const tagCards = byTag.filters.map((tag) => ({
    name: socialCardName(byTag.filterBase(tag)),
    eyebrow: 'Research briefs',
    title: `Research briefs tagged ${tag}`,
  }));
  return [...pages, ...essayCards, ...briefCards, ...issueCards, ...categoryCards, ...tagCards];
}
