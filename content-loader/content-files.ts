// Reads and checks every post's Markdown file (`content/essays/<slug>.md`, in any subfolder) into the data
// the site reads; a file that breaks a rule stops the build with one line naming the file and the field.
// A draft, or a post dated after today where the author lives, is left out; the dev server shows it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { LocalImage } from '@/lib/images/local-image';
import type { IsoDate } from '@/lib/time/dates';
import type { ImageJob } from '@/lib/images/image-sets';
import { imageSlots } from '@/lib/images/image-slots';
import { markdownToHtml, type MarkdownImageContext } from '@/lib/posts/markdown-images';
import type { PostFieldsBase } from '@/lib/posts/post-fields';
import { schemaOf } from '@/lib/editor/field-schema';
import type {
  AnyPostKind,
  CheckedPost,
  FinishedPosts,
  LoadedPost,
  OwnPdf,
  PostFiles,
  PostKind,
  ReadPosts,
} from '@/lib/posts/post-kind';
import { postKinds, type KindPost, type PostKindName, type PostKinds } from '@/lib/posts/post-kinds';
import { postStatus } from '@/lib/posts/post-status';
import { unknownPieces, type PieceKinds, type PieceRef } from '@/lib/posts/piece-ref';
import { slugPattern } from '@/lib/posts/slug';
import { placeholderAddresses } from '@/lib/site/placeholder-addresses';
import { findOwnPdf, readOwnPdfs } from '@/content-loader/own-pdfs';
import {
  fieldProblems,
  imageLabel,
  postPlace,
  fieldProblemLine,
  type FieldProblem,
  type ProblemPlace,
} from '@/content-loader/field-problems';
import {
  findImage,
  rasterBudgetBytes,
  type ImageSources,
  type SourceFactsStore,
} from '@/content-loader/image-sources';

export interface LoadOptions {
  root: string;
  /** Today where the author lives (`authorToday`); later posts are scheduled. */
  today: IsoDate;
  includeUnpublished: boolean;
  /** The test build's folder laid out like content/ (docs/publishing.md). */
  fixtures?: string;
  /** `npm run content` keeps it between runs (`imageCacheDir`). */
  sources?: SourceFactsStore;
  kinds?: PostKinds;
  /** SITE_STRICT=1: a placeholder address (`.example`) is a problem. */
  strict?: boolean;
}

export type LoadedPosts = { [Name in PostKindName]: KindPost<Name>[] };

export interface LoadResult {
  /** In file order; each kind's own module puts them in its order (`issuesNewestFirst`). */
  posts: LoadedPosts;
  /** Only once the rest is good: a PDF of her own may be the largest file of the site (`readOwnPdfs`). */
  readOwnFiles: () => Promise<{ problems: string[]; warnings: string[] }>;
  problems: string[];
  /** What does not stop a build: a photo too narrow to be sharp everywhere. */
  warnings: string[];
  /** Drafts included: what a piece may name (`pieceRef`). */
  pieceKinds: PieceKinds;
  images: ImageJob[];
}

export const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

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

interface Findings {
  problems: string[];
  warnings: string[];
  jobs: ImageJob[];
  slugs: Record<string, Set<string>>;
  named: { file: string; refs: readonly PieceRef[] }[];
  places: Map<string, ProblemPlace>;
}

