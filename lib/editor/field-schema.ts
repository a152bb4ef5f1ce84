/**
 * A schema as the tools that read it see it: the JSON Schema zod makes of it, with the metadata the
 * site's fields carry (a format, a picture, a relation, a rule's message). The editor's
 * configuration builds each field from it, and the loader of the site's files finds the pictures in
 * it.
 */
import { z } from 'zod';

/** The part of a JSON schema (zod's `toJSONSchema`) that the fields are read from. */
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
  /** A picture of one of the site's own files, and where it is shown (imageFile, photo). */
  image?: string;
  /** A file of another kind a post names, beside it: `pdf` (briefKind). */
  file?: string;
  /** A post of another collection, named by its slug: the collection's name. */
  relation?: string;
  /** A list of her pieces, each a kind of post and a slug (`pieceRefs`): the editor offers each kind. */
  pieces?: boolean;
  /** Items of several kinds, told apart by a constant field (a brief's figures, by `kind`). */
  oneOf?: FieldSchema[];
  const?: string;
  /** A rule of the text's form, or several (zod's `regex`). */
  pattern?: string;
  allOf?: { pattern?: string }[];
  /** What the editor says when the text breaks its pattern (withSlot, webAddress). */
  patternMessage?: string;
  /** What the page fills in itself, `{category}`, besides her profile's tokens. */
  slots?: string[];
  /** A fact written as it is, never read for tokens (`literal`). */
  literal?: boolean;
  /** What she picks from, each a value or a value and how she knows it (a time zone by its city). */
  choices?: (string | { value: string; label: string })[];
  maximum?: number;
}

/** A post's fields as the schema describes them, from zod. */
export function schemaOf(fields: z.ZodType): FieldSchema {
  return z.toJSONSchema(fields) as FieldSchema;
}
