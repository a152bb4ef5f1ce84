// The editor's configuration (admin/config.ts) against the schema the build checks, judged by what the
// schema accepts: required and optional fields, options and dates agree, and each kind of difference
// planted in the configuration is caught. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CmsConfig, EntryCollection, Field } from '@sveltia/cms';
import type { z } from 'zod';
import { bodyImagePattern, editorConfig, editorFields, editorRepo, placeholderRepo } from '@/admin/config';
import { schemaOf } from '@/lib/editor/field-schema';
import { essayFields } from '@/lib/essays/essay-kind';
import { letterFields } from '@/lib/letters/letter-kind';
import { readAlt } from '@/lib/posts/markdown-images';
import { postKinds } from '@/lib/posts/post-kinds';
import { slugPattern } from '@/lib/posts/slug';

const config = editorConfig({
  repo: 'author/site',
  siteUrl: 'https://your-site.example',
  siteName: 'Ada Quill',
});
const schemas: Record<string, z.ZodType> = { essays: essayFields, letter: letterFields };

type AnyField = Field & {
  name: string;
  widget?: string;
  required?: boolean;
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  format?: string;
  types?: AnyField[];
  type?: string;
  step?: number;
  fields?: AnyField[];
};

/** A date written with the editor's storage format (Day.js tokens; the ones a date needs). */
function formatted(format: string, [year, month, day]: [string, string, string]): string | null {
  if (/[A-Za-z]/.test(format.replace(/YYYY|MM|DD/g, ''))) return null;
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day);
}

/** A value for one field that the editor would let the author save. */
function valueFor(field: AnyField): unknown {
  switch (field.widget) {
    case 'string':
      return field.type === 'url' ? 'https://example.org/a-page' : 'Words';
    case 'text':
      return 'Words';
    case 'image':
      return 'photo.jpg';
    case 'select':
      return field.multiple ? field.options!.slice(0, Math.max(1, field.min ?? 0)) : field.options![0];
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return false;
    case 'datetime':
      // A Monday, which suits a field that steps by weeks from its start.
      return formatted(field.format ?? 'YYYY-MM-DDTHH:mm:ss', ['2026', '11', '16']) ?? 'unreadable format';
    case 'object':
      return Object.fromEntries(field.fields!.map((sub) => [sub.name, valueFor(sub)]));
    case 'relation':
      return 'a-post';
    case 'list':
      // A list of several kinds of item: one of its first kind, the kind under the editor's type key.
      if (field.types) return [itemOf(field.types[0])];
      // A list of items of one kind of fields: one of them.
      if (field.fields) return [Object.fromEntries(field.fields.map((sub) => [sub.name, valueFor(sub)]))];
      return `no value for a list without types`;
    default:
      return `no value for a ${field.widget} field`;
  }
}

/** An item of one kind of a list of several: the kind, under the editor's type key, and its fields. */
const itemOf = (type: AnyField) => ({
  kind: type.name,
  ...Object.fromEntries((type.fields ?? []).map((sub) => [sub.name, valueFor(sub)])),
});

/** The closed set of values the schema allows at a path, when it has one. */
function optionsIn(schema: z.ZodType, path: string[]): string[] | undefined {
  let node = schemaOf(schema);
  for (const key of path) node = node.properties?.[key] ?? {};
  return node.enum ?? node.items?.enum;
}

