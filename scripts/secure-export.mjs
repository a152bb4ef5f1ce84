#!/usr/bin/env node
// Post-build step: moves the framework's scripts and the RSC payload after the first paint
// (scripts/defer-hydration.mjs), then audits every HTML page in out/ (only Next's own inline
// scripts, no inline event handlers, scripts only from the build), hashes the inline scripts, and
// writes the security headers for every host from scripts/security-headers.mjs: out/_headers,
// out/vercel.json and deploy/nginx-security-headers.conf. Fails the build on anything it cannot
// whitelist safely.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import nextEnv from '@next/env';
import { deferFrameworkScripts } from './defer-hydration.mjs';
import { exportFile } from './export-stats.mjs';
import { auditPage } from './inline-scripts.mjs';
import {
  contentSecurityPolicy,
  headerRules,
  renderHeadersFile,
  renderNginx,
  renderVercelJson,
} from './security-headers.mjs';
import { requireTs } from './typescript.mjs';

const root = process.cwd();
const outDir = join(root, 'out');
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const { formsEndpoint, calendlyUrl } = requireTs('../lib/site-config.ts').siteConfig;

// Cloudflare Pages reads at most 100 rules and 2,000 characters per line of _headers.
const cloudflareMaxRules = 100;
const cloudflareMaxLine = 2000;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '_next' ? [] : htmlFiles(path);
    return entry.endsWith('.html') ? [path] : [];
  });
}

function routeOf(file) {
  const rel = relative(outDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel}`;
}

const problems = [];
const pages = [];
for (const file of htmlFiles(outDir).sort()) {
  const route = routeOf(file);
  const built = readFileSync(file, 'utf8');
  const { html, payload } = deferFrameworkScripts(built);
  if (html !== built) writeFileSync(file, html);
  if (payload) {
    const path = exportFile(outDir, payload.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, payload.text);
  }
  const audit = auditPage(html);
  problems.push(...audit.problems.map((problem) => `${route}: ${problem}`));
  pages.push({
    route,
    csp: contentSecurityPolicy({
      scriptHashes: audit.scriptHashes,
      styleHashes: audit.styleHashes,
      styleAttrHashes: audit.styleAttrHashes,
      formsEndpoint,
      bookingOrigin: new URL(calendlyUrl).origin,
    }),
  });
}

// /404/ and /_not-found/ are copies of 404.html that nothing links to.
const copiesOf404 = new Set(['/404/', '/_not-found/']);
const rules = headerRules(pages.filter((page) => !copiesOf404.has(page.route)));
const headersFile = renderHeadersFile(rules);
if (rules.length > cloudflareMaxRules)
  problems.push(`_headers has ${rules.length} rules; Cloudflare reads ${cloudflareMaxRules}`);
for (const line of headersFile.split('\n')) {
  if (line.length > cloudflareMaxLine)
    problems.push(`_headers line over ${cloudflareMaxLine} characters: ${line.slice(0, 60)}`);
}

if (problems.length) {
  console.error(`secure-export: refusing to publish this build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

writeFileSync(join(outDir, '_headers'), headersFile);
writeFileSync(join(outDir, 'vercel.json'), renderVercelJson(rules));
mkdirSync(join(root, 'deploy'), { recursive: true });
writeFileSync(join(root, 'deploy', 'nginx-security-headers.conf'), renderNginx(rules));
console.log(
  `secure-export: ${pages.length} pages hashed; wrote out/_headers, out/vercel.json, deploy/nginx-security-headers.conf`,
);
