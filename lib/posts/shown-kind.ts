/**
 * What the site shows of a kind of post, which each kind says in its own folder (`essayShown`): its
 * posts' addresses and dates, its paged list, each post it shows as a piece that "Read next" and
 * Home's "Start here" offer, and what its drawn share images say. `shownKinds` gathers them.
 */
import type { PostKindName } from '@/lib/posts/post-kinds';
import type { PostStatus } from '@/lib/posts/post-status';
import type { Piece } from '@/lib/posts/read-next';
import { lastModified, type IsoDate } from '@/lib/time/dates';

interface ShownPost {
  publishedDate: IsoDate;
  updated?: IsoDate;
  status?: PostStatus;
}

/** What a drawn share image says: a line above, and the title. */
export interface CardWords {
  eyebrow: string;
  title: string;
}

/** A kind's paged list, and the filters its pages are listed by, if any. */
interface ShownList<Filter> {
  base: string;
  pages: () => { path: string; newest?: { publishedDate: IsoDate } }[];
  filters: readonly Filter[];
  filterBase: (filter: Filter) => string;
}

/** What a kind's drawn share images say: a post's (none, when it shares a picture of its own), a filter's. */
interface KindCards<Post, Filter> {
  post: (post: Post) => CardWords | undefined;
  filter?: (filter: Filter) => CardWords;
}

/** What a kind gives shownKind: its name, its posts and their addresses, its list, each post as a piece and a card. */
export interface ShownKindParts<Post, Filter> {
  kind: PostKindName;
  posts: readonly Post[];
  path: (post: Post) => string;
  list: ShownList<Filter>;
  piece: (post: Post) => Omit<Piece, 'kind' | 'href' | 'publishedDate'>;
  cards: KindCards<Post, Filter>;
}

/** A kind as the site shows it: each post's page, its list, its posts as pieces, and its share cards. */
export function shownKind<Post extends ShownPost, Filter>(shown: ShownKindParts<Post, Filter>) {
  const { kind, posts, path, list, piece, cards } = shown;
  const { filter } = cards;
  return {
    list: { base: list.base, pages: list.pages },
    /** Every post's page, dated by its last revision. */
    pages: posts.map((post) => ({ path: path(post), lastModified: lastModified(post) })),
    /** The posts the build shows, without drafts or scheduled posts, as pieces. */
    pieces: posts
      .filter((post) => !post.status)
      .map((post): Piece => ({ kind, href: path(post), publishedDate: post.publishedDate, ...piece(post) })),
    /** The drawn share image of each post's page that has one, by the page's address. */
    postCards: posts.flatMap((post) => {
      const words = cards.post(post);
      return words ? [{ path: path(post), ...words }] : [];
    }),
    /** The drawn share image of each filter's pages, which its later pages share, by its first page. */
    filterCards: filter ? list.filters.map((each) => ({ path: list.filterBase(each), ...filter(each) })) : [],
  };
}

export type ShownKind = ReturnType<typeof shownKind>;
