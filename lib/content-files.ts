/**
 * Reads the essays and Tomorrow Letter issues the author writes as Markdown files, checks them, and
 * turns them into the `Essay` and `LetterIssue` data the site reads (content/essays.ts,
 * content/letter-issues.ts). Run by scripts/content.ts before every build, dev server and test run;
 * a file that breaks a rule stops it with one line naming the file, the field and what is allowed.
 *
 * - One file per post: `content/essays/<slug>.md`, `content/letter/<slug>.md`, in any subfolder.
 *   The slug is the file's name; the frontmatter holds the fields; the Markdown below it is the body.
 * - Read time is computed from the body (content/essays.ts), image sizes from the image file.
 * - Images (the feature image, and `![alt](./photo.jpg)` in the body) are checked, and each photo's
 *   files are planned (lib/image-sets.ts); scripts/content.ts then makes them (scripts/encode-images.ts).
 * - `draft: true`, or a `publishedDate` after today's date in Toronto, keeps a post out of a build
 *   (and so out of its feeds, sitemap and search index); the dev server shows it, labelled.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  essayCategories,
  type BodyImage,
  type IsoDate,
  type LocalImage,
  type PostStatus,
} from '@/content/types';
import { isIsoDate, parseIsoDate } from '@/lib/dates';
import { reservedEssaySlugs } from '@/lib/essays';
import { planImage, type ImageJob } from '@/lib/image-sets';
import { featureImageSlots, imageSlots } from '@/lib/image-slots';
import { reservedIssueSlugs } from '@/lib/letter';
import { markdownProcessor } from '@/lib/markdown';
import { rehypeLocalImages, type MarkdownImageContext } from '@/lib/markdown-images';

/** The site's own calendar: a post dated today in Toronto is published today, wherever the build runs. */
export const siteTimeZone = 'America/Toronto';

/** Today's date in Toronto, `YYYY-MM-DD`. */
export function torontoToday(now: Date = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: siteTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}` as IsoDate;
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

// `format` and `weekday` are metadata for tools that read the schema (the editor's fields,
// admin/config.ts); the checks are the refinements beside them.
const isoDate = z
  .string({ error: (issue) => `${quoted(issue.input)} is not a date written YYYY-MM-DD` })
  .refine(isIsoDate, { error: (issue) => `${quoted(issue.input)} is not a date written YYYY-MM-DD` })
  .meta({ format: 'date' });
const text = (what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is missing' : `must be ${what}`) })
    .trim()
    .min(1, { error: 'is empty' });
const draft = z.boolean({ error: 'must be true or false' }).optional();

/** The day of the week every letter issue is dated, as `getUTCDay()` counts it: Monday. */
export const letterWeekday = 1;

/** An essay's frontmatter, as the build checks it. */
export const essayFields = z.strictObject(
  {
    title: text('text'),
    category: z
      .array(
        z.enum(essayCategories, {
          error: (issue) => `${quoted(issue.input)} is not one of ${essayCategories.join(', ')}`,
        }),
        { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list, e.g. [Thesis]') },
      )
      .min(1, { error: `needs at least one of ${essayCategories.join(', ')}` }),
    summary: text('text'),
    publishedDate: isoDate,
    featureImage: z.strictObject(
      {
        src: text(
          'a file beside the post, e.g. ./photo.jpg, or under public/, e.g. /images/essays/my-essay.svg',
        ),
        alt: text('text'),
      },
      { error: (issue) => (issue.input === undefined ? 'is missing' : 'must have src and alt') },
    ),
    draft,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a field` : undefined) },
);

