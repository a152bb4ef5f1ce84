import { createHash } from 'node:crypto';

/**
 * A file's name part from its content: the first 16 hex digits of its SHA-256. A file named so
 * changes name when it changes, so hosts cache it for good (immutablePaths, docs/security.md).
 */
export function contentName(text: string | Buffer) {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** A script file of the site's own: `name` and its content name, in `folder`, with its text. */
export const namedScript = (folder: string, name: string, text: string) => ({
  path: `${folder}${name}.${contentName(text)}.js`,
  text,
});
