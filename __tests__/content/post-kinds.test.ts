// Each kind of post is described once, in its record (lib/posts/post-kinds.ts): a record changed here is
// followed by the editor's configuration, the loader and `npm run new`'s template, with nothing else
// changed. Part of `npm run test:unit`.
import { fieldLooks } from '@/lib/editor/field-look';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import type { EntryCollection, Field } from '@sveltia/cms';
import { z } from 'zod';
import { editorConfig } from '@/admin/config';
import type { IsoDate } from '@/lib/time/dates';
import { type Essay, essayFields, essayKind } from '@/lib/essays/essay-kind';
import type { LetterIssue } from '@/lib/letters/letter-kind';
import type { ResearchBrief } from '@/lib/briefs/research-brief';
import { everyPostFields, isoDate, postFields, text } from '@/lib/posts/post-fields';
import type { LoadedPost, PostKind } from '@/lib/posts/post-kind';
import { postKinds, type KindPost, type PostKinds } from '@/lib/posts/post-kinds';
import { loadContent } from '@/content-loader/content-files';

const today = '2026-11-24' as IsoDate;
const settings = { repo: 'author/site', siteUrl: 'https://your-site.example', siteName: 'Ada Quill' };
let root = '';
const roots: string[] = [];

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const essayFile = (extra = '') =>
  `---\ntitle: Data gaps\ncategory: [Thesis]\nsummary: Why.\npublishedDate: 2026-11-15\n${extra}featureImage: { src: ./gap.svg, alt: A dotted grid }\n---\nThe text.\n`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'post-kinds-'));
  roots.push(root);
});
after(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The site's kinds, with the essay's record changed as `change` says. */
function withEssay(change: Partial<PostKinds['essay']>): PostKinds {
  return { ...postKinds, essay: { ...essayKind, ...change } } as PostKinds;
}

const collectionOf = (kinds: PostKinds, name: string) =>
  editorConfig(settings, kinds).collections!.find(
    (collection) => 'name' in collection && collection.name === name,
  ) as EntryCollection;

describe('a field added to the essay’s record', () => {
  const kinds = withEssay({
    fields: essayFields.extend({
      subtitle: z.string().optional().meta({ label: 'Subtitle', hint: 'Under the title.' }),
    }) as unknown as typeof essayFields,
  });

  it('is a field of the editor, with the record’s label and help', () => {
    const fields = collectionOf(kinds, 'essays').fields as (Field & { name: string })[];
    const subtitle = fields.find((field) => field.name === 'subtitle');
    assert.deepEqual(subtitle, {
      name: 'subtitle',
      label: 'Subtitle',
      required: false,
      hint: 'Under the title.',
      widget: 'string',
    });
    assert.equal(
      (collectionOf(postKinds, 'essays').fields as (Field & { name: string })[]).some(
        (field) => field.name === 'subtitle',
      ),
      false,
    );
  });

  it('is read by the loader into the essay, and refused by the site’s own record', () => {
    write('content/essays/gap.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>');
    write('content/essays/data-gaps.md', essayFile('subtitle: The part nobody counts\n'));
    const changed = loadContent({ root, today, includeUnpublished: false, kinds });
    assert.deepEqual(changed.problems, []);
    assert.equal(
      (changed.posts.essay[0] as unknown as { subtitle: string }).subtitle,
      'The part nobody counts',
    );
    assert.deepEqual(loadContent({ root, today, includeUnpublished: false }).problems, [
      'Essays › Data gaps › subtitle is not a field (content/essays/data-gaps.md, subtitle)',
    ]);
  });
});

describe('the fields every post has (everyPostFields)', () => {
  const shared = Object.keys(everyPostFields({ noun: 'post' }));

  it('close every kind’s form in the editor, before the body, each with a label', () => {
    for (const kind of Object.values(postKinds)) {
      const fields = collectionOf(postKinds, kind.folder).fields as (Field & { name: string })[];
      const names = fields.map((field) => field.name);
      assert.deepEqual(names.slice(-shared.length - 1), [...shared, 'body'], kind.folder);
      for (const field of fields.slice(-shared.length - 1, -1))
        assert.ok(field.label, `${kind.folder}.${field.name}`);
    }
  });

  it('speak of each kind’s own post in their help', () => {
    const draftHelp = (folder: string) =>
      (collectionOf(postKinds, folder).fields as (Field & { name: string; hint?: string })[]).find(
        (field) => field.name === 'draft',
      )?.hint;
    assert.match(draftHelp('essays') ?? '', /the essay stays off the site/);
    assert.match(draftHelp('letter') ?? '', /the issue stays off the site/);
    assert.match(draftHelp('briefs') ?? '', /the brief stays off the site/);
  });

  it('are checked in every kind’s file: an unknown date is refused wherever it is written', () => {
    for (const [name, kind] of Object.entries(postKinds)) {
      const result = kind.fields.safeParse({ updated: '2026-02-30' });
      assert.equal(result.success, false, name);
      const line = result.error!.issues.find((issue) => issue.path[0] === 'updated');
      assert.equal(line?.message, '"2026-02-30" is not a date written YYYY-MM-DD', name);
    }
  });
});

describe('the essay’s record moved to another folder and address', () => {
  const kinds = withEssay({ folder: 'notes', route: 'notes' as 'essays', reserved: ['page'] });

  it('moves the editor’s collection, its preview and its slug rule', () => {
    const collection = collectionOf(kinds, 'notes');
    assert.equal(collection.folder, 'content/notes');
    assert.equal(collection.preview_path, 'notes/{{slug}}/');
    const [rule] = (collection.slug as { pattern: [string, string] }).pattern;
    assert.equal(new RegExp(rule).test('page'), false);
    assert.equal(new RegExp(rule).test('category'), true);
  });

  it('moves where the loader reads the posts and what it refuses as a slug', () => {
    write('content/notes/gap.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>');
    write('content/notes/data-gaps.md', essayFile());
    write('content/notes/page.md', essayFile());
    write('content/essays/elsewhere.md', 'not read');
    const {
      posts: { essay: essays },
      problems,
    } = loadContent({ root, today, includeUnpublished: false, kinds });
    // content/essays/ is not read (its file would be a problem); page.md is, and stops the build.
    assert.deepEqual(
      essays.map((essay) => essay.slug),
      ['data-gaps', 'page'],
    );
    assert.deepEqual(problems, [
      'Essays › Data gaps has the slug "page", which the page /notes/page/ takes; rename the file (content/notes/page.md)',
    ]);
  });
});

describe('a kind the registry gains', () => {
  // A kind of short notes, described by its record alone: nothing else of the loader or the editor's
  // configuration is told of it.
  const noteFields = postFields('note', {
    title: text('text').meta({ label: 'Title' }),
    publishedDate: isoDate.meta({ label: 'Published date' }),
  });
  const noteKind: PostKind<z.infer<typeof noteFields>, 'notes'> = {
    folder: 'notes',
    route: 'notes',
    reserved: ['page'],
    fields: noteFields,
    bodySlot: 'essayBody',
    editor: {
      label: 'Notes',
      singular: 'Note',
      icon: 'edit_note',
      description: 'Short notes.',
      bodyHint: 'A line or two.',
    },
    template: {
      fields: ({ title, today }) => ({ title, publishedDate: today, draft: true }),
      body: '\nTODO.\n',
    },
  };
  const kinds = { ...postKinds, note: noteKind } as PostKinds;

  it('is read and checked by the loader, its problems named by its label in the editor', () => {
    write('content/notes/first.md', '---\ntitle: First\npublishedDate: 2026-11-20\n---\nA *short* note.\n');
    write('content/notes/later.md', '---\ntitle: Later\npublishedDate: 2026-11-30\n---\nNot yet.\n');
    write('content/notes/bad.md', '---\ntitle: Bad\npublishedDate: 2026-11-31\n---\nText.\n');
    const loaded = loadContent({ root, today, includeUnpublished: false, kinds });
    const notes = (loaded.posts as unknown as Record<string, LoadedPost<z.infer<typeof noteFields>>[]>).note;
    assert.deepEqual(
      notes.map(({ slug, title, publishedDate, body }) => ({ slug, title, publishedDate, body })),
      [{ slug: 'first', title: 'First', publishedDate: '2026-11-20', body: '<p>A <em>short</em> note.</p>' }],
    );
    assert.deepEqual(loaded.problems, [
      'Notes › Bad › Published date: "2026-11-31" is not a date written YYYY-MM-DD (content/notes/bad.md, publishedDate)',
    ]);
  });

  it('is a collection of the editor, with its fields and the draft switch', () => {
    const collection = collectionOf(kinds, 'notes');
    assert.equal(collection.folder, 'content/notes');
    assert.deepEqual(
      (collection.fields as { name: string }[]).map((field) => field.name),
      ['title', 'publishedDate', 'updated', 'draft', 'body'],
    );
  });

  it('may be named as a piece: the editor offers it, and the build takes it only when it is registered', () => {
    const readNext = (collectionOf(kinds, 'essays').fields as (Field & { name: string })[]).find(
      (field) => field.name === 'readNext',
    ) as { types: { name: string; label: string; fields: { collection?: string }[] }[] };
    assert.deepEqual(
      readNext.types.map((type) => [type.name, type.label, type.fields[0].collection]),
      [
        ['essay', 'Essay', 'essays'],
        ['letter', 'Letter issue', 'letter'],
        ['brief', 'Research brief', 'briefs'],
        ['note', 'Note', 'notes'],
      ],
    );
    write('content/notes/first.md', '---\ntitle: First\npublishedDate: 2026-11-20\n---\nA note.\n');
    write('content/essays/gap.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>');
    write(
      'content/essays/data-gaps.md',
      essayFile('readNext:\n  - { kind: note, slug: first }\n  - { kind: note, slug: second }\n'),
    );
    assert.deepEqual(loadContent({ root, today, includeUnpublished: false, kinds }).problems, [
      'Essays › Data gaps › Read next › piece 2 names the note "second", which there is not (content/notes/second.md) (content/essays/data-gaps.md, readNext[1])',
    ]);
    assert.deepEqual(loadContent({ root, today, includeUnpublished: false }).problems, [
      'Essays › Data gaps › Read next › piece 1 names a piece of the kind "note", which is not one of essay, letter, brief (content/essays/data-gaps.md, readNext[0])',
      'Essays › Data gaps › Read next › piece 2 names a piece of the kind "note", which is not one of essay, letter, brief (content/essays/data-gaps.md, readNext[1])',
    ]);
  });
});

// What `npm run content` writes of each kind is the type its pages read: a kind's `KindPost`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const eachKindWritesItsPost: [
  Same<KindPost<'essay'>, Essay>,
  Same<KindPost<'letter'>, LetterIssue>,
  Same<KindPost<'brief'>, ResearchBrief>,
] = [true, true, true];

describe('the template of each kind', () => {
  for (const [name, kind] of Object.entries(postKinds)) {
    it(`fills in every field of ${name} as the schema takes it, and the editor labels each`, () => {
      const start = { title: 'A title', slug: 'a-title', today, existing: () => [] };
      const parsed = kind.fields.safeParse(kind.template.fields(start));
      assert.equal(parsed.success, true, parsed.error?.message);
      const shape = (kind.fields as unknown as { shape: Record<string, z.ZodType> }).shape;
      const names = Object.keys(shape);
      // Every field but an optional one the build fills in (a letter issue's number), in the schema's order.
      const required = names.filter((name) => !shape[name].safeParse(undefined).success);
      const written = Object.keys(kind.template.fields(start));
      assert.deepEqual(
        written,
        names.filter((name) => written.includes(name)),
      );
      for (const name of required) assert.ok(written.includes(name), `the template leaves out ${name}`);
      assert.deepEqual(Object.keys(fieldLooks(kind.fields)), names);
    });
  }
});
