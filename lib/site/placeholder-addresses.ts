// The seed's placeholders are on the reserved `.example` domain, which no real site can have; a publishing
// build (SITE_STRICT=1) refuses each one left in her files.

export const placeholderHint = 'An address on .example is a placeholder: publishing stops until it is yours.';

/** `path` is `['body']` for a post's text. */
export interface PlaceholderAddress {
  path: PropertyKey[];
  message: string;
}

// An address as text holds it: up to a space, a quote, or the end of a Markdown link; a full stop or
// comma after it ends the sentence, not the address.
const addressPattern = /\bhttps?:\/\/[^\s)"'<>\]]+/gi;

export const onExample = (address: string) => {
  try {
    return new URL(address).hostname.endsWith('.example');
  } catch {
    return false;
  }
};

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