function readCollection<Fields extends PostFieldsBase>(
  options: LoadOptions,
  kind: PostKind<Fields, string, unknown>,
  sources: ImageSources,
  found: Findings,
): ReadPosts<Fields> {
  const { problems } = found;
  const { folder, route, reserved } = kind;
  const pictureFields = Object.entries(schemaOf(kind.fields).properties ?? {}).flatMap(([name, field]) =>
    field.picture ? [{ name, ...field.picture }] : [],
  );
  const seen = new Map<string, string>();
  const posts: { post: LoadedPost<Fields>; file: string }[] = [];
  const checked: CheckedPost<Fields>[] = [];
  const folders = [join(options.root, 'content'), ...(options.fixtures ? [options.fixtures] : [])];
  for (const path of folders.flatMap((dir) => markdownFiles(join(dir, folder)))) {
    const file = relative(options.root, path).split(sep).join('/');
    const slug = path.slice(path.lastIndexOf(sep) + 1, -'.md'.length);
    const source = readFileSync(path, 'utf8');
    const frontmatter = frontmatterPattern.exec(source);
    let data: unknown;
    let yamlProblem: string | undefined;
    try {
      data = frontmatter ? (parseYaml(frontmatter[1]) ?? {}) : undefined;
    } catch (error) {
      yamlProblem = (error as Error).message.split('\n')[0];
    }
    const place = postPlace(kind, file, (data as { title?: unknown } | undefined)?.title, data);
    found.places.set(file, place);
    const say = (message: string, path: readonly PropertyKey[] = []) =>
      problems.push(fieldProblemLine(place, { path, message }));
    if (!slugPattern.test(slug))
      say(
        `has the file name "${slug}", which is not a slug: lower-case letters, digits and single hyphens, e.g. my-first-post.md`,
      );
    else if (reserved.includes(slug))
      say(`has the slug "${slug}", which the page /${route}/${slug}/ takes; rename the file`);
    else if (seen.has(slug)) say(`has the slug "${slug}", which is also the slug of ${seen.get(slug)}`);
    seen.set(slug, file);
    (found.slugs[folder] ??= new Set()).add(slug);

    if (!frontmatter) {
      say('has no frontmatter: the file must start with a line "---", the fields, and another "---"');
      continue;
    }
    if (yamlProblem) {
      say(`has frontmatter that is not valid YAML: ${yamlProblem}`);
      continue;
    }
    const parsed = kind.fields.safeParse(data);
    if (!parsed.success) {
      problems.push(...fieldProblems(parsed.error.issues, place));
      continue;
    }
    const body = source.slice(frontmatter[0].length);
    if (!body.trim()) {
      say('is empty: write the post below the frontmatter', ['body']);
      continue;
    }
    if (options.strict)
      for (const { path, message } of [
        ...placeholderAddresses(data),
        ...placeholderAddresses(body, ['body']),
      ])
        say(message, path);
    const status = postStatus(parsed.data, options.today);
    const { readNext } = parsed.data as { readNext?: readonly PieceRef[] };
    if (readNext?.length) found.named.push({ file, refs: readNext });
    checked.push({
      fields: parsed.data,
      file,
      slug,
      markdown: body,
      dir: dirname(path),
      ...(status ? { status } : {}),
    });
    // A draft's images are checked like the rest of it, and made only when it is shown.
    const shown = !status || options.includeUnpublished;
    const postDir = dirname(path);
    const pictures: MarkdownImageContext = {
      plan: (use) => findImage(sources, postDir, use),
      label: (src) => imageLabel(place, ['body'], src),
      problem: (src, message) => say(`has the image "${src}", which ${message}`, ['body']),
      slot: imageSlots[kind.bodySlot],
      warnings: shown ? found.warnings : [],
      images: [],
      jobs: [],
    };
    const html = kind.readBody ? '' : markdownToHtml(body, pictures);
    if (shown) found.jobs.push(...pictures.jobs);

    const { publishedDate, ...fields } = parsed.data as Fields & Record<string, unknown>;
    delete fields.draft;
    const pictured: Record<string, LocalImage> = {};
    let usable = true;
    for (const { name, slots, share } of pictureFields) {
      const image = fields[name] as { src: string; alt: string } | undefined;
      delete fields[name];
      if (!image) continue;
      const { src, alt } = image;
      const plan = findImage(sources, postDir, {
        src,
        label: imageLabel(place, [name, 'src'], src),
        slots: slots.map((slot) => imageSlots[slot]),
        fills: true,
        share,
      });
      if ('problem' in plan) {
        say(`"${src}" ${plan.problem}`, [name, 'src']);
        usable = false;
        continue;
      }
      if (shown && plan.job) found.jobs.push(plan.job);
      if (shown && plan.warning) found.warnings.push(plan.warning);
      pictured[name] = { ...plan.image, alt };
    }
    if (!usable || !shown) continue;
    const post = {
      ...fields,
      slug,
      body: html,
      ...(pictures.images.length ? { images: pictures.images } : {}),
      ...(status ? { status } : {}),
      publishedDate: publishedDate as IsoDate,
      ...pictured,
    } as LoadedPost<Fields>;
    posts.push({ post, file });
  }
  return { shown: posts, checked };
}

