// What the site shows of a kind of post, which each kind says in its own folder (`essayShown`);
// `shownKinds` gathers them.
import type { PostKindName } from '@/lib/posts/post-kinds';
import type { PostStatus } from '@/lib/posts/post-status';
import type { Piece } from '@/lib/posts/read-next';
import { lastModified, type IsoDate } from '@/lib/time/dates';

interface ShownPost {
  publishedDate: IsoDate;
  updated?: IsoDate;
  status?: PostStatus;
}

export interface CardWords {
  eyebrow: string;
  title: string;
}

interface ShownList<Filter> {
  base: string;
  pages: () => { path: string; newest?: { publishedDate: IsoDate } }[];
  filters: readonly Filter[];
  filterBase: (filter: Filter) => string;
}

/** A post that shares a picture of its own has no drawn card. */
interface KindCards<Post, Filter> {
  post: (post: Post) => CardWords | undefined;
  filter?: (filter: Filter) => CardWords;
}

export interface ShownKindParts<Post, Filter> {
  kind: PostKindName;
  posts: readonly Post[];
  path: (post: Post) => string;
  list: ShownList<Filter>;
  piece: (post: Post) => Omit<Piece, 'kind' | 'href' | 'publishedDate'>;
  cards: KindCards<Post, Filter>;
}

export function shownKind<Post extends ShownPost, Filter>(shown: ShownKindParts<Post, Filter>) {
  const { kind, posts, path, list, piece, cards } = shown;
  const { filter } = cards;
  return {
    list: { base: list.base, pages: list.pages },
    pages: posts.map((post) => ({ path: path(post), lastModified: lastModified(post) })),
    /** Without drafts or scheduled posts. */
    pieces: posts
      .filter((post) => !post.status)
      .map((post): Piece => ({ kind, href: path(post), publishedDate: post.publishedDate, ...piece(post) })),
    postCards: posts.flatMap((post) => {
      const words = cards.post(post);
      return words ? [{ path: path(post), ...words }] : [];
    }),
    /** A filter's later pages share its first page's card. */
    filterCards: filter ? list.filters.map((each) => ({ path: list.filterBase(each), ...filter(each) })) : [],
  };
}

export type ShownKind = ReturnType<typeof shownKind>;
