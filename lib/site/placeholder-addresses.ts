/**
 * Addresses on the reserved `.example` domain, which no real site can have: the seed's placeholders
 * (its logos' links, its profiles). A publishing build (SITE_STRICT=1) refuses each one left in her
 * files, in a field or in the text of a post, with the field's name as the editor shows it.
 */

/** What a link field's hint in the editor says of them. */
export const placeholderHint = 'An address on .example is a placeholder: publishing stops until it is yours.';

/** What is wrong, and where: the keys and list positions to the field (`['body']` for a post's text). */
export interface PlaceholderAddress {
  path: PropertyKey[];
  message: string;
}

// An address as text holds it: up to a space, a quote, or the end of a Markdown link; a full stop or
// comma after it ends the sentence, not the address.
const addressPattern = /\bhttps?:\/\/[^\s)"'<>\]]+/gi;

/** True for an address on `.example`; false for any other, and for text that is not an address. */
export const onExample = (address: string) => {
  try {
    return new URL(address).hostname.endsWith('.example');
  } catch {
    return false;
  }
};

/** Each placeholder address in `value` (text, or a file's fields at any depth), with its path. */
export function placeholderAddresses(value: unknown, path: PropertyKey[] = []): PlaceholderAddress[] {
  if (typeof value === 'string')
    return [...new Set(value.match(addressPattern) ?? [])]
      .map((address) => address.replace(/[.,;:!?]+$/, ''))
      .filter(onExample)
      .map((address) => ({
        path,
        message: `"${address}" is a placeholder address (.example, which no site has): write your own, or remove it`,
      }));
  if (Array.isArray(value))
    return value.flatMap((item, index) => placeholderAddresses(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => placeholderAddresses(item, [...path, key]));
  return [];
}
