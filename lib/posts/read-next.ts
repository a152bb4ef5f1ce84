/**
 * What a reader is offered at the end of an essay, a brief or a letter issue, chosen at build time:
 * first the pieces the post names (`readNext`, in her order), then those of its kind sharing a
 * category (an essay's) or a tag (a brief's), newest first, then the newest of any kind; never the
 * piece itself, nor one the page already offers (its pager's previous and next), and only from the
 * pieces the build shows (`pieces`: no draft, nothing scheduled).
 */
import { pieceKey, type PieceRef } from '@/lib/posts/piece-ref';
import type { PostKindName } from '@/lib/posts/post-kinds';

/** A piece as read-next and Home's "Start here" know it. */
export interface Piece {
  kind: PostKindName;
  slug: string;
  /** Its page. */
  href: string;
  title: string;
  /** What it is, as a reader is told: "Essay", "Research brief", "Tomorrow Letter, issue 12". */
  label: string;
  publishedDate: string;
  /** An essay's categories or a brief's tags; a letter issue has none. */
  topics: readonly string[];
  /** The pieces the post names. */
  readNext?: readonly PieceRef[];
}

/**
 * The pieces `refs` name, in their order, of those in `pieces`; those not among them, and those the
 * page has already `offered`, are passed over.
 */
export function namedPieces(
  refs: readonly PieceRef[] | undefined,
  pieces: ReadonlyMap<string, Piece>,
  offered: readonly PieceRef[] = [],
): Piece[] {
  const passed = new Set(offered.map(pieceKey));
  return (refs ?? []).flatMap((ref) => (passed.has(pieceKey(ref)) ? [] : (pieces.get(pieceKey(ref)) ?? [])));
}

/**
 * Up to `count` pieces to read after `piece`, from `newestFirst` (every piece shown, newest first)
 * and `byKey` (the same, by pieceKey), none of them one of `offered` (the page's pager).
 */
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
