// The pieces each kind of post builds its schema from, each failing with the words a writer reads. `format`
// and `weekday` are metadata for the editor; the checks are the refinements beside them.
import { z } from 'zod';
import { isIsoDate } from '@/lib/time/dates';

export const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

export const isoDate = z
  .string({ error: (issue) => `${quoted(issue.input)} is not a date written YYYY-MM-DD` })
  .refine(isIsoDate, { error: (issue) => `${quoted(issue.input)} is not a date written YYYY-MM-DD` })
  .meta({ format: 'date' });

/** `what` says what else it must be. */
export const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : `must be ${what}`) })
    .trim()
    .min(1, { error: 'is empty' });

export const words = (max: number) =>
  text('text').max(max, { error: (issue) => `is longer than ${max} characters: ${quoted(issue.input)}` });

export interface PostWords {
  noun: string;
  updatedHint?: string;
}

// Last in the form: Sveltia CMS, given an optional date before a field that holds an object, leaves the
// object's fields (a feature image's alt text) out of the form.
export const everyPostFields = ({ noun, updatedHint }: PostWords) => ({
  updated: isoDate.optional().meta({
    label: 'Updated',
    hint:
      updatedHint ??
      `Set when you revise the ${noun} after it is published; shown beside the published date.`,
  }),
  draft: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .meta({
      label: 'Draft',
      newEntry: true,
      hint: `While on, the ${noun} stays off the site. Turn it off to publish on its date.`,
    }),
});

type EveryPostShape = ReturnType<typeof everyPostFields>;

export type ShownPostFields = Omit<z.infer<z.ZodObject<EveryPostShape>>, 'draft'>;

// An `updated` date before `publishedDate` is a typo, and would tell search engines the post changed before
// it existed. Dates that are not dates are left to their own lines.
function revisedAfterPublishing(post: Record<string, unknown>, context: z.RefinementCtx) {
  const { publishedDate, updated } = post;
  if (typeof updated !== 'string' || typeof publishedDate !== 'string') return;
  if (!isIsoDate(updated) || !isIsoDate(publishedDate) || updated >= publishedDate) return;
  context.addIssue({
    code: 'custom',
    path: ['updated'],
    message: `${quoted(updated)} is before the published date ${quoted(publishedDate)}`,
  });
}

export function postFields<Shape extends z.ZodRawShape>(words: PostWords | string, shape: Shape) {
  const common = everyPostFields(typeof words === 'string' ? { noun: words } : words);
  return z
    .strictObject<Shape & EveryPostShape>(
      { ...shape, ...common },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a field` : undefined) },
    )
    .superRefine(revisedAfterPublishing);
}

export type PostFieldsBase = { publishedDate: string } & z.infer<z.ZodObject<EveryPostShape>>;
