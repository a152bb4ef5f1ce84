/**
 * Text of the site's own files that may name her from her profile: `{name}`, `{firm}` and `{city}`
 * stand for what content/site/profile.yml says, so a new firm name or a married name is changed in
 * one place. The loader (scripts/site-files.ts) checks the tokens and cuts the text into pieces at
 * them, each value a piece of its own, as the page writes it.
 */

/** Each token, and the profile field it stands for. */
export const profileTokens = { name: 'name', firm: 'firm', city: 'city' } as const;

export type ProfileValues = Record<(typeof profileTokens)[keyof typeof profileTokens], string>;

const tokenPattern = /\{([^{}\s]*)\}/g;

/** The `{tokens}` in `text` that are neither a profile token nor one of `slots` (`{category}`). */
export function unknownTokens(text: string, slots: readonly string[] = []): string[] {
  return [...text.matchAll(tokenPattern)]
    .map(([token, word]) => ({ token, word }))
    .filter(({ word }) => !(word in profileTokens) && !slots.includes(`{${word}}`))
    .map(({ token }) => token);
}

/** The text in pieces: its words, and her value for each token, in order; no piece is empty. */
export function profilePieces(text: string, profile: ProfileValues): string[] {
  const pieces: string[] = [];
  let at = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const field = profileTokens[match[1] as keyof typeof profileTokens];
    if (!field) continue;
    pieces.push(text.slice(at, match.index), profile[field]);
    at = match.index + match[0].length;
  }
  pieces.push(text.slice(at));
  return pieces.filter(Boolean);
}
