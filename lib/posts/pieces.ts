/**
 * Every piece the build shows, of every kind, as read-next and Home's "Start here" list them: each
 * kind's posts as the site shows them (`shownKinds`), newest first, without drafts or scheduled posts
 * (which only `npm run dev` has, marked with a status). Made once per build, not per page.
 */
import { pieceKey } from '@/lib/posts/piece-ref';
import type { PostKindName } from '@/lib/posts/post-kinds';
import type { Piece } from '@/lib/posts/read-next';
import { shownKinds } from '@/lib/posts/shown-kinds';

let made: { newestFirst: Piece[]; byKey: Map<string, Piece> } | undefined;

/** The pieces, newest first (by address on a shared date), and the same by pieceKey. */
export function pieces() {
  if (made) return made;
  const all = Object.values(shownKinds()).flatMap((kind) => kind.pieces);
  const newestFirst = all.sort(
    (a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.href.localeCompare(b.href),
  );
  made = { newestFirst, byKey: new Map(newestFirst.map((piece) => [pieceKey(piece), piece])) };
  return made;
}

/** The piece of that kind and slug, if the build shows it. */
export const pieceOf = (kind: PostKindName, slug: string) => pieces().byKey.get(pieceKey({ kind, slug }));
