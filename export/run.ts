#!/usr/bin/env tsx
// The export stage, run on each page of Next's static export after `next build` and Pagefind, in the order
// docs/architecture.md gives; whatever it cannot defer or allow safely stops the build, naming the page.
// Usage: tsx export/run.ts [--out other/out] [--deploy other/deploy]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { browserScriptsFile, scriptsPath, type BrowserScripts } from '@/lib/page/browser-scripts';
import { pageStyleId } from '@/lib/page/page-style-names';
import { namedScript } from '@/lib/web/content-name';
import { analyticsSettings, buildSiteConfig } from '@/lib/site/site-config';
import { readSettings } from '@/content-loader/site-files';
import { headCommit, writeBuildInfo } from './build-id';
import { deferFramework, sharedChunks, withSharedChunks } from './defer';
import { hostFiles } from './site-headers';
import { candidatesIn, islandMarkup, islandsOn } from './islands';
import { inertStylesheet, readNextPage, type NextPage } from './next-export';
import { applyEdits, readPage, type Page, type PageElement } from './page';
import { pageStyle, readStylesheet, wholeRulesFile, type Shown, type SiteStylesheet } from './page-css';
import { exportFile, exportedPages } from './pages';
import { audit, InlineTexts } from './policy';

const root = process.cwd();
const { values: args } = parseArgs({
  options: { out: { type: 'string', default: 'out' }, deploy: { type: 'string', default: 'deploy' } },
});
const outDir = resolve(root, args.out);
const deployDir = resolve(root, args.deploy);
loadEnvConfig(root, false, { info: () => {}, error: console.error });
const env = readSettings(root).env;
const siteConfig = buildSiteConfig(env);

const islands = islandMarkup(root);
const sheets = new Map<string, SiteStylesheet>();
const files = new Map<string, string>(); // site path -> text: the files the pages need
const inline = new InlineTexts();
const problems: string[] = [];
let waiting = 0;

interface Renamed {
  from: string;
  to: string;
}

function finish(
  route: string,
  page: Page,
  { next, head }: { next: NextPage; head: PageElement },
  shared: readonly string[],
  renamed: Renamed,
) {
  const onPage = islandsOn(page);
  const waits = onPage.length > 0 && onPage.every((island) => island.waits);
  if (waits) waiting += 1;
  // The head script names the web font's class.
  const cut = [next.stylesheet, ...next.cut];
  const kept = page.elements.filter(({ start }) => !cut.some((range) => range.start === start));
  const own = kept.filter(({ name, attribs }) => name === 'script' && !('src' in attribs) && !attribs.type);
  const [from, to] = [JSON.stringify(renamed.from), JSON.stringify(renamed.to)];
  const shown: Shown = { classes: new Set(page.classes), tags: new Set(page.tags) };
  const scripts = { classes: candidatesIn(own.map(({ text }) => text)), tags: new Set<string>() };
  // A search form of the page's own shows live results before any rule beyond the page's arrives.
  const adders = [islands.always, scripts, ...(page.ownSearch ? [islands.search] : [])];
  for (const { classes, tags } of [...adders, ...onPage.map(({ name }) => islands.of(name))]) {
    classes.forEach((name) => shown.classes.add(name));
    tags.forEach((name) => shown.tags.add(name));
  }
  const { href } = next.stylesheet;
  if (!sheets.has(href)) sheets.set(href, readStylesheet(outDir, href));
  const style = pageStyle(sheets.get(href)!, shown);
  if (style.problem) problems.push(`${route}: ${style.problem}`);
  const deferred = deferFramework(next, waits, shared);
  files.set(deferred.payload.path, deferred.payload.text);
  const added = style.markup + inertStylesheet(href);
  // Read by the build alone; Pagefind has read its own by now. Hydration compares no attributes.
  const buildOnly = [...page.islandMarkerAttributes, ...(searchIndexed ? page.searchIndexAttributes : [])];
  return {
    html: applyEdits(page.html, [
      ...cut.map(({ start, end }) => ({ start, end, text: start === next.stylesheet.start ? added : '' })),
      ...buildOnly.map((range) => ({ ...range, text: '' })),
      { start: head.start, end: head.end, text: page.html.slice(head.start, head.end).replace(from, to) },
      { start: page.bodyEnd, end: page.bodyEnd, text: deferred.tags },
    ]),
    elements: [
      ...kept.map((element) => (element === head ? { ...head, text: head.text.replace(from, to) } : element)),
      ...readPage(added + deferred.tags).elements,
    ],
  };
}

