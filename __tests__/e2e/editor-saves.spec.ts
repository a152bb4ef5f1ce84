// A save in the editor changes only what she changed: the real editor, in its local-repository mode,
// changes one field of each site file and of a sample of her posts, and the file, read back as the build
// reads it, holds the same values but that one. A published post stays published.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import type { FieldSchema } from '@/lib/editor/field-schema';
import { fieldLooks, type FieldLook } from '@/lib/editor/field-look';
import { postKinds } from '@/lib/posts/post-kinds';
import { siteFiles } from '@/lib/site/files/registry';
import type { SiteFile } from '@/lib/site/files/site-file';
import { frontmatterPattern, loadContent } from '@/content-loader/content-files';
import { authorToday, loadSiteFiles } from '@/content-loader/site-files';
import { openLocalRepository, readRepository, stubEditorCalls, type RepoFiles } from './editor';
import { recordViolations } from './page-checks';

/** Every label of a file's fields, nested ones too. */
const labelsOf = (looks: Record<string, FieldLook>): string[] =>
  Object.values(looks).flatMap((look) => [look.label, ...labelsOf(look.fields ?? {})]);

/**
 * The first field of a file she edits as a line of free text (else a web address), in the file or in
 * a group of its fields, whose label is its own in the file: the one each save changes, and how.
 */
function lineField(record: SiteFile): { path: string[]; label: string; change: (value: string) => string } {
  const labels = labelsOf(fieldLooks(record.fields));
  const find = (
    schema: FieldSchema,
    looks: Record<string, FieldLook>,
    at: string[],
    wanted: (field: FieldSchema) => boolean,
  ): { path: string[]; label: string } | undefined => {
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      const look = looks[name];
      if (wanted(field) && labels.filter((label) => label === look.label).length === 1)
        return { path: [...at, name], label: look.label };
      const within =
        field.type === 'object' ? find(field, look.fields ?? {}, [...at, name], wanted) : undefined;
      if (within) return within;
    }
    return undefined;
  };
  const schema = z.toJSONSchema(record.fields) as FieldSchema;
  const free = (field: FieldSchema) =>
    field.type === 'string' &&
    !field.format &&
    !field.pattern &&
    !field.allOf &&
    !field.image &&
    !field.choices;
  const text = find(schema, fieldLooks(record.fields), [], free);
  if (text) return { ...text, change: (value) => `${value}, revised` };
  const address = find(schema, fieldLooks(record.fields), [], (field) => field.format === 'uri')!;
  return { ...address, change: (value) => `${value}/revised` };
}

/** `data` with the value at `path` changed by `change`. */
function changedAt(
  data: Record<string, unknown>,
  [name, ...rest]: string[],
  change: (value: string) => string,
): Record<string, unknown> {
  const value = data[name];
  return {
    ...data,
    [name]: rest.length ? changedAt(value as Record<string, unknown>, rest, change) : change(String(value)),
  };
}

/** The frontmatter and body of a post file. */
function postParts(text: string) {
  const match = frontmatterPattern.exec(text)!;
  return { fields: parse(match[1]) as Record<string, unknown>, body: text.slice(match[0].length) };
}

/** Waits until the editor has written `path` with `text` in it, and gives the folder as it then is. */
async function savedWith(page: Page, path: string, text: string): Promise<RepoFiles> {
  let files: RepoFiles = {};
  await expect
    .poll(
      async () => {
        // The editor may be mid-write as the folder is read: such a read counts as not saved yet.
        files = await readRepository(page).catch(() => ({}));
        return files[path];
      },
      { timeout: 30_000 },
    )
    .toContain(text);
  return files;
}

