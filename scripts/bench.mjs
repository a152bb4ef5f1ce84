#!/usr/bin/env node
// Performance benchmark: serves the export (building it first when stale), runs Lighthouse (mobile
// preset, simulated throttling) on every exported page and prints each route's median run as
// Lighthouse itself picks it (computeMedianRun), then first-load JavaScript per route read from out/.
// Usage: npm run bench [-- --runs 3 --routes /,/essays/]. Writes bench-results/lighthouse.json.
// Exits non-zero only when the harness itself fails, never because a score is low.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { firstLoadReport, listExportedRoutes } from './export-stats.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3200' },
  },
});
const runs = Math.max(1, Number(args.runs));
const outDir = join(process.cwd(), 'out');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

/** Starts scripts/serve.mjs on `port` and resolves once it listens. */
function serve(dir, port) {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: dir,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk) => chunk.toString().includes('Serving out/') && resolve(server));
    server.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

/** The median of `runs` Lighthouse runs of one URL, and every audit that scored below 0.9 in any run. */
async function measure(url, chromePort) {
  const lhrs = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, { port: chromePort, logLevel: 'error', onlyCategories: categories });
    lhrs.push(result.lhr);
    process.stdout.write(`  ${url} run ${run}/${runs}${result.lhr.runtimeError ? ': failed' : ''}\n`);
  }
  const valid = filterToValidRuns(lhrs.filter((lhr) => !lhr.runtimeError));
  if (!valid.length) throw new Error(`${url}: no valid Lighthouse run`);
  const weak = valid.flatMap((lhr) =>
    Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    ),
  );
  return { median: computeMedianRun(valid), weakAudits: [...new Set(weak.map((a) => a.id))] };
}

function row(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    ...Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    LCP: ms(value('largest-contentful-paint')),
    FCP: ms(value('first-contentful-paint')),
    TBT: ms(value('total-blocking-time')),
    CLS: Number(value('cumulative-layout-shift').toFixed(3)),
    SI: ms(value('speed-index')),
    transfer: kb(value('total-byte-weight')),
  };
}

const server = await serve(process.cwd(), Number(args.port));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath || undefined,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const results = [];
try {
  for (const route of args.routes ? args.routes.split(',') : listExportedRoutes(outDir)) {
    results.push({ route, ...(await measure(`http://127.0.0.1:${args.port}${route}`, chrome.port)) });
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log(`\nLighthouse, ${runs} run(s) per route, mobile preset: the median run of each route\n`);
console.table(Object.fromEntries(results.map(({ route, median }) => [route, row(median)])));
for (const { route, weakAudits } of results.filter((r) => r.weakAudits.length))
  console.log(`  ${route} audits below 0.9: ${weakAudits.join(', ')}`);

const js = firstLoadReport(outDir);
console.log(
  `\nFirst-load JavaScript from out/ (gzip -9); shared by every route: ${kb(js.sharedGzipBytes)}\n`,
);
console.table(
  Object.fromEntries(
    js.perRoute.map((e) => [e.route, { files: e.files.length, raw: kb(e.rawBytes), gzip: kb(e.gzipBytes) }]),
  ),
);

mkdirSync('bench-results', { recursive: true });
const summary = results.map(({ route, median, weakAudits }) => ({ route, ...row(median), weakAudits }));
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify({ date: new Date().toISOString(), runs, lighthouse: summary, firstLoadJs: js }, null, 2),
);
console.log('\nFull results: bench-results/lighthouse.json');
process.exit(0);
