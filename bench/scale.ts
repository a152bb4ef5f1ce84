#!/usr/bin/env tsx
// Scale benchmark (docs/performance.md): builds a copy of the project with about ten years of writing and
// prints what grows with content, each against its limit; --check then runs the export's checks on it.
// Usage: npm run bench:scale [-- --letters 520 --essays 200 --briefs 60 --check]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import {
  deferredScripts,
  firstLoadJs,
  firstRoundTrip,
  firstRoundTripBytes,
  hostRules,
  htmlFileFor,
  listExportedRoutes,
  templateWeight,
} from '../export/figures';
import { exportFile, exportedPages } from '../export/pages';
import { parseHeadersFile } from '../export/host-rules';
import { copyProject } from '../__tests__/harness/project-copy';
import { authorToday } from '../content-loader/site-files';
import type { PieceRef } from '../lib/posts/piece-ref';
import { postKinds, type PostKindName } from '../lib/posts/post-kinds';
import { longBriefFile, longEssayFile, longLetterFile } from '../__tests__/fixtures/long-posts';
import { browserTestCount, emailRenderCount } from './test-counts';

const { values: args } = parseArgs({
  options: {
    letters: { type: 'string', default: '520' },
    essays: { type: 'string', default: '200' },
    briefs: { type: 'string', default: '60' },
    check: { type: 'boolean', default: false },
  },
});
const root = process.cwd();
// Inside the repository, with no lockfile of its own: Turbopack compiles nothing outside the root.
const copy = join(root, 'bench-results', 'scale');

copyProject(root, copy);

const today = authorToday(copy);
const daysBefore = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
};

function postFile(source: string, name: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new Error(`${name} has no frontmatter`);
  const [frontmatter, fields] = match;
  const parsed: { title: string; summary: string; publishedDate: string; readNext?: PieceRef[] } =
    parse(fields);
  return { fields: parsed, body: source.slice(frontmatter.length) };
}

function seedsOf(folder: string) {
  const dir = join(copy, 'content', folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({
      slug: basename(file, '.md'),
      ...postFile(readFileSync(join(dir, file), 'utf8'), `${folder}/${file}`),
    }))
    .sort((a, b) => b.fields.publishedDate.localeCompare(a.fields.publishedDate));
}

const counts = { letter: Number(args.letters), essays: Number(args.essays), briefs: Number(args.briefs) };
const seeds = { letter: seedsOf('letter'), essays: seedsOf('essays'), briefs: seedsOf('briefs') };
const copySlug = (slug: string, n: number) => `${slug}-${n}`;
/** The pieces keep pointing at a post of the copy, so the build's check holds at any scale. */
function renamed(refs: PieceRef[] | undefined): PieceRef[] | undefined {
  return refs?.map((ref) => {
    const folder = postKinds[ref.kind as PostKindName].folder as keyof typeof seeds;
    const index = seeds[folder].findIndex((seed) => seed.slug === ref.slug);
    return index < 0 ? ref : { ...ref, slug: copySlug(ref.slug, counts[folder] - index) };
  });
}

const long = (source: string) => postFile(source, 'a long post');
const longEssay = long(longEssayFile(today)).body.replace(/^!\[.*\]\(\.\/.*\)\n\n/gm, '');
const longLetter = long(longLetterFile({ number: 1, date: today })).body;
const longBrief = long(longBriefFile(today));
// Three of her essays in one file, as long as a long essay of hers runs (about 3,000 words).
const threeInOne = seeds.essays
  .slice(0, 3)
  .map(({ body }) => body)
  .join('\n');
type Long = Partial<ReturnType<typeof postFile>> | undefined;
const longPosts: Record<keyof typeof seeds, (n: number) => Long> = {
  essays: (n) => (n % 10 === 0 ? { body: longEssay } : n % 10 === 5 ? { body: threeInOne } : undefined),
  letter: (n) => (n % 20 === 0 ? { body: longLetter } : undefined),
  briefs: (n) => (n % 10 === 0 ? longBrief : undefined),
};

