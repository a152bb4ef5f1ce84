/**
 * What the editor at /admin/ shows for a field beyond what its schema says (editorConfig): its
 * label, its help line, its kind of input. Each kind of post (PostKind) and each of the site's own
 * files (fileFields) gives one for every field of its schema.
 */
import { z } from 'zod';

/** A post's body, as the editor labels it and problem lines name it. */
export const bodyLook = { label: 'Body' } as const;

export interface FieldLook {
  label: string;
  hint?: string;
  /** For text: `text` for a paragraph rather than a line, `image` for an image file. */
  input?: 'text' | 'image';
  /**
   * A required field's first value, in the editor's terms (`{{now}}` is today). The pinned editor also
   * fills a field's default into an existing entry that lacks it, so an optional field never has one
   * (the editor's configuration refuses it): it has `newEntry`.
   */
  default?: string;
  /**
   * An optional field's value in a new entry only (the draft switch, on): the editor is given it in
   * the new entry's address (newEntryValues), which an existing entry never reads.
   */
  newEntry?: string | boolean;
  /** The looks of an object's fields, or of each item's fields in a list of objects. */
  fields?: Record<string, FieldLook>;
  /** A list's button, "Add <singular>", and how each item is named when collapsed. */
  singular?: string;
  summary?: string;
}

// A field's look is held in its schema's metadata: `text('text').meta({ label: 'Title', hint })`.
const lookKeys = ['label', 'hint', 'input', 'default', 'newEntry', 'singular', 'summary'] as const;

type Schema = z.core.$ZodType;

/** What a wrapper (optional, a default, a pipe) wraps, which holds the rest of the field's look. */
function wrapped(schema: Schema): Schema | undefined {
  const def = schema._zod.def as { type: string; innerType?: Schema; in?: Schema };
  return def.type === 'pipe' ? def.in : def.innerType;
}

/** The schema under its wrappers. */
function unwrapped(schema: Schema): Schema {
  let inner = schema;
  for (let next = wrapped(inner); next; next = wrapped(inner)) inner = next;
  return inner;
}

/** A schema's metadata, its wrappers' over what they wrap. */
function metaOf(schema: Schema): Record<string, unknown> {
  const inner = wrapped(schema);
  return { ...(inner ? metaOf(inner) : {}), ...z.globalRegistry.get(schema) };
}

/** Each option of a union of objects told apart by `kind` (a brief's figures), by its kind. */
function looksByKind(options: readonly Schema[]): Record<string, FieldLook> {
  const entries = options.flatMap((option) => {
    const shape = (unwrapped(option)._zod.def as { shape?: Record<string, Schema> }).shape;
    const kind = shape?.kind && (unwrapped(shape.kind)._zod.def as { values?: unknown[] }).values?.[0];
    const look = lookOf(option);
    return typeof kind === 'string' && look ? [[kind, look] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** The looks of what a field holds: an object's fields, or those of each item of a list. */
function innerLooks(schema: Schema): Record<string, FieldLook> | undefined {
  const def = unwrapped(schema)._zod.def as { type: string; element?: Schema; options?: Schema[] };
  if (def.type === 'object') return fieldLooks(schema);
  if (def.type === 'union' && def.options) return looksByKind(def.options);
  if (def.type === 'array' && def.element) return innerLooks(def.element);
  return undefined;
}

function lookOf(schema: Schema): FieldLook | undefined {
  const meta = metaOf(schema);
  if (typeof meta.label !== 'string') return undefined;
  const look: FieldLook = { label: meta.label };
  for (const key of lookKeys) if (meta[key] !== undefined) Object.assign(look, { [key]: meta[key] });
  const fields = innerLooks(schema);
  return fields && Object.keys(fields).length ? { ...look, fields } : look;
}

/**
 * Each field's look in the editor, as the schema of an object holds it: one tree, the field's label
 * and help beside its rule. A field with no label has no look, and the editor's configuration stops
 * the build for it.
 */
export function fieldLooks(schema: Schema): Record<string, FieldLook> {
  const shape = (unwrapped(schema)._zod.def as { shape?: Record<string, Schema> }).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).flatMap(([name, field]) => {
      const look = lookOf(field);
      return look ? [[name, look] as const] : [];
    }),
  );
}
