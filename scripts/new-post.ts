#!/usr/bin/env tsx
// Starts a new post as a draft from its kind's template (`postKinds`), laid out as the editor at /admin/
// lays one out. It never overwrites a file, and refuses a slug that a post or a page already uses.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { Document, isSeq, parse as parseYaml } from 'yaml';
import { isIsoDate } from '@/lib/time/dates';
import type { AnyPostKind } from '@/lib/posts/post-kind';
import { postKinds, type PostKindName } from '@/lib/posts/post-kinds';
import { slugify, slugPattern } from '@/lib/posts/slug';
import { frontmatterPattern, markdownFiles } from '@/content-loader/content-files';
import { authorToday } from '@/content-loader/site-files';

const usage = `Usage: npm run new -- ${Object.keys(postKinds).join('|')} "Title" [--root <dir>] [--today YYYY-MM-DD]`;

function fail(line: string): never {
  console.error(line);
  process.exit(2);
}

function readArgs() {
  let parsed;
  try {
    parsed = parseArgs({
      options: { root: { type: 'string' }, today: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const [kind, ...words] = parsed.positionals;
  const title = words.join(' ').trim();
  if (!Object.hasOwn(postKinds, kind ?? '')) fail(usage);
  if (!title) fail(usage);
  const root = parsed.values.root ?? process.cwd();
  const today = parsed.values.today ?? authorToday(root);
  if (!isIsoDate(today)) fail(`--today "${today}" is not a date written YYYY-MM-DD`);
  return { kind: postKinds[kind as PostKindName], title, root, today };
}

function checkSlug(root: string, kind: AnyPostKind, slug: string, title: string): string[] {
  const { folder, route, reserved } = kind;
  if (!slug || !slugPattern.test(slug))
    fail(`"${title}" gives no usable slug; use letters or digits in the title`);
  if (reserved.includes(slug))
    fail(`slug "${slug}" is taken by the page /${route}/${slug}/; choose another title`);
  const files = markdownFiles(join(root, 'content', folder));
  const existing = files.find((path) => basename(path) === `${slug}.md`);
  if (existing) fail(`slug "${slug}" is already used by ${relative(root, existing)}; choose another title`);
  return files;
}

function frontmatterOf(path: string): Record<string, unknown> {
  const match = frontmatterPattern.exec(readFileSync(path, 'utf8'));
  if (!match) return {};
  try {
    return parseYaml(match[1]) ?? {};
  } catch {
    fail(`${path}: its frontmatter is not valid YAML; run npm run content to see the problem`);
  }
}

/** Written by the YAML library, so any title is quoted correctly. */
function frontmatter(fields: object, notes: Record<string, string | undefined> = {}): string {
  const doc = new Document(fields);
  for (const [name, note] of Object.entries(notes)) {
    const value = doc.get(name, true);
    if (!isSeq(value)) continue;
    value.flow = true;
    value.comment = ` ${note}`;
  }
  return `---\n${doc.toString({ flowCollectionPadding: false, lineWidth: 100 })}---\n`;
}

function writeNew(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text, { flag: 'wx' });
}

/** Writes a placeholder beside the post, unless there is already a file of that name. */
function writePlaceholder(path: string, text: string, root: string) {
  if (existsSync(path)) {
    console.log(`Kept ${relative(root, path)}, which was already there`);
    return;
  }
  writeNew(path, text);
  console.log(`Wrote ${relative(root, path)} (a placeholder: replace it with the real image)`);
}

function main() {
  const { kind, title, root, today } = readArgs();
  const slug = slugify(title, { dropApostrophes: true });
  const files = checkSlug(root, kind, slug, title);
  const start = { title, slug, today, existing: () => files.map(frontmatterOf) };
  const { template } = kind;
  const path = join(root, 'content', kind.folder, `${slug}.md`);
  writeNew(path, frontmatter(template.fields(start), template.notes) + template.body);
  console.log(`Wrote ${relative(root, path)}`);
  for (const file of template.placeholders?.(start) ?? [])
    writePlaceholder(join(dirname(path), file.name), file.text, root);
  console.log('It is a draft: remove `draft: true` from its frontmatter to publish it.');
}

main();
