// What a reader is offered at the end of a piece: those the post names, in her order, then those of its kind
// sharing a topic, then the newest of any kind; never the piece itself, nor one its pager already offers.
import { pieceKey, type PieceRef } from '@/lib/posts/piece-ref';
import type { PostKindName } from '@/lib/posts/post-kinds';

/** As read-next and Home's "Start here" know it. */
export interface Piece {
  kind: PostKindName;
  slug: string;
  href: string;
  title: string;
  /** "Essay", "Research brief", "Tomorrow Letter, issue 12". */
  label: string;
  publishedDate: string;
  /** An essay's categories or a brief's tags; a letter issue has none. */
  topics: readonly string[];
  readNext?: readonly PieceRef[];
}

/** In the order of `refs`; those not in `pieces`, or already `offered`, are passed over. */
export function namedPieces(
  refs: readonly PieceRef[] | undefined,
  pieces: ReadonlyMap<string, Piece>,
  offered: readonly PieceRef[] = [],
): Piece[] {
  const passed = new Set(offered.map(pieceKey));
  return (refs ?? []).flatMap((ref) => (passed.has(pieceKey(ref)) ? [] : (pieces.get(pieceKey(ref)) ?? [])));
}

export function readNext(
  piece: Piece,
  newestFirst: readonly Piece[],
  byKey: ReadonlyMap<string, Piece>,
  { count = 3, offered = [] }: { count?: number; offered?: readonly PieceRef[] } = {},
): Piece[] {
  const chosen: Piece[] = [];
  const passed = new Set([piece, ...offered].map(pieceKey));
  const take = (candidate: Piece) => {
    if (chosen.length < count && !passed.has(pieceKey(candidate)) && !chosen.includes(candidate))
      chosen.push(candidate);
  };
  namedPieces(piece.readNext, byKey).forEach(take);
  for (const entry of newestFirst)
    if (entry.kind === piece.kind && entry.topics.some((topic) => piece.topics.includes(topic))) take(entry);
  for (const entry of newestFirst) take(entry);
  return chosen;
}
