import { essayCategories, type Essay, type EssayCategory } from '@/lib/essays/essay-kind';
import { essayKind } from '@/lib/essays/essay-kind';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';
import { postRoutes } from '@/lib/posts/post-routes';

// Same-day essays fall back to slug order, so every list and the Latest Essay card agree.
export const essayRoutes = postRoutes(essayKind, (a: Essay, b: Essay) => a.slug.localeCompare(b.slug));
export const {
  base: essaysPath,
  path: essayPath,
  newestFirst: essaysNewestFirst,
  latest: latestEssay,
  bySlug: essayBySlug,
  adjacent: adjacentEssays,
} = essayRoutes;

export function essaysInCategory(essays: readonly Essay[], category: EssayCategory): Essay[] {
  return essaysNewestFirst(essays).filter((essay) => essay.category.includes(category));
}

/** The essay list, paged, with a page per category: `/essays`, `/essays/category/<slug>`. */
export function essayList(essays: readonly Essay[]) {
  return pagedList({
    base: essaysPath,
    filterSegment: 'category',
    param: 'category',
    filters: essayCategories,
    itemsFor: (category) => (category ? essaysInCategory(essays, category) : essaysNewestFirst(essays)),
    size: listPageSize.essays,
  });
}
