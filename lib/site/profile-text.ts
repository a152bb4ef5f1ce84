// `{name}`, `{firm}`, `{city}` and `{country}` stand for what content/site/profile.yml says, so a new firm,
// a move or a married name is changed in one place.

/** Each the profile field it stands for. */
export const profileTokens = ['name', 'firm', 'city', 'country'] as const;

export type ProfileValues = Record<(typeof profileTokens)[number], string>;

const tokenPattern = /\{([^{}\s]*)\}/g;

const isToken = (word: string): word is (typeof profileTokens)[number] =>
  (profileTokens as readonly string[]).includes(word);

/** `{name}, {firm}, {city} or {country}`. */
export const tokenList = (slots: readonly string[] = []) => {
  const all = [...profileTokens.map((token) => `{${token}}`), ...slots];
  return `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
};

export function unknownTokens(text: string, slots: readonly string[] = []): string[] {
  return [...text.matchAll(tokenPattern)]
    .filter(([token, word]) => !isToken(word) && !slots.includes(token))
    .map(([token]) => token);
}

/** A slot (`{category}`) is left for the page. */
export function withProfile(text: string, profile: ProfileValues): string {
  return text.replace(tokenPattern, (token, word: string) => (isToken(word) ? profile[word] : token));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function tokenRule(slots: readonly string[] = []): { pattern: string; message: string } {
  const allowed = [...profileTokens.map((token) => `{${token}}`), ...slots].map(escapeRegExp).join('|');
  return {
    pattern: `^(?![\\s\\S]*(?!${allowed})\\{[^{}\\s]*\\})[\\s\\S]*$`,
    message: `Words in braces stand for your profile: write ${tokenList(slots)}, and no other word in braces.`,
  };
}
