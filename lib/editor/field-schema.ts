// A schema as zod's JSON Schema, with the metadata the site's fields carry, which the editor's
// configuration builds each field from.
import { z } from 'zod';
import type { PictureUse } from '@/lib/images/picture-field';

export interface FieldSchema {
  type?: string;
  format?: string;
  weekday?: number;
  enum?: string[];
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  exclusiveMinimum?: number;
  minimum?: number;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  /** Where a file of the site's own files is shown (imageFile): its logo or icon. */
  image?: string;
  /** A file and its alt text (`pictureField`). */
  picture?: PictureUse;
  /** `pdf` (briefKind). */
  file?: string;
  /** The collection of a post named by its slug. */
  relation?: string;
  /** `pieceRefs`: the editor offers each kind. */
  pieces?: boolean;
  oneOf?: FieldSchema[];
  const?: string;
  pattern?: string;
  allOf?: { pattern?: string }[];
  patternMessage?: string;
  /** What the page fills in itself, `{category}`, besides her profile's tokens. */
  slots?: string[];
  /** Never read for tokens. */
  literal?: boolean;
  /** A label is how she knows a value (a time zone by its city). */
  choices?: (string | { value: string; label: string })[];
  maximum?: number;
}

export function schemaOf(fields: z.ZodType): FieldSchema {
  return z.toJSONSchema(fields) as FieldSchema;
}
