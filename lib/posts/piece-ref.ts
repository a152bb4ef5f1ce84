// How one of her pieces names others, each a kind and a slug. The kinds are the registry's, which the
// schemas cannot read, so the build checks them (`unknownPieces`); a draft or scheduled post is passed over.
import { z } from 'zod';
import { text } from '@/lib/posts/post-fields';

export const pieceRef = z.strictObject({
  kind: text('the name of a kind of post, e.g. essay').meta({ label: 'Kind of post', literal: true }),
  slug: text('the slug of a post, e.g. my-first-post').meta({ label: 'Post', literal: true }),
});

export type PieceRef = z.infer<typeof pieceRef>;

export const pieceRefs = (most: number, label: string, hint: string) =>
  z
    .array(pieceRef, { error: 'must be a list of pieces, each a kind and a slug' })
    .max(most, { error: `names more than ${most} pieces` })
    .optional()
    .meta({ label, hint, singular: 'piece', summary: '{{fields.slug}}', pieces: true });

export const pieceKey = ({ kind, slug }: PieceRef) => `${kind}/${slug}`;

/** `slugs` include drafts and scheduled posts. */
export type PieceKinds = Readonly<
  Record<string, { folder: string; label: string; slugs: ReadonlySet<string> }>
>;

export function unknownPieces(
  refs: readonly PieceRef[] | undefined,
  kinds: PieceKinds,
): { index: number; message: string }[] {
  return (refs ?? []).flatMap((ref, index) => {
    const kind = Object.hasOwn(kinds, ref.kind) ? kinds[ref.kind] : undefined;
    if (!kind)
      return [
        {
          index,
          message: `names a piece of the kind "${ref.kind}", which is not one of ${Object.keys(kinds).join(', ')}`,
        },
      ];
    if (kind.slugs.has(ref.slug)) return [];
    return [
      {
        index,
        message: `names the ${kind.label.toLowerCase()} "${ref.slug}", which there is not (content/${kind.folder}/${ref.slug}.md)`,
      },
    ];
  });
}
