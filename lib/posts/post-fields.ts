/**
 * What a post's frontmatter is checked with: the pieces each kind of post builds its schema from
 * (lib/essays/essay-kind.ts, lib/letters/letter-kind.ts), each failing with the words a writer reads in the build's
 * one line per problem ("title is missing", `"2026-02-30" is not a date written YYYY-MM-DD`).
 * `format` and `weekday` are metadata for tools that read the schema (the editor's fields,
 * admin/config.ts); the checks are the refinements beside them.
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

/** `draft: true` keeps a post out of a build (lib/posts/post-status.ts). */
export const draft = z.boolean({ error: 'must be true or false' }).optional();

/** `updated`: the day she revised a post after publishing it, shown beside its published date. */
export const updated = isoDate.optional();

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
 * A post's frontmatter: these fields and no others (a misspelt one "is not a field"), and a revision
 * date, when it has one, not before its published date.
 */
export function postFields<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a field` : undefined),
    })
    .superRefine(revisedAfterPublishing);
}

/** What every kind of post has: a date, perhaps the day it was revised, and perhaps the draft switch. */
export interface PostFieldsBase {
  publishedDate: string;
  updated?: string;
  draft?: boolean;
}
