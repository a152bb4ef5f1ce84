/**
 * What the site shows of each kind of post, by its name in the registry (`postKinds`): its posts'
 * addresses and dates, its paged list, each post it shows as a piece that "Read next" and Home's
 * "Start here" offer, and what its drawn share images say. The lists of every kind's posts (the
 * pieces, the sitemap, the share images) loop over it, and a
 * kind of the registry left out of it fails the type check. In the order the sitemap lists them.
 */
import { briefs } from '@/lib/briefs/briefs';
import { briefList, briefPath } from '@/lib/briefs/brief-routes';
import { essays } from '@/lib/essays/essays';
import { essayList, essayPath } from '@/lib/essays/essay-routes';
import { letterIssues } from '@/lib/letters/letter-issues';
import { issueList, issuePath } from '@/lib/letters/letter-routes';
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

/** A kind's entry: its name, its posts and their addresses, its list, each post as a piece and a card. */
interface KindShown<Post, Filter> {
  kind: PostKindName;
  posts: readonly Post[];
  path: (post: Post) => string;
  list: ShownList<Filter>;
  piece: (post: Post) => Omit<Piece, 'kind' | 'href' | 'publishedDate'>;
  cards: KindCards<Post, Filter>;
}

/** A kind as the site shows it: each post's page, its list, its posts as pieces, and its share cards. */
function shownKind<Post extends ShownPost, Filter>(shown: KindShown<Post, Filter>) {
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

let made: Record<PostKindName, ReturnType<typeof shownKind>> | undefined;

/** Each kind of post as the site shows it, made once per build. */
export function shownKinds() {
  made ??= {
    essay: shownKind({
      kind: 'essay',
      posts: essays,
      path: essayPath,
      list: essayList(essays),
      piece: (essay) => ({
        slug: essay.slug,
        title: essay.title,
        label: 'Essay',
        topics: essay.category,
        readNext: essay.readNext,
      }),
      cards: {
        // An essay with a photo shares the photo, cropped (`planImage`), rather than a drawn card.
        post: (essay) =>
          essay.featureImage.share
            ? undefined
            : { eyebrow: `Essay · ${essay.category.join(' · ')}`, title: essay.title },
        filter: (category) => ({ eyebrow: 'Essays', title: `${category} essays` }),
      },
    }),
    brief: shownKind({
      kind: 'brief',
      posts: briefs,
      path: briefPath,
      list: briefList(briefs),
      piece: (brief) => ({
        slug: brief.id,
        title: brief.title,
        label: 'Research brief',
        topics: brief.tags,
        readNext: brief.readNext,
      }),
      cards: {
        post: (brief) => ({
          eyebrow: `Research brief · ${brief.tags.slice(0, 3).join(' · ')}`,
          title: brief.title,
        }),
        filter: (tag) => ({ eyebrow: 'Research briefs', title: `Research briefs tagged ${tag}` }),
      },
    }),
    letter: shownKind({
      kind: 'letter',
      posts: letterIssues,
      path: issuePath,
      list: issueList(letterIssues),
      piece: (issue) => ({
        slug: issue.slug,
        title: issue.title,
        label: `Tomorrow Letter, issue ${issue.number}`,
        topics: [],
        readNext: issue.readNext,
      }),
      cards: {
        post: (issue) => ({ eyebrow: `Tomorrow Letter · Issue ${issue.number}`, title: issue.title }),
      },
    }),
  };
  return made;
}
