/**
 * What a reader is offered after an essay, a brief or a letter issue, chosen at build time: first
 * the pieces the post names (`readNext`, in her order), then those sharing a category (an essay's)
 * or a tag (a brief's), newest first, then the newest of any kind; never the piece itself, and only
 * from `published`, the pieces the build shows (no draft, nothing scheduled).
 */

/** A piece as read-next knows it: its address is its reference (`essays/<slug>`, `research/<slug>`…). */
export interface Piece {
  kind: 'Essay' | 'Brief' | 'Letter';
  /** The page's address without its slashes, `essays/models-learn-what-we-measure`: how a post names another. */
  ref: string;
  title: string;
  publishedDate: string;
  /** An essay's categories or a brief's tags; a letter issue has none. */
  topics: readonly string[];
  /** The pieces the post names, by reference. */
  readNext?: readonly string[];
}

export function readNext(piece: Piece, published: readonly Piece[], count = 3): Piece[] {
  const chosen: Piece[] = [];
  const take = (candidate: Piece | undefined) => {
    if (candidate && candidate.ref !== piece.ref && !chosen.includes(candidate) && chosen.length < count)
      chosen.push(candidate);
  };
  const byRef = new Map(published.map((entry) => [entry.ref, entry]));
  for (const ref of piece.readNext ?? []) take(byRef.get(ref));
  const newestFirst = [...published].sort(
    (a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.ref.localeCompare(b.ref),
  );
  for (const entry of newestFirst)
    if (entry.kind === piece.kind && entry.topics.some((topic) => piece.topics.includes(topic))) take(entry);
  for (const entry of newestFirst) take(entry);
  return chosen;
}
