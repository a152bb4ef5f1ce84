/**
 * Slugs: the lower-case, hyphenated form a post's file name, a filter's address and an image's file
 * name take. One function makes all three; they differ only where the options below say.
 */

/** A slug: lower-case letters and digits in runs joined by single hyphens, e.g. `my-first-post`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SlugOptions {
  /** Drops apostrophes, so that `Don’t` gives `dont` (a post's title) rather than `don-t`. */
  dropApostrophes?: boolean;
  /** Reads `&` as the word `and`, so that `Tech & policy` gives `tech-and-policy` (a filter's label). */
  ampersandAsAnd?: boolean;
  /** Keeps the first this many characters (an image's file name), after the hyphens at the ends go. */
  maxLength?: number;
}

/**
 * `Ça va: Über-models?` -> `ca-va-uber-models`: accents dropped, lower case, every run of anything
 * but ASCII letters and digits one hyphen, none at either end. May be empty (text with no letter or
 * digit); cut to `maxLength`, it may end in a hyphen.
 */
export function slugify(
  text: string,
  { dropApostrophes = false, ampersandAsAnd = false, maxLength }: SlugOptions = {},
): string {
  let slug = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (dropApostrophes) slug = slug.replace(/['’]/g, '');
  slug = slug.toLowerCase();
  if (ampersandAsAnd) slug = slug.replace(/&/g, ' and ');
  slug = slug.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return maxLength === undefined ? slug : slug.slice(0, maxLength);
}
