import { essayCategories, type Essay, type EssayCategory } from '@/lib/essays/essay-kind';
import { compareIsoDesc, neighbours } from '@/lib/time/dates';
import { essayKind } from '@/lib/essays/essay-kind';
import { listPageSize, pagedList } from '@/lib/posts/list-pages';

// Same-day essays fall back to id order, so every list and the Latest Essay card agree.
function newestFirst(a: Essay, b: Essay): number {
  return compareIsoDesc(a.publishedDate, b.publishedDate) || a.id.localeCompare(b.id);
}

export function essaysNewestFirst(essays: readonly Essay[]): Essay[] {
  return [...essays].sort(newestFirst);
}

/** The essay with the greatest `publishedDate`: the Latest Essay card on Home. */
export function latestEssay(essays: readonly Essay[]): Essay | undefined {
  return essaysNewestFirst(essays)[0];
}

export function essaysInCategory(essays: readonly Essay[], category: EssayCategory): Essay[] {
  return essaysNewestFirst(essays).filter((essay) => essay.category.includes(category));
}

export function essayBySlug(essays: readonly Essay[], slug: string): Essay | undefined {
  return essays.find((essay) => essay.slug === slug);
}

/** The essays published just before (`previous`) and just after (`next`) the given one. */
export function adjacentEssays(
  essays: readonly Essay[],
  slug: string,
): { previous: Essay | undefined; next: Essay | undefined } {
  return neighbours(essaysNewestFirst(essays), (essay) => essay.slug === slug);
}

/** The essays' address (`essayKind`). */
export const essaysPath = `/${essayKind.route}` as const;

/** An essay's page. */
export function essayPath(essay: Pick<Essay, 'slug'>): string {
  return `${essaysPath}/${essay.slug}`;
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
