// What the editor at /admin/ shows for a field beyond what its schema says: its label, help and input.
import { z } from 'zod';

export const bodyLook = { label: 'Body' } as const;

export interface FieldLook {
  label: string;
  hint?: string;
  /** `text` for a paragraph rather than a line. */
  input?: 'text' | 'image';
  // Required fields only (`{{now}}` is today): the pinned editor also fills a default into an existing
  // entry that lacks it, so an optional field has `newEntry` instead.
  default?: string;
  /** Given in the new entry's address (newEntryValues), which an existing entry never reads. */
  newEntry?: string | boolean;
  fields?: Record<string, FieldLook>;
  singular?: string;
  summary?: string;
}

// A field's look is held in its schema's metadata: `text('text').meta({ label: 'Title', hint })`.
const lookKeys = ['label', 'hint', 'input', 'default', 'newEntry', 'singular', 'summary'] as const;

type Schema = z.core.$ZodType;

function wrapped(schema: Schema): Schema | undefined {
  const def = schema._zod.def as { type: string; innerType?: Schema; in?: Schema };
  return def.type === 'pipe' ? def.in : def.innerType;
}

function unwrapped(schema: Schema): Schema {
  let inner = schema;
  for (let next = wrapped(inner); next; next = wrapped(inner)) inner = next;
  return inner;
}

function metaOf(schema: Schema): Record<string, unknown> {
  const inner = wrapped(schema);
  return { ...(inner ? metaOf(inner) : {}), ...z.globalRegistry.get(schema) };
}

function looksByKind(options: readonly Schema[]): Record<string, FieldLook> {
  const entries = options.flatMap((option) => {
    const shape = (unwrapped(option)._zod.def as { shape?: Record<string, Schema> }).shape;
    const kind = shape?.kind && (unwrapped(shape.kind)._zod.def as { values?: unknown[] }).values?.[0];
    const look = lookOf(option);
    return typeof kind === 'string' && look ? [[kind, look] as const] : [];
  });
  return Object.fromEntries(entries);
}

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

/** A field with no label has no look, and the editor's configuration stops the build for it. */
export function fieldLooks(schema: Schema): Record<string, FieldLook> {
  const shape = (unwrapped(schema)._zod.def as { shape?: Record<string, Schema> }).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).flatMap(([name, field]) => {
      const look = lookOf(field);
      return look ? [[name, look] as const] : [];
    }),
  );
}