/** A letter issue's frontmatter, as the build checks it. */
export const letterFields = z.strictObject(
  {
    number: z
      .number({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a whole number') })
      .int({ error: 'must be a whole number' })
      .positive({ error: 'must be 1 or more' }),
    title: text('text'),
    summary: text('text'),
    publishedDate: isoDate
      .refine((value) => parseIsoDate(value).getUTCDay() === letterWeekday, {
        error: (issue) => `${quoted(issue.input)} is not a Monday`,
      })
      .meta({ weekday: letterWeekday }),
    draft,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `is not a field` : undefined) },
);

export type EssayFields = z.infer<typeof essayFields>;
export type LetterFields = z.infer<typeof letterFields>;

/** What the loader gives the site: the fields, the slug, the body as HTML and its images, and `status` in dev. */
interface Post {
  slug: string;
  body: string;
  images?: BodyImage[];
  status?: PostStatus;
}
export type EssayFile = Omit<EssayFields, 'featureImage' | 'draft' | 'publishedDate'> &
  Post & {
    publishedDate: IsoDate;
    featureImage: LocalImage;
  };
export type LetterFile = Omit<LetterFields, 'draft' | 'publishedDate'> & Post & { publishedDate: IsoDate };

export interface LoadOptions {
  /** The project's folder: `content/` and `public/` are read from it. */
  root: string;
  /** Today in Toronto; later posts are scheduled. */
  today: IsoDate;
  /** The dev server's view: drafts and scheduled posts are kept, with their `status`. */
  includeUnpublished: boolean;
  /** A folder laid out like content/ whose posts are read too: the test build's (docs/publishing.md). */
  fixtures?: string;
}

export interface LoadResult {
  essays: EssayFile[];
  letterIssues: LetterFile[];
  /** One line per problem, each naming the file and the field. Empty when every file is good. */
  problems: string[];
  /** Lines worth reading that do not stop a build: a photo too narrow to be sharp everywhere. */
  warnings: string[];
  /** The image files the posts of this build show, to be made by scripts/encode-images.ts. */
  images: ImageJob[];
}

const markdown = markdownProcessor(rehypeLocalImages);

/**
 * Markdown to HTML: GitHub tables and footnotes, typographic quotes and dashes, ids on headings, and
 * with a post's `images` context, each image as the `<picture>` of its files (lib/markdown-images.ts).
 */
export function markdownToHtml(source: string, images?: MarkdownImageContext): string {
  return String(markdown.processSync({ value: source, data: images ? { images } : {} })).trim();
}

/** The frontmatter block at the top of a post file; its first group is the YAML. */
export const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Every Markdown file under a folder, subfolders included, in name order. */
export function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
}

/**
 * Where each kind of post lives: its folder under content/, its address under app/, and the names
 * its own routes use beside the posts (`/essays/page/2/`, `/tomorrow-letter/archive/`), which no
 * post may take as its slug. The names are kept with the routes, in lib/essays.ts and lib/letter.ts.
 */
export const postKinds = {
  essay: { folder: 'essays', route: 'essays', reserved: reservedEssaySlugs, bodySlot: 'essayBody' },
  letter: {
    folder: 'letter',
    route: 'tomorrow-letter',
    reserved: reservedIssueSlugs,
    bodySlot: 'letterBody',
  },
} as const;

/** Where a collection's posts report what they found, and what their images need made. */
interface Findings {
  problems: string[];
  warnings: string[];
  jobs: ImageJob[];
}

interface Collection<F, T> {
  kind: (typeof postKinds)[keyof typeof postKinds];
  fields: z.ZodType<F>;
  build: (fields: F, post: Post, file: string, found: Findings) => T | null;
}

