/**
 * What the site shows of each kind of post, by its name in the registry (`postKinds`): its posts'
 * addresses and dates, its paged list, and each post it shows as a piece that "Read next" and Home's
 * "Start here" offer. The lists of every kind's posts (the pieces, the sitemap) loop over it, and a
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

/** A kind as the site shows it: each post's page, its list, and its posts as pieces. */
function shownKind<Post extends ShownPost>(
  kind: PostKindName,
  posts: readonly Post[],
  path: (post: Post) => string,
  list: { base: string; pages: () => { path: string; newest?: { publishedDate: IsoDate } }[] },
  piece: (post: Post) => Omit<Piece, 'kind' | 'href' | 'publishedDate'>,
) {
  return {
    list,
    /** Every post's page, dated by its last revision. */
    pages: posts.map((post) => ({ path: path(post), lastModified: lastModified(post) })),
    /** The posts the build shows, without drafts or scheduled posts, as pieces. */
    pieces: posts
      .filter((post) => !post.status)
      .map((post): Piece => ({ kind, href: path(post), publishedDate: post.publishedDate, ...piece(post) })),
  };
}

let made: Record<PostKindName, ReturnType<typeof shownKind>> | undefined;

/** Each kind of post as the site shows it, made once per build. */
export function shownKinds() {
  made ??= {
    essay: shownKind('essay', essays, essayPath, essayList(essays), (essay) => ({
      slug: essay.slug,
      title: essay.title,
      label: 'Essay',
      topics: essay.category,
      readNext: essay.readNext,
    })),
    brief: shownKind('brief', briefs, briefPath, briefList(briefs), (brief) => ({
      slug: brief.id,
      title: brief.title,
      label: 'Research brief',
      topics: brief.tags,
      readNext: brief.readNext,
    })),
    letter: shownKind('letter', letterIssues, issuePath, issueList(letterIssues), (issue) => ({
      slug: issue.slug,
      title: issue.title,
      label: `Tomorrow Letter, issue ${issue.number}`,
      topics: [],
      readNext: issue.readNext,
    })),
  };
  return made;
}
