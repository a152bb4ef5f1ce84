import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EssayCard } from '@/components/essays/essay-card';
import { ListPager } from '@/components/posts/list-pager';
import { essays } from '@/lib/essays/essays';
import { essaysPage, profile } from '@/lib/site/site-content';
import { sitePages } from '@/lib/site/site-pages';
import { categorySlot } from '@/lib/site/files/essays-page';
import { essayList, essaysPath } from '@/lib/essays/essay-routes';
import { listPageMetadata } from '@/lib/site/seo';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { drawnIllustration } from '../drawn-illustration';
import { firstScreenCard } from '@/lib/page/first-screen';

export const list = essayList(essays);

/** The page of the essay list that a route’s params name: `{}`, `{ page }`, `{ category }` or both. */
function pageFor(params: Record<string, string | string[] | undefined>) {
  return list.resolve(params) ?? notFound();
}

export function essayListMetadata(params: Record<string, string | string[] | undefined>): Metadata {
  const { filter: category, ...page } = pageFor(params);
  const all = sitePages[essaysPath];
  return listPageMetadata({
    ...page,
    title: category ? `${category} essays` : all.title,
    description: category
      ? essaysPage.categoryDescription.replaceAll(categorySlot, category)
      : all.description,
    imageAlt: category ? `${category} essays by ${profile.name}` : (all.socialTitle ?? all.title),
  });
}

/** One page of essays, all of them or one category’s, with the pager when there is more than one. */
export function EssayList({ params = {} }: { params?: Record<string, string | string[] | undefined> }) {
  const { filter: category, items, page, pageCount, base } = pageFor(params);
  return (
    <>
      {items.length ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {items.map((essay, index) => (
            <li key={essay.slug}>
              <EssayCard
                essay={essay}
                priorityImage={index === 0}
                drawing={
                  index <= firstScreenCard(items.length) ? drawnIllustration(essay.featureImage) : undefined
                }
              />
              {index === firstScreenCard(items.length) ? <FirstScreenEnd /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="mt-8 text-lg text-muted">No essays in {category} yet.</p>
          <FirstScreenEnd />
        </>
      )}
      <ListPager base={base} page={page} pageCount={pageCount} label="Essay pages" />
    </>
  );
}
