/**
 * Her words may name her from her profile: `{name}`, `{firm}`, `{city}` and `{country}` stand for what
 * content/site/profile.yml says, so a new firm, a move or a married name is changed in one place and
 * every page, title, share card, PDF and email that says who she is now follows. The site files'
 * loader checks the tokens of every text and prose field and writes her values in their place; the
 * editor refuses an unknown one before she saves, with the same rule (`tokenRule`).
 */

/** The tokens, each the profile field it stands for. */
export const profileTokens = ['name', 'firm', 'city', 'country'] as const;

export type ProfileValues = Record<(typeof profileTokens)[number], string>;

const tokenPattern = /\{([^{}\s]*)\}/g;

const isToken = (word: string): word is (typeof profileTokens)[number] =>
  (profileTokens as readonly string[]).includes(word);

/** The tokens as she writes them: `{name}, {firm}, {city} or {country}`. */
export const tokenList = (slots: readonly string[] = []) => {
  const all = [...profileTokens.map((token) => `{${token}}`), ...slots];
  return `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
};

/** The `{tokens}` in `text` that are neither a profile token nor one of `slots` (`{category}`). */
export function unknownTokens(text: string, slots: readonly string[] = []): string[] {
  return [...text.matchAll(tokenPattern)]
    .filter(([token, word]) => !isToken(word) && !slots.includes(token))
    .map(([token]) => token);
}

/** `text` with her value in place of each profile token; a slot (`{category}`) is left for the page. */
export function withProfile(text: string, profile: ProfileValues): string {
  return text.replace(tokenPattern, (token, word: string) => (isToken(word) ? profile[word] : token));
}

/** `text` as a regular expression that matches it. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rule as the editor checks a field before saving (a pattern and its message, in editorConfig):
 * no word in braces but the tokens and `slots`.
 */
export function tokenRule(slots: readonly string[] = []): { pattern: string; message: string } {
  const allowed = [...profileTokens.map((token) => `{${token}}`), ...slots].map(escapeRegExp).join('|');
  return {
    pattern: `^(?![\\s\\S]*(?!${allowed})\\{[^{}\\s]*\\})[\\s\\S]*$`,
    message: `Words in braces stand for your profile: write ${tokenList(slots)}, and no other word in braces.`,
  };
}