/** A folder holding `files` as the project holds them, with the site's pictures, for the build's loaders. */
function withProject<Result>(files: RepoFiles, read: (root: string) => Result): Result {
  const root = mkdtempSync(join(tmpdir(), 'editor-saves-'));
  try {
    cpSync(join('content', 'site'), join(root, 'content', 'site'), { recursive: true });
    for (const [path, value] of Object.entries(files)) {
      if (!path.startsWith('content/') || typeof value !== 'string') continue;
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), value);
    }
    // Her posts' pictures under public/ are found where the build finds them.
    symlinkSync(join(process.cwd(), 'public'), join(root, 'public'));
    return read(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Her site files as the build reads them: every problem, and each file's data. */
const siteData = (files: RepoFiles) =>
  withProject(files, (root) => loadSiteFiles({ root, store: {}, budgetBytes: 120 * 1024 }));

/** Her posts as the build reads them: those a build publishes, and every problem. */
const postData = (files: RepoFiles) =>
  withProject(files, (root) =>
    loadContent({ root, today: authorToday(process.cwd()), includeUnpublished: false }),
  );

/** An empty value: to the build as absent (a setting not set), and the editor writes neither. */
const isEmpty = (value: unknown) =>
  value === '' || value === null || value === undefined || (Array.isArray(value) && !value.length);

/** `value` without its keys of empty values, nested ones too. */
const withoutEmpty = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutEmpty)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, item]) => !isEmpty(item))
            .map(([key, item]) => [key, withoutEmpty(item)]),
        )
      : value;

/** The names of every key of a value, nested ones as paths: what a save must keep. */
const keysOf = (value: unknown, at = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(withoutEmpty(value) as object)
        .flatMap(([key, item]) => [`${at}${key}`, ...keysOf(item, `${at}${key}.`)])
        .sort()
    : [];

test.describe('a save in the editor', () => {
  test.setTimeout(480_000);

  test('changes only the field she changed, in every site file and in two posts of each kind', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const outside = await stubEditorCalls(page);
    const violations = await recordViolations(page);
    let files: RepoFiles = await openLocalRepository(page);

    for (const record of Object.values(siteFiles) as SiteFile[]) {
      const path = `content/site/${record.name}.yml`;
      const before = parse(files[path] as string) as Record<string, unknown>;
      const { path: field, label, change } = lineField(record);
      const edited = changedAt(before, field, change);
      const changed = field.reduce<unknown>(
        (value, name) => (value as Record<string, unknown>)[name],
        edited,
      );
      await page.getByRole('treeitem', { name: /^Site pages/ }).click();
      await page.getByRole('row', { name: new RegExp(`^${record.editor.label}`) }).click();
      await page.getByRole('textbox', { name: label, exact: true }).fill(String(changed));
      await page.getByRole('button', { name: 'Save' }).click();
      const expected = { ...files, [path]: stringify(edited) };
      files = await savedWith(page, path, 'revised');
      // The same keys, and, as the build reads them, the same values but the one she changed.
      expect(keysOf(parse(files[path] as string)), path).toEqual(keysOf(parse(expected[path] as string)));
      const saved = siteData(files);
      expect(saved.problems, path).toEqual([]);
      expect(withoutEmpty(saved.data[record.name]), path).toEqual(
        withoutEmpty(siteData(expected).data[record.name]),
      );
    }

    for (const kind of Object.values(postKinds)) {
      const paths = Object.keys(files).filter((path) => path.startsWith(`content/${kind.folder}/`));
      for (const path of paths) {
        const before = postParts(files[path] as string);
        const title = String(before.fields.title);
        const changed = `${String(before.fields.summary)} Revised.`;
        await page.getByRole('treeitem', { name: new RegExp(`^${kind.editor.label}`) }).click();
        await page.getByRole('row', { name: title }).click();
        await page.getByRole('textbox', { name: 'Summary', exact: true }).fill(changed);
        await page.getByRole('button', { name: 'Save' }).click();
        const expected = {
          ...files,
          [path]: `---\n${stringify({ ...before.fields, summary: changed })}---\n${before.body}`,
        };
        files = await savedWith(page, path, 'Revised.');
        const after = postParts(files[path] as string);
        // The same fields with the same values, `draft` among them (a published post has none).
        expect(after.fields, path).toEqual({ ...before.fields, summary: changed });
        // And the same post as the build reads it, body and all.
        const read = (loaded: ReturnType<typeof postData>) =>
          Object.values(loaded.posts)
            .flat()
            .find((post) => post.title === title);
        expect(read(postData(files)), path).toEqual(read(postData(expected)));
      }
    }

    // Every post of the sample is still published, as the build reads it.
    const loaded = postData(files);
    const shown = Object.values(loaded.posts).flat();
    const posts = Object.keys(files).filter((path) => /^content\/(?!site\/).*\.md$/.test(path));
    expect(shown.map((post) => post.title).sort()).toEqual(
      posts.map((path) => String(postParts(files[path] as string).fields.title)).sort(),
    );
    expect(await violations()).toEqual([]);
    expect(outside).toEqual([]);
  });
});
