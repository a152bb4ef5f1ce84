#!/usr/bin/env node
// Post-build step (docs/security.md): on every HTML page of the export, first moves the framework's
// scripts after the first paint (scripts/defer-hydration.mjs), then audits the page (no inline
// script in content, no inline handler, scripts only from the build) and hashes its inline scripts
// and styles. Writes the headers for every host from scripts/security-headers.mjs: out/_headers,
// out/vercel.json and deploy/nginx-security-headers.conf. Anything it cannot defer or allow safely
// stops the build, naming the page. Usage: node scripts/secure-export.mjs [--out other/out]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { deferFrameworkScripts } from './defer-hydration.mjs';
import { exportFile, exportedPages } from './export-stats.mjs';
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
const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
const outDir = resolve(root, args.out);
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const { formsEndpoint, calendlyUrl } = requireTs('../lib/site-config.ts').siteConfig;

// Cloudflare Pages reads at most 100 rules and 2,000 characters per line of _headers.
const cloudflareMaxRules = 100;
const cloudflareMaxLine = 2000;
// /404/ and /_not-found/ are copies of 404.html that nothing links to.
const copiesOf404 = new Set(['/404/', '/_not-found/']);

const problems = [];
const pages = [];
for (const { route, file } of exportedPages(outDir)) {
  const built = readFileSync(file, 'utf8');
  const deferral = deferFrameworkScripts(built);
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
  if (copiesOf404.has(route)) continue;
  pages.push({
    route,
    csp: contentSecurityPolicy({ ...audit, formsEndpoint, bookingOrigin: new URL(calendlyUrl).origin }),
  });
}

const rules = headerRules(pages);
const headersFile = renderHeadersFile(rules);
if (rules.length > cloudflareMaxRules)
  problems.push(`_headers has ${rules.length} rules; Cloudflare reads ${cloudflareMaxRules}`);
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
writeFileSync(join(outDir, 'vercel.json'), renderVercelJson(rules));
mkdirSync(join(root, 'deploy'), { recursive: true });
writeFileSync(join(root, 'deploy', 'nginx-security-headers.conf'), renderNginx(rules));
console.log(
  `secure-export: ${pages.length} pages deferred and hashed; wrote out/_headers, out/vercel.json, deploy/nginx-security-headers.conf`,
);
