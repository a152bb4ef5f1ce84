/**
 * One of the site's own files (docs/publishing.md, "Your profile and your pages"): the author's
 * profile, and the words and pictures of a page or part of one, each a YAML file under content/site/
 * that the editor at /admin/ opens. A record says where the file is, what it may hold (its schema,
 * whose messages the build prints, one line a problem) and how the editor offers each field; the
 * loader (`loadSiteFiles`), the editor's configuration (`editorConfig`) and the pages (through
 * `site-content`'s exports) read it; `siteFiles` lists them all.
 */
import type { z } from 'zod';
import type { LocalImage } from '@/lib/images/local-image';
import type { ProseBlock } from '@/lib/text/prose';

export interface SiteFile<Fields = unknown, Finished = Loaded<Fields>> {
  /** The file `content/site/<name>.yml`, its data `.content/site/<name>.json`, its entry in the editor. */
  name: string;
  /** What it holds, as the editor lists it. */
  editor: { label: string; description: string };
  /** What the build accepts in it. A field with `image` in its metadata names a picture beside the file. */
  fields: z.ZodType<Fields>;
  /**
   * False for a file of addresses and account numbers rather than her words (the settings): its text
   * is never read for her profile's tokens.
   */
  holdsWords?: false;
  /** What the pages read, made from the file's data once its pictures and prose are read, when it differs. */
  finish?: (data: Loaded<Fields>) => Finished;
}

/**
 * A file's record: its name, and its schema, which holds what the editor lists it as in its
 * metadata (`.meta({ label, description })`) beside its fields' labels, so the file is described in
 * one tree.
 */
export function siteFile<Fields, Finished = Loaded<Fields>>(
  name: string,
  fields: z.ZodType<Fields>,
  more: Pick<SiteFile<Fields, Finished>, 'holdsWords' | 'finish'> = {},
): SiteFile<Fields, Finished> {
  const { label, description } = fields.meta() ?? {};
  if (typeof label !== 'string' || typeof description !== 'string')
    throw new Error(`The site file "${name}" needs its label and description in its schema's .meta()`);
  return { name, editor: { label, description }, fields, ...more };
}

/** The folder of the site's own files, under the project's folder. */
export const siteFolder = 'content/site';

/** The names the fields that hold a picture go by, in every file: the loader makes each a `LocalImage`. */
type PictureField = 'portrait' | 'logoImage';

/**
 * A file's data as the pages read it: each picture a `LocalImage`, with its size and its encoded
 * files, each prose field (`prose`) its blocks of words, and every text with
 * her profile's values in place of its tokens (`withProfile`).
 */
export type Loaded<Data> =
  Data extends z.$brand<'Prose'>
    ? readonly ProseBlock[]
    : Data extends readonly (infer Item)[]
      ? readonly Loaded<Item>[]
      : Data extends object
        ? {
            [Key in keyof Data]: Key extends PictureField
              ? LocalImage | Extract<Data[Key], undefined>
              : Loaded<Data[Key]>;
          }
        : Data;