// Each copy's number comes first in its title, as distinct titles differ early. Dated back from the
// newest, or from today if that is earlier: a later post would be left out of the build.
function multiplyPosts(
  folder: keyof typeof seeds,
  step: number,
  extra: (n: number) => Record<string, unknown> = () => ({}),
) {
  const dir = join(copy, 'content', folder);
  const count = counts[folder];
  rmSync(dir, { recursive: true });
  let newest = seeds[folder][0].fields.publishedDate;
  while (newest > today) newest = daysBefore(newest, step);
  for (let index = 0; index < count; index++) {
    const seed = seeds[folder][index % seeds[folder].length];
    const n = count - index;
    const { slug, fields, body } = { ...seed, ...longPosts[folder](n) };
    const publishedDate = daysBefore(newest, index * step);
    const own = { title: `(${n}) ${fields.title}`, summary: `${fields.summary} (${n})`, ...extra(n) };
    const data = {
      ...seed.fields,
      ...fields,
      ...own,
      publishedDate,
      readNext: renamed(seed.fields.readNext),
      draft: undefined,
    };
    const year = join(dir, publishedDate.slice(0, 4));
    mkdirSync(year, { recursive: true });
    writeFileSync(join(year, `${copySlug(slug, n)}.md`), `---\n${stringify(data)}---\n${body}`);
  }
}
// Letters every Monday, numbered in order of date from 4: the test build's own three issues come
// before them (the editor's fixture is issue 1); essays every 18 days.
multiplyPosts('letter', 7, (n) => ({ number: n + 3 }));
multiplyPosts('essays', 18);
multiplyPosts('briefs', 60);
// Home's pieces to start with, as the newest copies.
const homeFile = join(copy, 'content', 'site', 'home.yml');
const home = parse(readFileSync(homeFile, 'utf8'));
if (home.startHere) writeFileSync(homeFile, stringify({ ...home, startHere: renamed(home.startHere) }));

const started = Date.now();
// With the test posts (their photos, the editor's files), as the checks of the built export expect.
const build = spawnSync('npm', ['run', 'build:test'], { cwd: copy, stdio: ['ignore', 'ignore', 'inherit'] });
const seconds = (Date.now() - started) / 1000;
if (build.status !== 0) process.exit(build.status ?? 1);
// The build leaves out drafts and posts dated after today: the figures need every post asked for,
// the test build's own (some of them drafts or scheduled on purpose) aside.
for (const [kind, name, folder] of [
  ['letters', 'letter', 'letter'],
  ['essays', 'essay', 'essays'],
  ['briefs', 'brief', 'briefs'],
] as const) {
  const tests = new Set(
    readdirSync(join(copy, '.fixtures', 'content', folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -'.md'.length)),
  );
  const entries: { slug?: string; id?: string }[] = JSON.parse(
    readFileSync(join(copy, '.content', 'posts', `${name}.json`), 'utf8'),
  );
  const built = entries.filter((entry) => !tests.has(entry.slug ?? entry.id ?? '')).length;
  if (built !== Number(args[kind])) {
    console.error(
      `The build has ${built} ${kind}, not the ${args[kind]} asked for (bench-results/scale/content/).`,
    );
    process.exit(1);
  }
}

const out = join(copy, 'out');
const files = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((f) => statSync(f).isFile());
const size = (file: string) => statSync(file).size;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** A page or a file of the export, and what it weighs. */
interface Weighed {
  route?: string;
  file?: string;
  bytes: number;
}
/** The heaviest of `entries`; `{ bytes: 0 }` when there are none. */
const largest = (entries: Weighed[]) =>
  entries.reduce((max, entry) => (entry.bytes > max.bytes ? entry : max), { bytes: 0 });
