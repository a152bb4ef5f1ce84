#!/usr/bin/env node
// Post-build step (docs/security.md): on every HTML page of the export, first gives the page its own
// stylesheet, the rules it can show (scripts/page-css.mjs), moves the framework's
// scripts after the first paint (scripts/defer-hydration.mjs), then audits the page (no inline
// script in content, no inline handler, scripts only from the build). One Content-Security-Policy
// allows the inline scripts and styles of every page, so the header files written from
// scripts/security-headers.mjs (out/_headers, out/vercel.json, deploy/nginx-security-headers.conf)
// hold the same two rules however many pages there are. Anything it cannot defer or allow safely
// stops the build, naming the page. Usage: node scripts/secure-export.mjs [--out other/out]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { adminRule, exportFolders, separateAdmin } from './admin-headers.mjs';
import { deferFrameworkScripts, loaderPath, loaderScript } from './defer-hydration.mjs';
import { exportFile, exportedPages } from './export-stats.mjs';
import { auditPage, cspHash } from './inline-scripts.mjs';
import { islandMarkup } from './island-markup.mjs';
import { pageStyler } from './page-css.mjs';
import {
  contentSecurityPolicy,
  headerRules,
  renderHeadersFile,
  renderNginx,
  renderVercelJson,
} from './security-headers.mjs';
import { requireTs } from './typescript.mjs';

const root = process.cwd();
const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
const outDir = resolve(root, args.out);
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const { formsEndpoint, calendlyUrl } = requireTs('../lib/site-config.ts').siteConfig;

// One policy serves every page, so what it allows inline must not grow with the site: the layout's
// head script, the shared part of the stylesheet, the Calendly frame's style.
const inlineLimits = { scripts: 8, styles: 4, styleAttrs: 4 };
// Cloudflare Pages reads at most 2,000 characters per line of _headers.
const cloudflareMaxLine = 2000;

const pages = exportedPages(outDir);
const islands = islandMarkup(root);
const style = pageStyler({ root, outDir, islands });
let waiting = 0;
const problems = [];
const inline = { scripts: new Map(), styles: new Map(), styleAttrs: new Map() }; // text -> pages
for (const { route, file } of pages) {
  const built = readFileSync(file, 'utf8');
  const styled = style(route, built);
  problems.push(...styled.problems);
  // A page whose islands all wait for the visitor (scripts/island-markup.mjs) loads the framework
  // only when the visitor asks for what they add; any other island loads it after the first paint.
  const waits = Boolean(styled.islands?.length) && styled.islands.every((name) => islands.waits.has(name));
  if (waits) waiting += 1;
  const deferral = deferFrameworkScripts(styled.html, { waits });
  problems.push(...deferral.problems.map((problem) => `${route}: ${problem}`));
  const { html, payload } = deferral;
  if (html !== built) writeFileSync(file, html);
  if (payload) {
    const path = exportFile(outDir, payload.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, payload.text);
  }
  const audit = auditPage(html);
  problems.push(...audit.problems.map((problem) => `${route}: ${problem}`));
  for (const kind of Object.keys(inline))
    for (const text of audit[kind]) inline[kind].set(text, inline[kind].get(text)?.concat(route) ?? [route]);
}

const loaderFile = exportFile(outDir, loaderPath);
mkdirSync(dirname(loaderFile), { recursive: true });
writeFileSync(loaderFile, loaderScript);

for (const [kind, limit] of Object.entries(inlineLimits)) {
  if (inline[kind].size <= limit) continue;
  const found = [...inline[kind]].map(
    ([text, routes]) => `${routes.length} page(s) from ${routes[0]}: ${text.slice(0, 60)}`,
  );
  problems.push(
    `${inline[kind].size} different inline ${kind} across the site, more than the ${limit} one policy allows: ` +
      `keep them the same on every page and move what differs into data (docs/security.md)\n    ${found.join('\n    ')}`,
  );
}

const hashes = (kind) => [...inline[kind].keys()].map(cspHash);
const csp = contentSecurityPolicy({
  scriptHashes: hashes('scripts'),
  styleHashes: hashes('styles'),
  styleAttrHashes: hashes('styleAttrs'),
  formsEndpoint,
  bookingOrigin: new URL(calendlyUrl).origin,
});
const rules = headerRules(csp);
// The editor at /admin/ gets its own rule and none of the site's policy (scripts/admin-headers.mjs).
const hostRules = separateAdmin(rules, exportFolders(outDir));
const headersFile = renderHeadersFile(hostRules);
for (const line of headersFile.split('\n')) {
  if (line.length > cloudflareMaxLine)
    problems.push(`_headers line over ${cloudflareMaxLine} characters: ${line.slice(0, 60)}`);
}

if (problems.length) {
  const shown = problems
    .slice(0, 20)
    .concat(problems.length > 20 ? [`… and ${problems.length - 20} more`] : []);
  console.error(`secure-export: refusing to publish this build:\n  ${shown.join('\n  ')}`);
  process.exit(1);
}

writeFileSync(join(outDir, '_headers'), headersFile);
writeFileSync(join(outDir, 'vercel.json'), renderVercelJson(hostRules));
mkdirSync(join(root, 'deploy'), { recursive: true });
writeFileSync(join(root, 'deploy', 'nginx-security-headers.conf'), renderNginx([...rules, adminRule]));
console.log(
  `secure-export: ${pages.length} pages styled, deferred and audited (${waiting} load the framework only on demand); one policy allows ` +
    `${inline.scripts.size} inline scripts and ${inline.styles.size} inline stylesheets; wrote out/_headers, out/vercel.json, deploy/nginx-security-headers.conf`,
);
