#!/usr/bin/env tsx
// The export stage: what becomes of each page of Next's static export after `next build` and
// Pagefind, in this order (docs/architecture.md): 1. it is read, once (page.ts); 2. the framework's
// stylesheet link and scripts are found in it (next-export.ts, the one module that knows their
// shape); 3. its islands are learnt from their markers (islands.ts); 4. it gets its own CSS
// (page-css.ts); 5. the framework's scripts are deferred (defer.ts), and the attributes only the
// build reads (the islands' markers', Pagefind's) go; 6. it is audited for the one
// Content-Security-Policy (policy.ts); 7. it is written, once. Then the files those steps made, and
// the policy in every host's header files (headers.ts). Whatever it cannot defer or allow safely
// stops the build, naming the page. Usage: tsx export/run.ts [--out other/out] [--deploy other/deploy]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { pageStyleId } from '@/lib/page/page-style';
import { analyticsSettings, buildSiteConfig } from '@/lib/site/site-config';
import { readSettings } from '@/scripts/site-files';
import { headCommit, writeBuildInfo } from './build-info';
import { deferFramework } from './defer';
import { hostFiles } from './headers';
import { candidatesIn, islandMarkup, islandsOn } from './islands';
import { inertStylesheet, readNextPage } from './next-export';
import { applyEdits, readPage, type Page } from './page';
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

/** Steps 2 to 5 for a page the stage has not finished yet: its new text and elements, or null. */
function finish(route: string, page: Page) {
  const { next, problems: found } = readNextPage(page);
  problems.push(...found.map((problem) => `${route}: ${problem}`));
  if (!next) return null;
  const onPage = islandsOn(page);
  const waits = onPage.length > 0 && onPage.every((island) => island.waits);
  if (waits) waiting += 1;
  // What the page can show: its markup, its islands in every state, and what the site's scripts
  // add (the head script names the web font's class).
  const cut = [next.stylesheet, ...next.cut];
  const kept = page.elements.filter(({ start }) => !cut.some((range) => range.start === start));
  const own = kept.filter(({ name, attribs }) => name === 'script' && !('src' in attribs) && !attribs.type);
  const shown: Shown = { classes: new Set(page.classes), tags: new Set(page.tags) };
  const scripts = { classes: candidatesIn(own.map(({ text }) => text)), tags: new Set<string>() };
  // A search form of the page's own shows live results (and makes the dialog at once) before any rule
  // beyond the page's arrives; elsewhere the search dialog's rules come when search opens.
  const adders = [islands.always, scripts, ...(page.ownSearch ? [islands.search] : [])];
  for (const { classes, tags } of [...adders, ...onPage.map(({ name }) => islands.of(name))]) {
    classes.forEach((name) => shown.classes.add(name));
    tags.forEach((name) => shown.tags.add(name));
  }
  const { href } = next.stylesheet;
  if (!sheets.has(href)) sheets.set(href, readStylesheet(outDir, href));
  const style = pageStyle(sheets.get(href)!, shown);
  if (style.problem) problems.push(`${route}: ${style.problem}`);
  const deferred = deferFramework(next, waits);
  files.set(deferred.payload.path, deferred.payload.text);
  const added = style.markup + inertStylesheet(href);
  // What only the build reads goes: the islands' markers have been read above, and Pagefind has
  // read its attributes by now (`postbuild`). No browser reads either; the framework's hydration
  // compares no attributes.
  const buildOnly = [...page.islandMarkerAttributes, ...(searchIndexed ? page.searchIndexAttributes : [])];
  return {
    html: applyEdits(page.html, [
      ...cut.map(({ start, end }) => ({ start, end, text: start === next.stylesheet.start ? added : '' })),
      ...buildOnly.map((range) => ({ ...range, text: '' })),
      { start: page.bodyEnd, end: page.bodyEnd, text: deferred.tags },
    ]),
    elements: [...kept, ...readPage(added + deferred.tags).elements],
  };
}

// The search index, made from the pages as Next wrote them (`npm run search-index`), before this
// stage: the attributes that tell Pagefind what to index go only once it has read them.
const searchIndexed = existsSync(join(outDir, 'pagefind', 'pagefind-entry.json'));
const pages = exportedPages(outDir);
for (const { route, file } of pages) {
  const page = readPage(readFileSync(file, 'utf8'));
  const done = page.elements.some(({ attribs }) => attribs.id === pageStyleId);
  const finished = done ? page : finish(route, page);
  if (!finished) continue;
  if (!done) writeFileSync(file, finished.html);
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
