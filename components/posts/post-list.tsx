// A paged list of posts (essays, briefs): the frame its pages share, and one page of its cards.
import type { ReactNode } from 'react';
import { FilterPills, type FilterPillsProps } from '@/components/posts/filter-pills';
import { ListPager, type ListPagerProps } from '@/components/posts/list-pager';
import { PageIntro } from '@/components/page/page-intro';
import { FirstScreenEnd } from '@/components/site/first-screen-end';
import { firstScreenCard } from '@/lib/page/first-screen';

interface ListFrameProps {
  title: string;
  eyebrow: string;
  intro: string;
  pills: FilterPillsProps;
  children: ReactNode;
  /** What follows the list on each of its pages. */
  after?: ReactNode;
}

/** The intro and the pills, which stay put as the list's pages change below them. */
export function ListFrame({ title, eyebrow, intro, pills, children, after }: ListFrameProps) {
  const head = (
    <PageIntro eyebrow={eyebrow} title={title}>
      <p>{intro}</p>
    </PageIntro>
  );
  const list = (
    <div className="mx-auto max-w-page px-4 sm:px-6">
      <FilterPills {...pills} />
      {children}
    </div>
  );
  // Two branches rather than a trailing `{after}`: an empty one would still be a child, sent in the payload.
  return after ? (
    <>
      {head}
      {list}
      {after}
    </>
  ) : (
    <>
      {head}
      {list}
    </>
  );
}

interface CardListProps<Post> {
  items: readonly Post[];
  className: string;
  card: (post: Post, index: number) => ReactNode;
  /** Said in place of the cards when a filter has no posts yet. */
  empty: ReactNode;
  pager: ListPagerProps;
}

/** One page of the list: its cards, where the first screen ends among them, and the pager. */
export function CardList<Post extends { slug: string }>({
  items,
  className,
  card,
  empty,
  pager,
}: CardListProps<Post>) {
  return (
    <>
      {items.length ? (
        <ul className={className}>
          {items.map((post, index) => (
            <li key={post.slug}>
              {card(post, index)}
              {index === firstScreenCard(items.length) ? <FirstScreenEnd /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="mt-8 text-lg text-muted">{empty}</p>
          <FirstScreenEnd />
        </>
      )}
      <ListPager {...pager} />
    </>
  );
}
