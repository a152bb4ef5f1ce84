// One of the site's own files: a YAML file under content/site/ that the editor at /admin/ opens, its schema
// and how the editor offers each field (docs/publishing.md, "Your profile and your pages").
import type { z } from 'zod';
import type { LocalImage } from '@/lib/images/local-image';
import type { ProseBlock } from '@/lib/text/prose';

export interface SiteFile<Fields = unknown, Finished = Loaded<Fields>> {
  /** The file `content/site/<name>.yml`, its data `.content/site/<name>.json`. */
  name: string;
  editor: { label: string; description: string };
  /** A field with `image` in its metadata names a picture beside the file. */
  fields: z.ZodType<Fields>;
  /** False for the settings (addresses, account numbers): never read for her profile's tokens. */
  holdsWords?: false;
  finish?: (data: Loaded<Fields>) => Finished;
}

/** The schema's `.meta({ label, description })` is how the editor lists the file. */
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

export const siteFolder = 'content/site';

/** In every file, the loader makes a field of these names a `LocalImage`. */
type PictureField = 'portrait' | 'logoImage';

/** Each picture a `LocalImage`, each prose field its blocks, her profile's tokens filled in. */
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
