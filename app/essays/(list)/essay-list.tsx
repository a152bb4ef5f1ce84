import { EssayCard } from '@/components/essays/essay-card';
import { CardList } from '@/components/posts/post-list';
import { essays } from '@/lib/essays/essays';
import { essaysPage, profile } from '@/lib/site/site-content';
import { categorySlot } from '@/lib/site/files/essays-page';
import { essayList, essaysPath } from '@/lib/essays/essay-kind';
import { listPage, listRoute, type RouteParams } from '@/app/list-route';
import { drawnIllustration } from '../drawn-illustration';
import { firstScreenCard } from '@/lib/page/first-screen';

export const list = essayList(essays);
export const pills = { label: 'Filter essays by category', param: 'category', options: list.options };

// The routes' params name a page of it: `{}`, `{ page }`, `{ category }` or both.
const route = listRoute(list, essaysPath, (category) => ({
  title: `${category} essays`,
  description: essaysPage.categoryDescription.replaceAll(categorySlot, category),
  imageAlt: `${category} essays by ${profile.name}`,
}));
export const { metadataFor, generateMetadata } = route;

/** One page of essays, all of them or one category’s, with the pager when there is more than one. */
export function EssayList({ params = {} }: { params?: RouteParams }) {
  const { filter: category, items, page, pageCount, base } = route.pageFor(params);
  return (
    <CardList
      items={items}
      className="mt-8 grid gap-6 md:grid-cols-2"
      card={(essay, index) => (
        <EssayCard
          essay={essay}
          priorityImage={index === 0}
          drawing={index <= firstScreenCard(items.length) ? drawnIllustration(essay.featureImage) : undefined}
        />
      )}
      empty={<>No essays in {category} yet.</>}
      pager={{ base, page, pageCount, label: 'Essay pages' }}
    />
  );
}

export const EssayListPage = listPage(EssayList);
