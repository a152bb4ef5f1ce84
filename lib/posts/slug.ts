// The one slug function for a post's file name, a filter's address and an image's file name; they differ
// only where the options say.

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SlugOptions {
  /** Drops apostrophes, so that `Don’t` gives `dont` (a post's title) rather than `don-t`. */
  dropApostrophes?: boolean;
  /** Reads `&` as the word `and`, so that `Tech & policy` gives `tech-and-policy` (a filter's label). */
  ampersandAsAnd?: boolean;
  /** Cut after the hyphens at the ends go, so it may end in a hyphen. */
  maxLength?: number;
}

/** `Ça va: Über-models?` -> `ca-va-uber-models`. Empty for text with no letter or digit. */
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