// Pagefind's attributes go only once it has read them (`npm run search-index`, before this stage).
const searchIndexed = existsSync(join(outDir, 'pagefind', 'pagefind-entry.json'));
// The loader's file names the shared chunks, so it gets a new content name, which each head script adds.
const bundled = JSON.parse(readFileSync(join(root, browserScriptsFile), 'utf8')) as BrowserScripts;
const headScriptOf = ({ elements }: Page) =>
  elements.find(
    ({ name, attribs, text }) =>
      name === 'script' && !('src' in attribs) && text.includes(JSON.stringify(bundled.afterPaint.path)),
  );
const pages = exportedPages(outDir).map(({ route, file }) => {
  const page = readPage(readFileSync(file, 'utf8'));
  if (page.elements.some(({ attribs }) => attribs.id === pageStyleId)) return { route, file, page };
  const { next, problems: found } = readNextPage(page);
  problems.push(...found.map((problem) => `${route}: ${problem}`));
  const head = headScriptOf(page);
  if (next && !head)
    problems.push(
      `${route}: no inline script adds ${bundled.afterPaint.path}: nothing would run after the first paint`,
    );
  return { route, file, page, todo: next && head ? { next, head } : null };
});
const shared = sharedChunks(pages.flatMap(({ todo }) => (todo ? [todo.next.chunks] : [])));
const built = exportFile(outDir, bundled.afterPaint.path);
const afterPaintText = withSharedChunks(
  existsSync(built) ? readFileSync(built, 'utf8') : bundled.afterPaint.text,
  shared,
);
if (afterPaintText === null)
  problems.push(
    `${bundled.afterPaint.path}: the loader's list of the chunks every page loads is not there once`,
  );
const afterPaint = namedScript(scriptsPath, 'after-paint', afterPaintText ?? '');
const renamed = { from: bundled.afterPaint.path, to: afterPaint.path };

for (const { route, file, page, todo } of pages) {
  if (todo === null) continue; // its problems are said above
  const finished = todo ? finish(route, page, todo, shared, renamed) : page;
  if (todo) writeFileSync(file, finished.html);
  const found = audit(finished.elements, page);
  problems.push(...found.problems.map((problem) => `${route}: ${problem}`));
  inline.add(route, found);
}

for (const { path, text } of [...sheets.values()].map(wholeRulesFile)) files.set(path, text);
const host = hostFiles(outDir, inline, {
  ...siteConfig,
  analyticsEndpoint: analyticsSettings(env)?.endpoint,
});
problems.push(...islands.problems, ...inline.problems(), ...host.problems);
if (problems.length) {
  const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : '';
  console.error(`export: refusing to publish this build:\n  ${problems.slice(0, 20).join('\n  ')}${more}`);
  process.exit(1);
}

if (pages.some(({ todo }) => todo)) {
  files.set(afterPaint.path, afterPaint.text);
  if (afterPaint.path !== renamed.from) rmSync(built, { force: true });
}
files.set('/_headers', host.headers);
files.set('/vercel.json', host.vercel);
for (const [path, text] of files) {
  mkdirSync(dirname(exportFile(outDir, path)), { recursive: true });
  writeFileSync(exportFile(outDir, path), text);
}
mkdirSync(deployDir, { recursive: true });
writeFileSync(join(deployDir, 'nginx-security-headers.conf'), host.nginx);
const { today } = JSON.parse(readFileSync(join(root, '.content', 'as-of.json'), 'utf8')) as { today: string };
const build = writeBuildInfo(outDir, today, headCommit(root));
console.log(
  `export: ${pages.length} pages styled, deferred and audited (${waiting} load the framework only on demand); ` +
    `one policy allows ${inline.texts.scripts.size} inline scripts and ${inline.texts.styles.size} inline stylesheets; ` +
    `wrote out/_headers, out/vercel.json, deploy/nginx-security-headers.conf; build ${build.id}, as of ${build.asOf}`,
);
