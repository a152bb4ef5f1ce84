// Every piece the build shows, of every kind, as read-next and Home's "Start here" list them. Made once per
// build, not per page.
import { pieceKey } from '@/lib/posts/piece-ref';
import type { PostKindName } from '@/lib/posts/post-kinds';
import type { Piece } from '@/lib/posts/read-next';
import { shownKinds } from '@/lib/posts/shown-kinds';

let made: { newestFirst: Piece[]; byKey: Map<string, Piece> } | undefined;

/** Newest first, by address on a shared date. */
export function pieces() {
  if (made) return made;
  const all = Object.values(shownKinds()).flatMap((kind) => kind.pieces);
  const newestFirst = all.sort(
    (a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.href.localeCompare(b.href),
  );
  made = { newestFirst, byKey: new Map(newestFirst.map((piece) => [pieceKey(piece), piece])) };
  return made;
}

export const pieceOf = (kind: PostKindName, slug: string) => pieces().byKey.get(pieceKey({ kind, slug }));
