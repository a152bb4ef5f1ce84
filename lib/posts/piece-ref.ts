/**
 * How one of her pieces names others: a post's "Read next" (each kind of post's record) and Home's
 * "Start here" (`homeFields`). In a file each is a kind and a slug,
 *
 *     readNext:
 *       - kind: brief
 *         slug: menopause-evidence-gap
 *
 * which the editor offers as a choice of her posts of that kind (`editorConfig`, a relation to the
 * kind's collection), so she never types an address. The build refuses a slug that names no post of
 * that kind (`unknownPieces`); one that names a draft or a scheduled post is passed over until it
 * is published.
 */
import { z } from 'zod';
import { text } from '@/lib/posts/post-fields';

/** Each kind a piece may be, and the folder under content/ (the editor's collection) its posts are in. */
export const pieceFolders = { essay: 'essays', brief: 'briefs', letter: 'letter' } as const;

export type PieceKindName = keyof typeof pieceFolders;

const kindNames = Object.keys(pieceFolders) as PieceKindName[];

export const pieceLabels: Record<PieceKindName, string> = {
  essay: 'Essay',
  brief: 'Research brief',
  letter: 'Letter issue',
};

// The editor offers each kind as a choice of "Add piece", then a search of that kind's posts by title.
const refOf = <Kind extends PieceKindName>(kind: Kind) =>
  z
    .strictObject({
      kind: z.literal(kind),
      slug: text('the slug of a post, e.g. my-first-post').meta({
        relation: pieceFolders[kind],
        label: pieceLabels[kind],
      }),
    })
    .meta({ label: pieceLabels[kind] });

/** One piece named by a post or a page. */
export const pieceRef = z.discriminatedUnion('kind', [refOf('essay'), refOf('brief'), refOf('letter')], {
  error: (issue) => (issue.input === undefined ? 'is missing' : `must be one of ${kindNames.join(', ')}`),
});

export type PieceRef = z.infer<typeof pieceRef>;

/** Up to `most` pieces, in her order, under `label` in the editor, with `hint` under it. */
export const pieceRefs = (most: number, label: string, hint: string) =>
  z
    .array(pieceRef, { error: 'must be a list of pieces, each a kind and a slug' })
    .max(most, { error: `names more than ${most} pieces` })
    .optional()
    .meta({ label, hint, singular: 'piece', summary: '{{fields.slug}}' });

/** The key a piece is known by across kinds: `brief/menopause-evidence-gap`. */
export const pieceKey = ({ kind, slug }: PieceRef) => `${kind}/${slug}`;

/** The slugs of every post of each kind, drafts and scheduled posts included. */
export type PieceSlugs = Record<PieceKindName, ReadonlySet<string>>;

/** What is wrong with each piece a list names that no post is: its place in the list, and the end of a problem line. */
export function unknownPieces(
  refs: readonly PieceRef[] | undefined,
  slugs: PieceSlugs,
): { index: number; message: string }[] {
  return (refs ?? []).flatMap((ref, index) =>
    slugs[ref.kind].has(ref.slug)
      ? []
      : [
          {
            index,
            message: `names the ${pieceLabels[ref.kind].toLowerCase()} "${ref.slug}", which there is not (content/${pieceFolders[ref.kind]}/${ref.slug}.md)`,
          },
        ],
  );
}
