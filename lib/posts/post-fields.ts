/**
 * What a post's frontmatter is checked with: the pieces each kind of post builds its schema from
 * (`essayFields`, `letterFields`, `briefFields`), each failing with the words a writer reads in the
 * build's one line per problem ("title is missing", `"2026-02-30" is not a date written YYYY-MM-DD`).
 * `format` and `weekday` are metadata for tools that read the schema (the editor's fields); the
 * checks are the refinements beside them.
 */
import { z } from 'zod';
import { isIsoDate } from '@/lib/time/dates';

/** A value as a problem line quotes it: a string in quotes, anything else as it is. */
export const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = z
  .string({ error: (issue) => `${quoted(issue.input)} is not a date written YYYY-MM-DD` })
  .refine(isIsoDate, { error: (issue) => `${quoted(issue.input)} is not a date written YYYY-MM-DD` })
  .meta({ format: 'date' });

/** Text that is not empty; `what` says what else it must be. */
export const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : `must be ${what}`) })
    .trim()
    .min(1, { error: 'is empty' });

/** Text of at most `max` characters: a heading, a line, a paragraph. */
export const words = (max: number) =>
  text('text').max(max, { error: (issue) => `is longer than ${max} characters: ${quoted(issue.input)}` });

/** How the editor's help speaks of a kind's post (`essay`, `issue`), and help a kind words its own way. */
export interface PostWords {
  noun: string;
  updatedHint?: string;
}

/**
 * The fields every kind of post has after its own, each with its label and help: a field added here
 * is in every kind's schema, editor and type, and every post's header shows it (`PostFacts`). Last
 * in the form: Sveltia CMS, given an optional date before a field that holds an object, leaves the
 * object's fields (a feature image's alt text) out of the form.
 */
export const everyPostFields = ({ noun, updatedHint }: PostWords) => ({
  // The day she revised a post after publishing it, shown beside its published date.
  updated: isoDate.optional().meta({
    label: 'Updated',
    hint:
      updatedHint ??
      `Set when you revise the ${noun} after it is published; shown beside the published date.`,
  }),
  // `draft: true` keeps a post out of a build (`postStatus`).
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

/** The fields every post has and its header shows (all of `everyPostFields` but the draft switch). */
export type ShownPostFields = Omit<z.infer<z.ZodObject<EveryPostShape>>, 'draft'>;

/**
 * A revision comes after the post: an `updated` date before `publishedDate` is a typo, and would tell
 * search engines and readers the post changed before it existed. Two dates that are not dates are
 * left to their own lines.
 */
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

/**
 * A post's frontmatter: its kind's fields, then `everyPostFields`, and no others (a misspelt one "is
 * not a field"); a revision date, when it has one, not before its published date.
 */
export function postFields<Shape extends z.ZodRawShape>(words: PostWords | string, shape: Shape) {
  const common = everyPostFields(typeof words === 'string' ? { noun: words } : words);
  return z
    .strictObject<Shape & EveryPostShape>(
      { ...shape, ...common },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a field` : undefined) },
    )
    .superRefine(revisedAfterPublishing);
}

/** What every kind of post has: a date, and the fields of `everyPostFields`. */
export type PostFieldsBase = { publishedDate: string } & z.infer<z.ZodObject<EveryPostShape>>;
