import { LetterClosing } from '@/components/letters/letter-follow';
import { PieceList } from '@/components/posts/piece-list';
import { SharePiece } from '@/components/posts/share-piece';
import type { PostKindName } from '@/lib/posts/post-kinds';
import { pieceOf, pieces } from '@/lib/posts/pieces';
import { readNext } from '@/lib/posts/read-next';
import { searchIgnored } from '@/lib/page/site-search';
import { absoluteUrl } from '@/lib/site/seo';

interface AfterPieceProps {
  kind: PostKindName;
  slug: string;
  noun: string;
  /** A letter issue has already closed with the signup. */
  signup: boolean;
  /** What the page's pager offers, which read next leaves out. */
  pager: readonly ({ slug: string } | undefined)[];
}

// What follows a piece, after the page's <main> (app/@after/): after what the first paint waits for
// (DECISIONS 12), so it costs the first round trip nothing but its share of the page's rules.
export function AfterPiece({ kind, slug, noun, signup, pager }: AfterPieceProps) {
  const piece = pieceOf(kind, slug);
  if (!piece) return null;
  const { newestFirst, byKey } = pieces();
  const offered = pager.flatMap((entry) => (entry ? [{ kind, slug: entry.slug }] : []));
  const next = readNext(piece, newestFirst, byKey, { offered });
  return (
    <aside
      aria-label={`After the ${noun}`}
      {...searchIgnored}
      className="mx-auto w-full max-w-page px-4 pb-16 sm:px-6"
    >
      <div className="grid gap-14 border-t border-line pt-12">
        {signup ? (
          <div className="max-w-3xl">
            <LetterClosing />
          </div>
        ) : null}
        {next.length ? (
          <section aria-labelledby="read-next">
            <h2 id="read-next" className="mb-6 text-2xl font-semibold text-ink">
              Read next
            </h2>
            <PieceList pieces={next} />
          </section>
        ) : null}
        <SharePiece url={absoluteUrl(piece.href)} title={piece.title} noun={noun} />
      </div>
    </aside>
  );
}