export function problemReport(problems: readonly string[]): string[] {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [`content/ has ${count}:`, ...problems.map((line) => `  ${line}`)];
}

/** A kind that reads its own bodies reads every post's, shown or not, so a draft's problems stop the build too. */
function readBodies(
  options: LoadOptions,
  readBody: NonNullable<AnyPostKind['readBody']>,
  { checked }: ReadPosts<PostFieldsBase>,
): FinishedPosts<object> {
  const files: PostFiles = { pdf: (dir, src) => findOwnPdf(options.root, dir, src) };
  const finished: FinishedPosts<object> = { posts: [], problems: [] };
  for (const source of checked) {
    const read = readBody(source, files);
    finished.problems.push(...read.problems.map((problem) => ({ file: source.file, ...problem })));
    // A draft's body is checked like the rest of it, and shown only by the dev server.
    if (read.post && (!source.status || options.includeUnpublished))
      finished.posts.push({
        post: { ...read.post, ...(source.status ? { status: source.status } : {}) },
        file: source.file,
      });
  }
  return finished;
}

function finishKind(
  options: LoadOptions,
  kind: AnyPostKind,
  read: ReadPosts<PostFieldsBase>,
): FinishedPosts<unknown> {
  if (kind.readBody) return readBodies(options, kind.readBody, read);
  return kind.finish ? kind.finish(read) : { posts: read.shown, problems: [] };
}

export function loadContent(options: LoadOptions): LoadResult {
  const { root, kinds = postKinds } = options;
  const sources: ImageSources = { root, store: options.sources ?? {}, budgetBytes: rasterBudgetBytes(root) };
  const found: Findings = {
    problems: [],
    warnings: [],
    jobs: [],
    slugs: {},
    named: [],
    places: new Map(),
  };
  const say = (file: string, problem: FieldProblem) =>
    found.problems.push(fieldProblemLine(found.places.get(file)!, problem));
  const names = Object.keys(kinds) as PostKindName[];
  const filed = {} as Record<PostKindName, { post: unknown; file: string }[]>;
  for (const name of names) {
    const kind: AnyPostKind = kinds[name];
    const finished = finishKind(options, kind, readCollection(options, kind, sources, found));
    for (const { file, ...problem } of finished.problems) say(file, problem);
    filed[name] = finished.posts;
  }
  // Once every folder has been read.
  const pieceKinds: PieceKinds = Object.fromEntries(
    names.map((name) => {
      const { folder, editor } = kinds[name];
      return [name, { folder, label: editor.singular, slugs: found.slugs[folder] ?? new Set() }];
    }),
  );
  for (const { file, refs } of found.named)
    for (const { index, message } of unknownPieces(refs, pieceKinds))
      say(file, { path: ['readNext', index], message });
  return {
    posts: Object.fromEntries(
      names.map((name) => [name, filed[name].map(({ post }) => post)]),
    ) as LoadedPosts,
    readOwnFiles: () =>
      readOwnPdfs(
        root,
        names.flatMap((name) =>
          filed[name].flatMap(({ post, file }) => {
            const { ownPdf, title } = post as { ownPdf?: OwnPdf; title: string };
            return ownPdf ? [{ post: { ownPdf, title }, file, kind: kinds[name] }] : [];
          }),
        ),
      ),
    pieceKinds,
    problems: found.problems,
    warnings: found.warnings,
    images: found.jobs,
  };
}
