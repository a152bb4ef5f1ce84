import { DateLabel } from '@/components/page/date-label';
import { TitleLink } from '@/components/posts/title-link';
import type { IsoDate } from '@/lib/time/dates';
import type { Piece } from '@/lib/posts/read-next';

/**
 * Pieces as links with what each is and its date: what to read at the end of a piece, and Home's
 * "Start here". Static links, which the next page's prerendering follows like any other.
 */
export function PieceList({ pieces }: { pieces: readonly Piece[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {pieces.map((piece) => (
        <li key={piece.href} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <p className="text-eyebrow font-semibold uppercase text-coral-700">
            {piece.label} · <DateLabel date={piece.publishedDate as IsoDate} />
          </p>
          <h3 className="mt-2 text-lg font-semibold text-ink">
            <TitleLink href={piece.href}>{piece.title}</TitleLink>
          </h3>
        </li>
      ))}
    </ul>
  );
}
