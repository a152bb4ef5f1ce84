import { BriefCard } from '@/components/briefs/brief-card';
import { CardList } from '@/components/posts/post-list';
import { briefs } from '@/lib/briefs/briefs';
import { researchPage } from '@/lib/site/site-content';
import { tagSlot } from '@/lib/site/files/research-page';
import { briefList, researchPath } from '@/lib/briefs/brief-kind';
import { listPage, listRoute, type RouteParams } from '@/app/list-route';
import { briefFileSize } from '../brief-file-size';

export const list = briefList(briefs);
export const pills = { label: 'Filter briefs by tag', param: 'tag', options: list.options };

// The routes' params name a page of it: `{}`, `{ page }`, `{ tag }` or both.
const route = listRoute(list, researchPath, (tag) => ({
  title: `Research briefs tagged ${tag}`,
  description: researchPage.tagDescription.replaceAll(tagSlot, tag),
  imageAlt: `Research briefs tagged ${tag}`,
}));
export const { metadataFor, generateMetadata } = route;

/**
 * One page of briefs, all of them or one tag’s, with the pager when there is more than one. Only the
 * briefs shown have their PDFs drawn to print their sizes, each once per build (briefPdfBytes).
 */
export async function BriefList({ params = {} }: { params?: RouteParams }) {
  const { filter: tag, items, page, pageCount, base } = route.pageFor(params);
  const sizes = await Promise.all(items.map(briefFileSize));
  return (
    <CardList
      items={items}
      className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      card={(brief, index) => <BriefCard brief={brief} fileSize={sizes[index]} />}
      empty={<>No briefs tagged {tag} yet.</>}
      pager={{ base, page, pageCount, label: 'Research pages' }}
    />
  );
}

export const BriefListPage = listPage(BriefList);