/** Every way a collection's fields and the schema disagree, one line each. */
function differences(fields: AnyField[], schema: z.ZodType): string[] {
  const found: string[] = [];
  const own = fields.filter((field) => field.name !== 'body');
  const complete = Object.fromEntries(own.map((field) => [field.name, valueFor(field)]));
  const parse = (value: unknown) => schema.safeParse(value);
  const first = parse(complete);
  if (!first.success)
    found.push(
      `a post filled in as the editor allows is refused: ${first.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );

  const shape = (schema as unknown as { shape: Record<string, unknown> }).shape;
  for (const name of Object.keys(shape))
    if (!own.some((field) => field.name === name))
      found.push(`the schema's field "${name}" is not in the editor`);

  const check = (path: string[], field: AnyField, base: Record<string, unknown>) => {
    const set = (value: unknown, remove = false): Record<string, unknown> => {
      const copy = structuredClone(base);
      let target = copy as Record<string, unknown>;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      if (remove) delete target[path.at(-1)!];
      else target[path.at(-1)!] = value;
      return copy;
    };
    const where = path.join('.');
    const withoutIt = parse(set(undefined, true)).success;
    if (field.required !== false && withoutIt)
      found.push(`${where}: the editor requires it, the schema does not`);
    if (field.required === false && !withoutIt)
      found.push(`${where}: the schema requires it, the editor does not`);
    if (field.widget === 'select') {
      const offered = [...(field.options ?? [])].sort();
      const allowed = [...(optionsIn(schema, path) ?? [])].sort();
      if (JSON.stringify(offered) !== JSON.stringify(allowed))
        found.push(
          `${where}: the editor offers ${offered.join(', ')}; the schema takes ${allowed.join(', ')}`,
        );
      for (const option of field.options ?? [])
        if (!parse(set(field.multiple ? [option] : option)).success)
          found.push(`${where}: the schema refuses the option "${option}"`);
      if (parse(set(field.multiple ? ['Not an option'] : 'Not an option')).success)
        found.push(`${where}: the schema takes values the editor does not offer`);
      if (field.multiple && parse(set([])).success !== (field.min ?? 0) < 1)
        found.push(`${where}: the editor and the schema disagree on how many to choose`);
    }
    if (field.widget === 'datetime' && field.format === undefined)
      found.push(`${where}: the editor writes a date and time, the schema wants a date`);
    if (field.widget === 'number') {
      if (field.min === undefined ? !parse(set(-1)).success : !parse(set(field.min)).success)
        found.push(`${where}: the schema refuses numbers the editor allows`);
      if (field.min !== undefined && parse(set(field.min - 1)).success)
        found.push(`${where}: the schema takes numbers below the editor's minimum`);
    }
    if (field.widget === 'list' && (field.types || field.fields)) {
      const one = (valueFor(field) as unknown[])[0];
      // As many as the editor allows pass, and one more does not; with no limit, ten pass.
      const most = field.max ?? 10;
      const over = field.max !== undefined && parse(set(Array(most + 1).fill(one))).success;
      if (!parse(set(Array(most).fill(one))).success || over)
        found.push(`${where}: the editor and the schema disagree on how many it may hold`);
    }
    // Each field of an item of a list of one kind, as the first item's.
    if (field.widget === 'list' && field.fields)
      for (const sub of field.fields) check([...path, '0', sub.name], sub, base);
    if (field.widget === 'list' && field.types) {
      for (const type of field.types)
        if (!parse(set([itemOf(type)])).success)
          found.push(`${where}: the schema refuses an item of the kind "${type.name}"`);
    }
    if (field.widget === 'object')
      for (const sub of field.fields ?? []) check([...path, sub.name], sub, base);
  };
  if (first.success) for (const field of own) check([field.name], field, complete);
  return found;
}

const collectionOf = (source: CmsConfig, name: string) =>
  source.collections!.find(
    (collection) => 'name' in collection && collection.name === name,
  ) as EntryCollection;

describe('the editor configuration and the content schema', () => {
  for (const name of Object.keys(schemas)) {
    it(`agree on every field of ${name}`, () => {
      assert.deepEqual(differences(collectionOf(config, name).fields as AnyField[], schemas[name]), []);
    });
  }

  const plants: [string, (fields: AnyField[]) => void][] = [
    ['an option removed', (fields) => fields.find((f) => f.name === 'category')!.options!.pop()],
    ['an option added', (fields) => fields.find((f) => f.name === 'category')!.options!.push('Sport')],
    ['a required flag dropped', (fields) => (fields.find((f) => f.name === 'summary')!.required = false)],
    ['a required flag added', (fields) => (fields.find((f) => f.name === 'draft')!.required = true)],
    [
      'a field added',
      (fields) => fields.push({ name: 'subtitle', label: 'Subtitle', widget: 'string' } as AnyField),
    ],
    [
      'a field removed',
      (fields) =>
        fields.splice(
          fields.findIndex((f) => f.name === 'draft'),
          1,
        ),
    ],
    [
      'a date format changed',
      (fields) => (fields.find((f) => f.name === 'publishedDate')!.format = 'DD/MM/YYYY'),
    ],
    [
      'a nested required flag dropped',
      (fields) =>
        (fields.find((f) => f.name === 'featureImage')!.fields!.find((f) => f.name === 'alt')!.required =
          false),
    ],
  ];
  for (const [plant, change] of plants) {
    it(`find ${plant}`, () => {
      const fields = structuredClone(collectionOf(config, 'essays').fields) as AnyField[];
      change(fields);
      assert.notDeepEqual(differences(fields, essayFields), []);
    });
  }

  it('find a letter number the schema would refuse', () => {
    const fields = structuredClone(collectionOf(config, 'letter').fields) as AnyField[];
    fields.find((f) => f.name === 'number')!.min = 0;
    assert.notDeepEqual(differences(fields, letterFields), []);
  });

  for (const [plant, change] of [
    ['a reading list that holds more in the editor', (reading: AnyField) => (reading.max = 6)],
    [
      'a reading list’s note the editor lets her leave out',
      (reading: AnyField) => (reading.fields!.find((f) => f.name === 'note')!.required = false),
    ],
  ] as const)
    it(`find ${plant}`, () => {
      const fields = structuredClone(collectionOf(config, 'letter').fields) as AnyField[];
      change(fields.find((f) => f.name === 'reading')!);
      assert.notDeepEqual(differences(fields, letterFields), []);
    });

  it('lets the letter date fall only on a Monday', () => {
    const date = (collectionOf(config, 'letter').fields as AnyField[]).find(
      (f) => f.name === 'publishedDate',
    )!;
    const start = (date as { min?: string }).min!;
    assert.equal(new Date(`${start}T00:00:00Z`).getUTCDay(), 1);
    assert.equal(date.step, 7);
  });

  it('offers the day a post was revised on every kind, as a date she may leave empty', () => {
    for (const kind of Object.values(postKinds)) {
      const fields = collectionOf(config, kind.folder).fields as AnyField[];
      const updated = fields.find((field) => field.name === 'updated');
      assert.ok(updated, `${kind.folder} has no Updated field`);
      assert.deepEqual(
        [updated.label, updated.widget, updated.type, updated.format, updated.required],
        ['Updated', 'datetime', 'date', 'YYYY-MM-DD', false],
        kind.folder,
      );
      // Last before Draft: Sveltia CMS, given an optional date before an object, leaves out the
      // object's later fields (an essay's alt text), which the browser test of the editor finds.
      assert.equal(
        fields.indexOf(updated) + 1,
        fields.findIndex((field) => field.name === 'draft'),
      );
    }
  });

  it('stops the build on a schema field without a label, or a label without a field', () => {
    const schema = schemaOf(letterFields);
    assert.throws(() => editorFields(schema, { number: { label: 'Number' } }), /"title" has no label/);
    assert.throws(
      () =>
        editorFields(schema, {
          number: { label: 'N' },
          title: { label: 'T' },
          summary: { label: 'S' },
          publishedDate: { label: 'D' },
          updated: { label: 'U' },
          draft: { label: 'Draft' },
          subtitle: { label: 'Subtitle' },
        }),
      /"subtitle" is not a field of the schema/,
    );
  });
});

describe('the body field’s rule for images', () => {
  const pattern = new RegExp(bodyImagePattern);
  const cases: [string, string | null][] = [
    ['A chart of arrivals by hour', null],
    ['', 'decorative'],
    ['', ' decorative '],
    ['', null],
    ['   ', null],
    ['', 'A caption'],
    ['A rule', 'decorative'],
    ['Arrivals', 'A caption'],
  ];
  for (const [alt, title] of cases) {
    const image = `![${alt}](photo.jpg${title === null ? '' : ` "${title}"`})`;
    it(`judges ${image} as the build does`, () => {
      const build = !('problem' in readAlt(alt, title));
      assert.equal(pattern.test(`Text before.\n\n${image}\n\nText after.`), build);
    });
  }
  it('refuses a body with one good and one bad image, and takes a body without images', () => {
    assert.equal(pattern.test('![A chart](a.png)\n\n![](b.png)\n'), false);
    assert.equal(pattern.test('Just words, and [a link](https://example.org).'), true);
  });
});

describe('the slug the editor gives a new post', () => {
  for (const kind of Object.values(postKinds)) {
    const collection = collectionOf(config, kind.folder);
    const [rule] = (collection.slug as { pattern: [string, string] }).pattern;
    const pattern = new RegExp(rule);
    it(`in ${kind.folder} is one the loader takes, and no page's name`, () => {
      for (const slug of ['a-post', 'issue-47', 'ai-and-women-s-health'])
        assert.equal(pattern.test(slug), slugPattern.test(slug), slug);
      for (const slug of ['A-Post', 'two--hyphens', '-edge', 'ünïcode', ...kind.reserved])
        assert.equal(pattern.test(slug), false, slug);
    });
  }
});

describe('the repository the editor saves to', () => {
  it('is EDITOR_GITHUB_REPO, else the one Actions builds, else the checkout’s GitHub remote', () => {
    assert.equal(editorRepo({ EDITOR_GITHUB_REPO: 'maya/site', GITHUB_REPOSITORY: 'x/y' }), 'maya/site');
    assert.equal(editorRepo({ GITHUB_REPOSITORY: 'maya/site' }, 'git@github.com:x/y.git'), 'maya/site');
    assert.equal(editorRepo({}, 'git@github.com:maya/site.git\n'), 'maya/site');
    assert.equal(editorRepo({}, 'https://github.com/maya/site'), 'maya/site');
    assert.equal(editorRepo({}, 'https://gitlab.com/maya/site.git'), placeholderRepo);
    assert.equal(editorRepo({}), placeholderRepo);
  });

  it('stops a publishing build that cannot tell the repository, and lets any other go on', () => {
    assert.throws(
      () => editorRepo({ SITE_STRICT: '1' }, 'https://gitlab.com/author/site.git'),
      /^Error: SITE_STRICT=1: cannot tell which GitHub repository the editor saves to .*set EDITOR_GITHUB_REPO=owner\/name$/,
    );
    assert.equal(editorRepo({ SITE_STRICT: '1', GITHUB_REPOSITORY: 'author/site' }), 'author/site');
    assert.equal(editorRepo({ SITE_STRICT: '0' }), placeholderRepo);
  });
});
