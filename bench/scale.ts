#!/usr/bin/env tsx
// Scale benchmark (docs/performance.md): copies the project to bench-results/scale/, multiplies its
// content to about ten years of writing (520 letters, 200 essays, 60 briefs by default), builds it,
// and prints what grows with content: build time, pages and files, the heaviest page, script and
// page data, the feeds, the search index and the header rules, each against its limit, and what two
// test suites cost, for today's content and for the copy: the browser tests Playwright lists and the
// letter issues the email test renders (bench/test-counts.ts; today's browser tests need today's
// out/). With --check it then runs the checks of the built export (npm run test:budget) on the copy.
// Letters, essays and briefs are written as Markdown files in per-year folders
// (content/letter/<year>/…), made from the project's own. Each copy's number comes first in its
// title, as distinct titles differ early. The copy is built with the test posts (npm run build:test).
// The copy stays inside the repository, without a lockfile of its own, because Turbopack compiles
// nothing outside the project's root. Usage: npm run bench:scale [-- --letters 520 --essays 200
// --briefs 60 --check]. Exits non-zero when the build fails, leaves out any of the posts asked for,
// or the checks fail.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import {
  firstLoadJs,
  firstRoundTrip,
  firstRoundTripBytes,
  hostRules,
  twoRoundTripsBytes,
  listExportedRoutes,
} from '../export/figures';
import { exportFile, exportedPages } from '../export/pages';
import { parseHeadersFile } from '../scripts/host-rules';
import { copyProject } from '../scripts/project-copy';
import { authorToday } from '../scripts/site-files';
import { pieceFolders, type PieceRef } from '../lib/piece-ref';
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
const copy = join(root, 'bench-results', 'scale');

copyProject(root, copy);

const today = authorToday(copy);
const daysBefore = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
};

/** The Markdown posts of content/<folder>/, newest first: what its copies are made from. */
function seedsOf(folder: string) {
  const dir = join(copy, 'content', folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
      if (!match) throw new Error(`${folder}/${file} has no frontmatter`);
      const [frontmatter, fields] = match;
      const parsed: { title: string; summary: string; publishedDate: string; readNext?: PieceRef[] } =
        parse(fields);
      return { slug: basename(file, '.md'), fields: parsed, body: source.slice(frontmatter.length) };
    })
    .sort((a, b) => b.fields.publishedDate.localeCompare(a.fields.publishedDate));
}

const counts = { letter: Number(args.letters), essays: Number(args.essays), briefs: Number(args.briefs) };
const seeds = { letter: seedsOf('letter'), essays: seedsOf('essays'), briefs: seedsOf('briefs') };
/** A copy's slug: its seed's, and its number, counted down from the newest. */
const copySlug = (slug: string, n: number) => `${slug}-${n}`;
/**
 * A piece a post or Home names, as the newest copy of it: the pieces keep pointing at a post of
 * the copy, so the build's check that each names a post holds at any scale.
 */
function renamed(refs: PieceRef[] | undefined): PieceRef[] | undefined {
  return refs?.map((ref) => {
    const folder = pieceFolders[ref.kind] as keyof typeof seeds;
    const index = seeds[folder].findIndex((seed) => seed.slug === ref.slug);
    return index < 0 ? ref : { ...ref, slug: copySlug(ref.slug, counts[folder] - index) };
  });
}

/**
 * Replaces the Markdown posts in content/<folder>/ with `count` made from them, each with its own
 * slug, title and summary (and `extra(n)`), in a folder for its year, dated `step` days apart going
 * back from the newest (or from today where the author lives if that is earlier: a later post would be left out
 * of the build). The frontmatter is written again without `draft`; the body is copied as it is.
 */
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
    const { slug, fields, body } = seeds[folder][index % seeds[folder].length];
    const n = count - index;
    const publishedDate = daysBefore(newest, index * step);
    const own = { title: `(${n}) ${fields.title}`, summary: `${fields.summary} (${n})`, ...extra(n) };
    const data = { ...fields, ...own, publishedDate, readNext: renamed(fields.readNext), draft: undefined };
    const year = join(dir, publishedDate.slice(0, 4));
    mkdirSync(year, { recursive: true });
    writeFileSync(join(year, `${copySlug(slug, n)}.md`), `---\n${stringify(data)}---\n${body}`);
  }
}
// Letters every Monday, numbered in order of date from 3: the test build's own two issues come
// before them (the editor's fixture is issue 1); essays every 18 days.
multiplyPosts('letter', 7, (n) => ({ number: n + 2 }));
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
for (const [kind, file, folder] of [
  ['letters', 'letter-issues.json', 'letter'],
  ['essays', 'essays.json', 'essays'],
  ['briefs', 'briefs.json', 'briefs'],
] as const) {
  const tests = new Set(
    readdirSync(join(copy, '.fixtures', 'content', folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -'.md'.length)),
  );
  const entries: { slug?: string; id?: string }[] = JSON.parse(
    readFileSync(join(copy, '.content', file), 'utf8'),
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
const scripts = routes.flatMap((route) =>
  firstLoadJs(out, route).files.map((file) => ({ route, file, bytes: size(exportFile(out, file)) })),
);
const chunk = largest(scripts.filter(({ file }) => !file.includes('/rsc/')));
// What a page loads of its own data: its deferred payload, and the navigation payloads in its folder.
const navigation = routes.flatMap((route) =>
  readdirSync(exportFile(out, route))
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({ route, file: `${route}${name}`, bytes: size(exportFile(out, route, name)) })),
);
const data = largest([...scripts.filter(({ file }) => file.includes('/rsc/')), ...navigation]);
const feeds = ['/feed.xml', '/tomorrow-letter/feed.xml'].map((file) => ({
  file,
  bytes: size(exportFile(out, file)),
}));
const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8')).length;
// A page as a host sends it to a new connection: its HTML gzipped and every header it gets, up to
// the end of what its first paint waits for, and in all.
const hostRulesRead = hostRules(out);
const pagesSent = exportedPages(out).map(({ route }) => firstRoundTrip(out, route, hostRulesRead));
const roundTrip = pagesSent.reduce((max, page) => (page.bytes > max.bytes ? page : max));
const wholePage = pagesSent.reduce((max, page) => (page.wholeBytes > max.wholeBytes ? page : max));

const bytesAgainst = (bytes: number, max: number) =>
  `${bytes.toLocaleString('en-US')} bytes (limit ${max.toLocaleString('en-US')}${bytes > max ? ', OVER' : ''})`;
const limit = (bytes: number, max: number) =>
  `${kb(bytes)} (limit ${kb(max * 1024)}${bytes > max * 1024 ? ', OVER' : ''})`;
console.log(`\nScale: ${args.letters} letters, ${args.essays} essays, ${args.briefs} briefs\n`);
console.table({
  'build time': `${seconds.toFixed(0)} s`,
  pages: `${exportedPages(out).length}`,
  files: `${files(out).length}`,
  'largest HTML page': `${limit(html.bytes, 100)}: ${html.route}`,
  'a page to its first paint, with its headers, gzipped': `${bytesAgainst(roundTrip.bytes, firstRoundTripBytes)}: ${roundTrip.route}`,
  'a whole page, with its headers, gzipped': `${bytesAgainst(wholePage.wholeBytes, twoRoundTripsBytes)}: ${wholePage.route}`,
  'largest script a page loads': `${kb(chunk.bytes)}: ${chunk.file}`,
  'largest page data a page loads': `${limit(data.bytes, 150)}: ${data.file}`,
  ...Object.fromEntries(feeds.map(({ file, bytes }) => [`feed ${file}`, limit(bytes, 250)])),
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