/** A count for today's content, the project the copy was made from, or why it could not be had. */
function todayCount(count: (project: string) => number): string {
  try {
    return String(count(root));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
const routes = listExportedRoutes(out);

const html = largest(exportedPages(out).map(({ route, file }) => ({ route, bytes: size(file) })));
// What the template adds to a page, her post's own writing aside (`templateHtml`).
const template = largest(routes.map((route) => ({ route, bytes: templateWeight(out, route).rawBytes })));
const scripts = routes.flatMap((route) =>
  firstLoadJs(out, route).files.map((file) => ({ route, file, bytes: size(exportFile(out, file)) })),
);
const chunk = largest(scripts.filter(({ file }) => !file.includes('/rsc/')));
// A page's own data: its deferred payload, run after its first paint unless it waits for the
// visitor, and the payloads in its folder the router fetches to show it in place; a post's hold
// her whole post.
const payloads = routes.map((route) => {
  const deferred = deferredScripts(out, readFileSync(htmlFileFor(out, route), 'utf8'));
  const file = deferred?.payload ?? '';
  return { route, file, bytes: file ? size(exportFile(out, file)) : 0, waits: Boolean(deferred?.waits) };
});
const navigation = routes.flatMap((route) =>
  readdirSync(exportFile(out, route))
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({ route, file: `${route}${name}`, bytes: size(exportFile(out, route, name)) })),
);
const afterPaint = largest(payloads.filter(({ waits }) => !waits));
const data = largest([...payloads, ...navigation]);
const feeds = ['/feed.xml', '/tomorrow-letter/feed.xml'].map((file) => ({
  file,
  bytes: size(exportFile(out, file)),
}));
const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8')).length;
// A page as a host sends it to a new connection: its HTML gzipped and every header it gets, up to
// the end of its first screen, and in all (what follows it streams in later round trips).
const hostRulesRead = hostRules(out);
const pagesSent = exportedPages(out).map(({ route }) => firstRoundTrip(out, route, hostRulesRead));
const roundTrip = pagesSent.reduce((max, page) => (page.bytes > max.bytes ? page : max));
const wholePage = pagesSent.reduce((max, page) => (page.wholeBytes > max.wholeBytes ? page : max));

const bytesAgainst = (bytes: number, max: number) =>
  `${bytes.toLocaleString('en-US')} bytes (limit ${max.toLocaleString('en-US')}${bytes > max ? ', OVER' : ''})`;
const limit = (bytes: number, max: number) =>
  `${kb(bytes)} (limit ${kb(max * 1024)}${bytes > max * 1024 ? ', OVER' : ''})`;
const bytes = (count: number) => `${count.toLocaleString('en-US')} bytes`;
console.log(`\nScale: ${args.letters} letters, ${args.essays} essays, ${args.briefs} briefs\n`);
console.table({
  'build time': `${seconds.toFixed(0)} s`,
  pages: `${exportedPages(out).length}`,
  files: `${files(out).length}`,
  'largest HTML page, her writing aside': `${limit(template.bytes, 100)}: ${template.route}`,
  'largest HTML page, in all': `${kb(html.bytes)}: ${html.route}`,
  'a page to its first paint, with its headers, gzipped': `${bytesAgainst(roundTrip.bytes, firstRoundTripBytes)}: ${roundTrip.route}`,
  'a whole page, with its headers, gzipped': `${bytes(wholePage.wholeBytes)}: ${wholePage.route}`,
  'largest script a page loads': `${kb(chunk.bytes)}: ${chunk.file}`,
  'largest page data run after a first paint': `${limit(afterPaint.bytes, 150)}: ${afterPaint.route}`,
  'largest page data, in all': `${kb(data.bytes)}: ${data.file}`,
  // The newest 20 items, each in full: as long as what she wrote.
  ...Object.fromEntries(feeds.map(({ file, bytes }) => [`feed ${file}`, kb(bytes)])),
  'search index': kb(files(join(out, 'pagefind')).reduce((sum, file) => sum + size(file), 0)),
  // Cloudflare Pages reads at most 100 rules; they grow with the export's top folders, never with pages.
  'header rules': `${rules} (limit 100${rules > 100 ? ', OVER' : ''})`,
  // Neither takes every page or issue: one page of each template, and the newest issue with the fixture.
  'browser tests listed': `${browserTestCount(copy)} (today's content: ${todayCount(browserTestCount)})`,
  'letter issues the email test renders': `${emailRenderCount(copy)} (today's content: ${todayCount(emailRenderCount)})`,
});

if (args.check && existsSync(out)) {
  const checked = Date.now();
  const check = spawnSync('npm', ['run', 'test:budget'], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(
    `Checks of the built export on ${routes.length} routes: ${check.status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - checked) / 1000).toFixed(0)} s`,
  );
  process.exit(check.status ?? 1);
}