function readCollection<F extends { publishedDate: string; draft?: boolean }, T>(
  options: LoadOptions,
  { kind, fields, build }: Collection<F, T>,
  found: Findings,
): T[] {
  const { problems } = found;
  const { folder, route, reserved } = kind;
  const seen = new Map<string, string>();
  const posts: T[] = [];
  const folders = [join(options.root, 'content'), ...(options.fixtures ? [options.fixtures] : [])];
  for (const path of folders.flatMap((dir) => markdownFiles(join(dir, folder)))) {
    const file = relative(options.root, path).split(sep).join('/');
    const say = (line: string) => problems.push(`${file}: ${line}`);
    const slug = path.slice(path.lastIndexOf(sep) + 1, -'.md'.length);
    if (!slugPattern.test(slug))
      say(
        `file name "${slug}" is not a slug: lower-case letters, digits and single hyphens, e.g. my-first-post.md`,
      );
    else if (reserved.includes(slug))
      say(`slug "${slug}" is taken by the page /${route}/${slug}/; rename the file`);
    else if (seen.has(slug)) say(`slug "${slug}" is also the slug of ${seen.get(slug)}`);
    seen.set(slug, file);

    const source = readFileSync(path, 'utf8');
    const frontmatter = frontmatterPattern.exec(source);
    if (!frontmatter) {
      say('has no frontmatter: the file must start with a line "---", the fields, and another "---"');
      continue;
    }
    let data: unknown;
    try {
      data = parseYaml(frontmatter[1]) ?? {};
    } catch (error) {
      say(`frontmatter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const parsed = fields.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const keys = issue.code === 'unrecognized_keys' ? issue.keys : [''];
        for (const key of keys) {
          // A list's position says nothing to a writer: `category "Thesiss"`, not `category.0`.
          const field = [...issue.path, key]
            .filter((part) => part !== '' && typeof part !== 'number')
            .join('.');
          say(`${field || 'frontmatter'} ${issue.message}`);
        }
      }
      continue;
    }
    const body = source.slice(frontmatter[0].length);
    if (!body.trim()) {
      say('body is empty: write the post below the frontmatter');
      continue;
    }
    const status: PostStatus | undefined = parsed.data.draft
      ? 'draft'
      : parsed.data.publishedDate > options.today
        ? 'scheduled'
        : undefined;
    // A draft's images are checked like the rest of it, and made only when it is shown.
    const shown = !status || options.includeUnpublished;
    const pictures: MarkdownImageContext = {
      root: options.root,
      postDir: dirname(path),
      file,
      slot: imageSlots[kind.bodySlot],
      problems,
      warnings: shown ? found.warnings : [],
      images: [],
      jobs: [],
    };
    const html = markdownToHtml(body, pictures);
    if (shown) found.jobs.push(...pictures.jobs);
    const post = build(
      parsed.data,
      {
        slug,
        body: html,
        ...(pictures.images.length ? { images: pictures.images } : {}),
        ...(status ? { status } : {}),
      },
      file,
      shown ? found : { problems, warnings: [], jobs: [] },
    );
    if (post && shown) posts.push(post);
  }
  return posts;
}

function essayFrom(
  fields: EssayFields,
  post: Post,
  file: string,
  found: Findings,
  root: string,
): EssayFile | null {
  const { title, category, summary, publishedDate } = fields;
  const { src, alt } = fields.featureImage;
  const label = `${file}: featureImage.src "${src}"`;
  const plan = planImage({
    root,
    postDir: dirname(join(root, file)),
    src,
    label,
    slots: featureImageSlots.map((name) => imageSlots[name]),
    fills: true,
    share: true,
  });
  if ('problem' in plan) {
    found.problems.push(`${label} ${plan.problem}`);
    return null;
  }
  if (plan.job) found.jobs.push(plan.job);
  if (plan.warning) found.warnings.push(plan.warning);
  return {
    title,
    category,
    summary,
    ...post,
    publishedDate: publishedDate as IsoDate,
    featureImage: { ...plan.image, alt },
  };
}

/** Letters need unique numbers that grow with the date; a skipped week is fine. */
function checkLetterNumbers(letters: LetterFile[], fileOf: Map<LetterFile, string>, problems: string[]) {
  const file = (letter: LetterFile) => fileOf.get(letter) ?? letter.slug;
  const byNumber = new Map<number, string>();
  for (const letter of letters) {
    const other = byNumber.get(letter.number);
    if (other) problems.push(`${file(letter)}: number ${letter.number} is also the number of ${other}`);
    else byNumber.set(letter.number, file(letter));
  }
  const byDate = [...letters].sort(
    (a, b) => a.publishedDate.localeCompare(b.publishedDate) || a.number - b.number,
  );
  byDate.forEach((letter, i) => {
    const before = byDate[i - 1];
    if (!before || before.number === letter.number) return;
    if (before.publishedDate === letter.publishedDate)
      problems.push(
        `${file(letter)}: publishedDate ${letter.publishedDate} is also the date of ${file(before)}; one issue a week`,
      );
    else if (before.number > letter.number)
      problems.push(
        `${file(letter)}: number ${letter.number} is lower than ${before.number} (${file(before)}), an earlier issue; numbers grow with the date`,
      );
  });
}

/** What a run prints when files break the rules: how many problems, then one line for each. */
export function problemReport(problems: readonly string[]): string[] {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [`content/ has ${count}:`, ...problems.map((line) => `  ${line}`)];
}

export function loadContent(options: LoadOptions): LoadResult {
  const found: Findings = { problems: [], warnings: [], jobs: [] };
  const fileOf = new Map<LetterFile, string>();
  const essays = readCollection(
    options,
    {
      kind: postKinds.essay,
      fields: essayFields,
      build: (fields, post, file, findings) => essayFrom(fields, post, file, findings, options.root),
    },
    found,
  );
  const letters = readCollection(
    options,
    {
      kind: postKinds.letter,
      fields: letterFields,
      build: (fields, post, file) => {
        const { number, title, summary, publishedDate } = fields;
        const letter: LetterFile = {
          number,
          title,
          summary,
          ...post,
          publishedDate: publishedDate as IsoDate,
        };
        fileOf.set(letter, file);
        return letter;
      },
    },
    found,
  );
  checkLetterNumbers(letters, fileOf, found.problems);
  return {
    essays,
    letterIssues: letters,
    problems: found.problems,
    warnings: found.warnings,
    images: found.jobs,
  };
}
