// A kind's pages in order and by address, from its record: every kind's routes come from this one function.
import { compareIsoDesc, neighbours, type IsoDate } from '@/lib/time/dates';

interface RoutedPost {
  slug: string;
  publishedDate: IsoDate;
}

/** `sameDay` orders posts published on one day, so every list agrees on them. */
export function postRoutes<Post extends RoutedPost, Route extends string>(
  kind: { route: Route },
  sameDay: (a: Post, b: Post) => number,
) {
  const base = `/${kind.route}` as const;
  const newestFirst = <T extends Post>(posts: readonly T[]): T[] =>
    [...posts].sort((a, b) => compareIsoDesc(a.publishedDate, b.publishedDate) || sameDay(a, b));
  return {
    base,
    path: (post: Pick<Post, 'slug'>): string => `${base}/${post.slug}`,
    newestFirst,
    latest: (posts: readonly Post[]): Post | undefined => newestFirst(posts)[0],
    bySlug: <T extends Post>(posts: readonly T[], slug: string): T | undefined =>
      posts.find((post) => post.slug === slug),
    /** The posts published just before (`previous`) and just after (`next`) the given one. */
    adjacent: <T extends Post>(posts: readonly T[], slug: string) =>
      neighbours(newestFirst(posts), (post) => post.slug === slug),
  };
}
