import { createHash } from 'node:crypto';

/** A file named so changes name when it changes, so hosts cache it for good (docs/security.md). */
export function contentName(text: string | Buffer) {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export const namedScript = (folder: string, name: string, text: string) => ({
  path: `${folder}${name}.${contentName(text)}.js`,
  text,
});
