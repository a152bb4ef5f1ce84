// What the editor lets her save, the build accepts: every field of every post kind and site file is tried
// with values that break each kind of rule the build holds. The editor refuses each value the build does,
// or the rule is listed below as one no field can check, with why. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { z } from 'zod';
import { editorConfig } from '@/admin/config';
import { schemaOf, type FieldSchema } from '@/lib/editor/field-schema';
import { frontmatterPattern } from '@/content-loader/content-files';
import { isIsoDate } from '@/lib/time/dates';
import { unknownTokens } from '@/lib/site/profile-text';
import { postKinds } from '@/lib/posts/post-kinds';
import { siteFiles } from '@/lib/site/files/registry';
import { holdsWords } from '@/lib/site/files/fields';
import type { SiteFile } from '@/lib/site/files/site-file';

/** A field of the editor's configuration, as far as its checks go. */
interface EditorField {
  name: string;
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  min?: number | string;
  max?: number | string;
  options?: (string | { value: string })[];
  multiple?: boolean;
  type?: string;
  value_type?: string;
  fields?: EditorField[];
  field?: EditorField;
  types?: EditorField[];
}

/**
 * Whether the editor lets a field hold `value`, as the pinned editor checks a field before saving
 * (its `validateAnyField`): an empty value only where the field is optional; then the pattern (searched
 * in the trimmed text), the lengths, the options of a select, the range of a number (a number field
 * holds no text: typing "many" leaves it empty) and the form of a web address.
 */
function editorTakes(field: EditorField, value: unknown): boolean {
  value = editorValue(field, value);
  const text = typeof value === 'string' ? value.trim() : value;
  const empty = text === undefined || text === null || text === '' || (Array.isArray(text) && !text.length);
  if (empty) return !field.required;
  if (field.widget === 'list' || field.multiple) {
    const count = (value as unknown[]).length;
    return count >= Number(field.min ?? 0) && count <= Number(field.max ?? Infinity);
  }
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(text))) return false;
  if (typeof text === 'string') {
    const length = [...text].length;
    if (field.maxlength !== undefined && length > field.maxlength) return false;
    if (field.minlength !== undefined && length < field.minlength) return false;
  }
  if (field.widget === 'select' && field.options)
    return field.options.some((option) => (typeof option === 'string' ? option : option.value) === text);
  if (field.widget === 'number') {
    if (typeof field.min === 'number' && Number(text) < field.min) return false;
    if (typeof field.max === 'number' && Number(text) > field.max) return false;
  }
  if (field.widget === 'string' && field.type === 'url') {
    try {
      new URL(String(text));
    } catch {
      return false;
    }
  }
  // A date input holds a day of the calendar, or nothing.
  if (field.widget === 'datetime') return isIsoDate(String(text));
  return true;
}

/** Values that break, each, a kind of rule a field of the build may hold. */
const probes: Record<string, unknown[]> = {
  string: [
    '',
    '   ',
    'Toronto',
    'not an address',
    'ftp://files.example/report',
    'https://formspree.io/f/',
    'Not A Slug!',
    '{nme} wrote this',
    '{Toronto} · AI',
    'Read [this](javascript:alert(1))',
    'A picture ![a cat](cat.png)',
    '# A heading',
    'Some <b>HTML</b>',
    '2026-02-30',
    'last week',
    'x'.repeat(5000),
  ],
  number: [-1, 'many'],
  integer: [0, -3, 'many', 1.5],
  array: [[]],
};

/**
 * The build's rules no field of the editor can check, each by where it is and why: a rule between two
 * fields or two files. The build names each in one line, in her words.
 */
const beyondTheEditor: { where: RegExp; why: string }[] = [
  {
    where: /^(essays|letter|briefs)\.updated$/,
    why: 'a revision date may not come before the published date: a rule between two fields',
  },
  {
    where: /^briefs\.figures\[\]\.rows\[\]\.cells$/,
    why: 'a row has as many cells as the table has columns: a rule between two lists',
  },
  {
    where: /^settings\.analyticsEndpoint$/,
    why: 'a Plausible events address needs the Plausible domain it counts for: a rule between two fields',
  },
];

/** The editor's field for a schema's field, and the schema's for its items. */
function itemOf(field: EditorField, schema: FieldSchema, value: unknown) {
  if (field.types) {
    const kind = (value as { kind?: string } | undefined)?.kind;
    const type = field.types.find((option) => option.name === kind);
    // A list of pieces has one shape for every kind (`pieceRefs`); a brief's figures, one a kind.
    const ofKind = schema.pieces
      ? schema.items
      : schema.items?.oneOf?.find((option) => option.properties?.kind?.const === kind);
    return type && ofKind ? { field: type, schema: ofKind } : undefined;
  }
  if (field.field) return { field: field.field, schema: schema.items ?? {} };
  return { field, schema: schema.items ?? {} };
}

interface Probe {
  where: string;
  path: PropertyKey[];
  field: EditorField;
  schema: FieldSchema;
}

