#!/usr/bin/env tsx
// Starts a new post as a draft: an essay at content/essays/<slug>.md, with a placeholder feature
// image at public/images/essays/<slug>.svg, or a Tomorrow Letter issue at content/letter/<slug>.md,
// numbered after the last issue and dated the next free Monday. The slug comes from the title.
// It never overwrites a file, and refuses a slug that a post or a page of the site already uses.
// Usage: npm run new -- essay|letter "Title" [--root <dir>] [--today YYYY-MM-DD]
//   --root   the project's folder (default: the current folder)
//   --today  reads "today" as this date instead of today's date in Toronto
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { Document, isSeq, parse as parseYaml } from 'yaml';
import { essayCategories, type IsoDate } from '@/content/types';
import { isIsoDate, parseIsoDate, toIsoDate } from '@/lib/dates';
import { frontmatterPattern, markdownFiles, postKinds, slugPattern, torontoToday } from '@/lib/content-files';

const usage = 'Usage: npm run new -- essay|letter "Title" [--root <dir>] [--today YYYY-MM-DD]';

type Kind = keyof typeof postKinds;

/** Prints one line and stops with exit code 2: a usage error or a refusal. */
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
  if (kind !== 'essay' && kind !== 'letter') fail(usage);
  if (!title) fail(usage);
  const today = parsed.values.today ?? torontoToday();
  if (!isIsoDate(today)) fail(`--today "${today}" is not a date written YYYY-MM-DD`);
  return { kind: kind as Kind, title, root: parsed.values.root ?? process.cwd(), today };
}

/** "Ça va: don’t panic?" -> "ca-va-dont-panic": lower-case ASCII letters and digits, single hyphens. */
function slugFrom(title: string): string {
  const withoutAccents = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return withoutAccents
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Stops with one line if the slug is not usable for a new post of this kind. */
function checkSlug(root: string, kind: Kind, slug: string, title: string) {
  const { folder, route, reserved } = postKinds[kind];
  if (!slug || !slugPattern.test(slug))
    fail(`"${title}" gives no usable slug; use letters or digits in the title`);
  if (reserved.includes(slug))
    fail(`slug "${slug}" is taken by the page /${route}/${slug}/; choose another title`);
  const existing = markdownFiles(join(root, 'content', folder)).find(
    (path) => basename(path) === `${slug}.md`,
  );
  if (existing) fail(`slug "${slug}" is already used by ${relative(root, existing)}; choose another title`);
}

/** The frontmatter of a post file, parsed, or an empty object if it has none. */
function frontmatterOf(path: string): Record<string, unknown> {
  const match = frontmatterPattern.exec(readFileSync(path, 'utf8'));
  if (!match) return {};
  try {
    return parseYaml(match[1]) ?? {};
  } catch {
    fail(`${path}: its frontmatter is not valid YAML; run npm run content to see the problem`);
  }
}

/** The first Monday that is on or after `today` and after `latest`. */
function nextMonday(today: IsoDate, latest: IsoDate | undefined): IsoDate {
  const date = parseIsoDate(today);
  if (latest && latest >= today) {
    date.setTime(parseIsoDate(latest).getTime());
    date.setUTCDate(date.getUTCDate() + 1);
  }
  const daysToMonday = (8 - date.getUTCDay()) % 7;
  date.setUTCDate(date.getUTCDate() + daysToMonday);
  return toIsoDate(date);
}

/** The new issue's number and date: after every existing issue, drafts included. */
function nextLetter(root: string, today: IsoDate) {
  let number = 0;
  let latest: IsoDate | undefined;
  for (const path of markdownFiles(join(root, 'content', 'letter'))) {
    const fields = frontmatterOf(path);
    if (typeof fields.number === 'number') number = Math.max(number, fields.number);
    const date = String(fields.publishedDate);
    if (isIsoDate(date) && (!latest || date > latest)) latest = date;
  }
  return { number: number + 1, publishedDate: nextMonday(today, latest) };
}

function essayFields(title: string, slug: string, today: IsoDate): Record<string, unknown> {
  return {
    title,
    category: ['Thesis'],
    summary: 'TODO: one or two sentences for the essay list, feeds and search results.',
    publishedDate: today,
    featureImage: {
      src: `/images/essays/${slug}.svg`,
      alt: 'TODO: replace the placeholder image and describe it here.',
    },
    draft: true,
  };
}

function letterFields(title: string, root: string, today: IsoDate): Record<string, unknown> {
  const { number, publishedDate } = nextLetter(root, today);
  return {
    number,
    title,
    summary: 'TODO: one or two sentences for the archive and feeds.',
    publishedDate,
    draft: true,
  };
}

/** The frontmatter block, written by the YAML library so any title is quoted correctly. */
function frontmatter(fields: Record<string, unknown>): string {
  const doc = new Document(fields);
  const category = doc.get('category', true);
  if (isSeq(category)) {
    category.flow = true;
    category.comment = ` one or more of: ${essayCategories.join(', ')}`;
  }
  return `---\n${doc.toString({ flowCollectionPadding: false, lineWidth: 100 })}---\n`;
}

const essayBody = `
TODO: write the essay. Open with the moment or the question that made you want to write it.

## A first section

TODO.
`;

const letterBody = `
Good morning. TODO: a line or two about your week.

## The idea

TODO: the one idea this issue is about.

## Three things worth your time

TODO: three things to read, watch or try, with a sentence on why each is worth it.
`;

/** A plain plum and coral picture, 1200×675, to stand in until the real image is drawn. */
const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="Placeholder image">
<rect width="1200" height="675" fill="#f6eef5"/>
<circle cx="600" cy="338" r="180" fill="#64245a"/>
<circle cx="760" cy="260" r="90" fill="#e0684b"/>
</svg>
`;

/** Writes a new file, or stops if one is already there (`wx`), creating its folder if needed. */
function writeNew(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text, { flag: 'wx' });
}

/** Writes the placeholder feature image, unless there is already an image of that name. */
function writeImage(path: string, root: string) {
  if (existsSync(path)) {
    console.log(`Kept ${relative(root, path)}, which was already there`);
    return;
  }
  writeNew(path, placeholderSvg);
  console.log(`Wrote ${relative(root, path)} (a placeholder: replace it with the real image)`);
}

function main() {
  const { kind, title, root, today } = readArgs();
  const slug = slugFrom(title);
  checkSlug(root, kind, slug, title);
  const path = join(root, 'content', postKinds[kind].folder, `${slug}.md`);
  if (kind === 'letter') {
    writeNew(path, frontmatter(letterFields(title, root, today)) + letterBody);
    console.log(`Wrote ${relative(root, path)}`);
  } else {
    writeNew(path, frontmatter(essayFields(title, slug, today)) + essayBody);
    console.log(`Wrote ${relative(root, path)}`);
    writeImage(join(root, 'public', 'images', 'essays', `${slug}.svg`), root);
  }
  console.log('It is a draft: remove `draft: true` from its frontmatter to publish it.');
}

main();
