/**
 * Every piece the build shows, of every kind, as read-next and Home's "Start here" list them
 * (lib/posts/read-next.ts): essays, briefs and letter issues, newest first, without drafts or scheduled
 * posts (which only `npm run dev` has, marked with a status). Made once per build, not per page.
 */
import { briefs } from '@/lib/briefs/briefs';
import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import type { PostStatus } from '@/lib/posts/post-status';
import { briefPath } from '@/lib/briefs/brief-routes';
import { essayPath } from '@/lib/essays/essay-routes';
import { issuePath } from '@/lib/letters/letter-routes';
import { pieceKey, type PieceKindName } from '@/lib/posts/piece-ref';
import type { Piece } from '@/lib/posts/read-next';

const shown = <Post extends { status?: PostStatus }>(posts: readonly Post[]) =>
  posts.filter((post) => !post.status);

let made: { newestFirst: Piece[]; byKey: Map<string, Piece> } | undefined;

/** The pieces, newest first (by address on a shared date), and the same by pieceKey. */
export function pieces() {
  if (made) return made;
  const all: Piece[] = [
    ...shown(essays).map((essay) => ({
      kind: 'essay' as const,
      slug: essay.slug,
      href: essayPath(essay),
      title: essay.title,
      label: 'Essay',
      publishedDate: essay.publishedDate,
      topics: essay.category,
      readNext: essay.readNext,
    })),
    ...shown(briefs).map((brief) => ({
      kind: 'brief' as const,
      slug: brief.id,
      href: briefPath(brief),
      title: brief.title,
      label: 'Research brief',
      publishedDate: brief.publishedDate,
      topics: brief.tags,
      readNext: brief.readNext,
    })),
    ...shown(letterIssues).map((issue) => ({
      kind: 'letter' as const,
      slug: issue.slug,
      href: issuePath(issue),
      title: issue.title,
      label: `Tomorrow Letter, issue ${issue.number}`,
      publishedDate: issue.publishedDate,
      topics: [],
      readNext: issue.readNext,
    })),
  ];
  const newestFirst = all.sort(
    (a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.href.localeCompare(b.href),
  );
  made = { newestFirst, byKey: new Map(newestFirst.map((piece) => [pieceKey(piece), piece])) };
  return made;
}

/** The piece of that kind and slug, if the build shows it. */
export const pieceOf = (kind: PieceKindName, slug: string) => pieces().byKey.get(pieceKey({ kind, slug }));