/** Every field of a document with a value, as the editor and the schema describe it, lists' items included. */
function fieldsOf(
  fields: readonly EditorField[],
  schema: FieldSchema,
  data: unknown,
  where: string,
  path: PropertyKey[] = [],
): Probe[] {
  return fields.flatMap((field) => {
    const fieldSchema = schema.properties?.[field.name];
    if (!fieldSchema) return [];
    const value = (data as Record<string, unknown> | undefined)?.[field.name];
    const at = { where: `${where}.${field.name}`, path: [...path, field.name] };
    const own: Probe = { ...at, field, schema: fieldSchema };
    // The fields of a group she has not added (an optional portrait) are tried once she has one.
    if (field.widget === 'object' && field.fields)
      return value === undefined
        ? [own]
        : [own, ...fieldsOf(field.fields, fieldSchema, value, at.where, at.path)];
    if (field.widget === 'list' && Array.isArray(value) && value.length)
      return [
        own,
        ...value.flatMap((item, index) => {
          const inner = itemOf(field, fieldSchema, item);
          if (!inner) return [];
          const itemAt = { where: `${at.where}[]`, path: [...at.path, index] };
          return inner.field.fields
            ? fieldsOf(inner.field.fields, inner.schema, item, itemAt.where, itemAt.path)
            : [{ ...itemAt, field: inner.field, schema: inner.schema }];
        }),
      ];
    return [own];
  });
}

/** `data` with `value` at `path`; no value at all where the value is undefined. */
const withValue = (data: unknown, [key, ...rest]: PropertyKey[], value: unknown): unknown => {
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<PropertyKey, unknown>;
  if (rest.length) copy[key] = withValue(copy[key], rest, value);
  else if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
};

/**
 * What the editor holds when she types `value`: a number field keeps the number it reads at the start
 * of the text (a whole one for a whole number), or none.
 */
function editorValue(field: EditorField, value: unknown): unknown {
  if (field.widget !== 'number') return value;
  const number =
    field.value_type === 'int' ? Number.parseInt(String(value), 10) : Number.parseFloat(String(value));
  return Number.isNaN(number) ? null : number;
}

/** A value as the editor writes it: an optional field left empty is left out of the file. */
const asSaved = (field: EditorField, typed: unknown) => {
  const value = editorValue(field, typed);
  return !field.required &&
    (value === null ||
      value === '' ||
      (typeof value === 'string' && !value.trim()) ||
      (Array.isArray(value) && !value.length))
    ? undefined
    : value;
};

/**
 * Each value of `probes` the build refuses for a field of `data` (the rest of the document as she
 * wrote it) and the editor's configuration would save.
 */
function holes(
  name: string,
  fields: readonly EditorField[],
  schema: z.ZodType,
  data: unknown,
  words: boolean,
): string[] {
  const found: string[] = [];
  const refuses = (document: unknown, probe: Probe, value: unknown) => {
    if (!schema.safeParse(document).success) return true;
    // Her profile's tokens are checked by the site files' loader, in every field that holds her words.
    return (
      words &&
      typeof value === 'string' &&
      holdsWords(probe.schema) &&
      unknownTokens(value, probe.schema.slots).length > 0
    );
  };
  for (const probe of fieldsOf(fields, schemaOf(schema), data, name)) {
    if (beyondTheEditor.some(({ where }) => where.test(probe.where))) continue;
    for (const value of probes[probe.schema.type ?? ''] ?? []) {
      const document = withValue(data, probe.path, asSaved(probe.field, value));
      if (refuses(document, probe, editorValue(probe.field, value)) && editorTakes(probe.field, value))
        found.push(`${probe.where}: ${JSON.stringify(value).slice(0, 60)}`);
    }
  }
  return found;
}

const config = editorConfig({ repo: 'author/site', siteUrl: 'https://site.example', siteName: 'Ada' });
const collections = config.collections as unknown as {
  name: string;
  fields?: EditorField[];
  files?: { name: string; fields: EditorField[] }[];
}[];

/**
 * A fixed sample of her posts of a kind, however many she has: the first by name, and the first that
 * holds each kind of figure, so every field of the editor is tried.
 */
function sampleOf(folder: string): Record<string, unknown>[] {
  const dir = join(process.cwd(), 'content', folder);
  const posts = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parse(frontmatterPattern.exec(readFileSync(join(dir, name), 'utf8'))![1]));
  const kinds = new Set(
    posts.flatMap((post) => (post.figures ?? []).map((figure: { kind: string }) => figure.kind)),
  );
  return [
    ...new Set([
      posts[0],
      ...[...kinds].map((kind) =>
        posts.find((post) => post.figures?.some((figure: { kind: string }) => figure.kind === kind)),
      ),
    ]),
  ];
}

describe('what the editor lets her save, the build accepts', () => {
  for (const kind of Object.values(postKinds))
    it(`in every field of a ${kind.editor.singular.toLowerCase()}, on her own posts`, () => {
      const collection = collections.find(({ name }) => name === kind.folder)!;
      for (const fields of sampleOf(kind.folder))
        assert.deepEqual(holes(kind.folder, collection.fields!, kind.fields, fields, false), []);
    });

  for (const record of Object.values(siteFiles) as SiteFile[])
    it(`in every field of ${record.editor.label}`, () => {
      const file = collections
        .find(({ name }) => name === 'site')!
        .files!.find(({ name }) => name === record.name)!;
      const data = parse(readFileSync(join(process.cwd(), 'content', 'site', `${record.name}.yml`), 'utf8'));
      assert.deepEqual(holes(record.name, file.fields, record.fields, data, record.holdsWords !== false), []);
    });

  it('and a rule the editor cannot check is one between two fields, said in the build’s line', () => {
    for (const { why } of beyondTheEditor) assert.match(why, /between two/);
  });
});
