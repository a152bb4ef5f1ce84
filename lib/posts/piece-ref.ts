/**
 * How one of her pieces names others: a post's "Read next" (each kind of post's record) and Home's
 * "Start here" (`homeFields`). In a file each is a kind and a slug,
 *
 *     readNext:
 *       - kind: brief
 *         slug: menopause-evidence-gap
 *
 * The kinds a piece may be are the registry's (`postKinds`), which the records' schemas cannot read:
 * the editor offers each as a choice of "Add piece", then a search of that kind's posts by title, so
 * she never types an address (`editorConfig`, from the list's `pieces` mark); the build refuses a kind
 * the registry lacks, and a slug that names no post of its kind (`unknownPieces`). One that names a
 * draft or a scheduled post is passed over until it is published.
 */
import { z } from 'zod';
import { text } from '@/lib/posts/post-fields';

/** One piece named by a post or a page: names, written as they are (`literal`), never her words. */
export const pieceRef = z.strictObject({
  kind: text('the name of a kind of post, e.g. essay').meta({ label: 'Kind of post', literal: true }),
  slug: text('the slug of a post, e.g. my-first-post').meta({ label: 'Post', literal: true }),
});

export type PieceRef = z.infer<typeof pieceRef>;

/** Up to `most` pieces, in her order, under `label` in the editor, with `hint` under it. */
export const pieceRefs = (most: number, label: string, hint: string) =>
  z
    .array(pieceRef, { error: 'must be a list of pieces, each a kind and a slug' })
    .max(most, { error: `names more than ${most} pieces` })
    .optional()
    .meta({ label, hint, singular: 'piece', summary: '{{fields.slug}}', pieces: true });

/** The key a piece is known by across kinds: `brief/menopause-evidence-gap`. */
export const pieceKey = ({ kind, slug }: PieceRef) => `${kind}/${slug}`;

/**
 * Each kind a piece may be, by its name in the registry: its posts' folder, what a problem line calls
 * one of them, and the slugs of them all, drafts and scheduled posts included.
 */
export type PieceKinds = Readonly<
  Record<string, { folder: string; label: string; slugs: ReadonlySet<string> }>
>;

/** What is wrong with each piece a list names that no post is: its place in the list, and the end of a problem line. */
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
