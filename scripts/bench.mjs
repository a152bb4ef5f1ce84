#!/usr/bin/env node
// Performance benchmark: serves the export (building it first when stale), runs Lighthouse (mobile
// preset, simulated throttling) on every exported page and prints each route's median run as
// Lighthouse itself picks it (computeMedianRun), then first-load JavaScript per route read from out/.
// Usage: npm run bench [-- --runs 3 --routes /,/essays/ --compare path/to/other/out --https].
// With --compare, each route is measured alternately against a reference export (the same route
// when it has it, else its home page), so machine load hits both alike. Both are served over plain
// HTTP/1.1, or with --https over HTTPS and HTTP/2, as the hosts serve the site, from a certificate
// made for the run (README, "Performance benchmark"). Writes bench-results/lighthouse.json, with every
// run's figures for `npm run bench:limits`.
// Exits non-zero only when the harness itself fails, never because a score is low.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { firstLoadReport, htmlFileFor, listExportedRoutes } from './export-stats.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    compare: { type: 'string' },
    https: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3200' },
  },
});
const runs = Math.max(1, Number(args.runs));
const outDir = join(process.cwd(), 'out');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
/** An audit's measured value in one Lighthouse result, and a category's score out of 100. */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** Starts scripts/serve.mjs on `port` (with `args`) and resolves once it listens. */
function serve(port, args = []) {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ['scripts/serve.mjs', ...args], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk) => chunk.toString().includes('Serving ') && resolve(server));
    server.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

/** One Lighthouse run of `url`, or null when Lighthouse lost the trace (such a run is not counted). */
async function run(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, logLevel: 'error', onlyCategories: categories });
  process.stdout.write(
    `  ${url}${lhr.runtimeError ? `: failed (${lhr.runtimeError.code}), not counted` : ''}\n`,
  );
  return lhr.runtimeError ? null : lhr;
}

/** The figures the comparison reads, from one run. */
function figures(lhr) {
  const value = (id) => Math.round(numeric(lhr, id));
  return {
    performance: score(lhr, 'performance'),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    TTI: value('interactive'),
    CLS: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
  };
}

/**
 * Lighthouse's median run of the runs, every run's figures (so any other statistic can be read from
 * the saved results), and every audit that scored below 0.9 in any run.
 */
function summarise(url, lhrs) {
  const valid = filterToValidRuns(lhrs.filter(Boolean));
  if (!valid.length) throw new Error(`${url}: no valid Lighthouse run`);
  const weak = valid.flatMap((lhr) =>
    Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    ),
  );
  return {
    median: computeMedianRun(valid),
    runs: valid.map(figures),
    weakAudits: [...new Set(weak.map((a) => a.id))],
  };
}

function row(lhr) {
  const value = (id) => numeric(lhr, id);
  return {
    ...Object.fromEntries(categories.map((id) => [id, score(lhr, id)])),
    LCP: ms(value('largest-contentful-paint')),
    FCP: ms(value('first-contentful-paint')),
    TBT: ms(value('total-blocking-time')),
    CLS: Number(value('cumulative-layout-shift').toFixed(3)),
    SI: ms(value('speed-index')),
    transfer: kb(value('total-byte-weight')),
  };
}

const port = Number(args.port);
const protocol = args.https ? 'HTTPS, HTTP/2' : 'HTTP/1.1';
const tls = args.https ? ['--https'] : [];
const origin = (p) => `${args.https ? 'https' : 'http'}://127.0.0.1:${p}`;
const servers = [await serve(port, tls)];
if (args.compare) servers.push(await serve(port + 1, ['--dir', args.compare, ...tls]));
const referenceRoute = (route) => (existsSync(htmlFileFor(args.compare, route)) ? route : '/');
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath || undefined,
  // The certificate is made for the run, so no browser trusts it.
  chromeFlags: ['--headless=new', ...chromiumArgs, ...(args.https ? ['--ignore-certificate-errors'] : [])],
});
const results = [];
try {
  for (const route of args.routes ? args.routes.split(',') : listExportedRoutes(outDir)) {
    const ours = [];
    const theirs = [];
    for (let i = 0; i < runs; i += 1) {
      ours.push(await run(`${origin(port)}${route}`, chrome.port));
      if (args.compare) theirs.push(await run(`${origin(port + 1)}${referenceRoute(route)}`, chrome.port));
    }
    const result = { route, ...summarise(route, ours) };
    if (args.compare) result.reference = { route: referenceRoute(route), ...summarise(route, theirs) };
    results.push(result);
  }
} finally {
  await chrome.kill();
  servers.forEach((server) => server.kill());
}

console.log(
  `\nLighthouse, ${runs} run(s) per route over ${protocol}, mobile preset: the median run of each route\n`,
);
console.table(Object.fromEntries(results.map(({ route, median }) => [route, row(median)])));
for (const { route, weakAudits } of results.filter((r) => r.weakAudits.length))
  console.log(`  ${route} audits below 0.9: ${weakAudits.join(', ')}`);

if (args.compare) {
  console.log(`\nAgainst ${args.compare}, measured alternately: this site / reference (difference)\n`);
  console.table(
    Object.fromEntries(
      results.map(({ route, median, reference: { route: other, median: ref } }) => {
        const lcp = [numeric(median, 'largest-contentful-paint'), numeric(ref, 'largest-contentful-paint')];
        const perf = [score(median, 'performance'), score(ref, 'performance')];
        const tbt = [numeric(median, 'total-blocking-time'), numeric(ref, 'total-blocking-time')];
        return [
          route,
          {
            reference: other,
            perf: `${perf[0]} / ${perf[1]} (${perf[0] - perf[1]})`,
            LCP: `${ms(lcp[0])} / ${ms(lcp[1])} (×${(lcp[0] / lcp[1]).toFixed(2)})`,
            TBT: `${ms(tbt[0])} / ${ms(tbt[1])} (${ms(tbt[0] - tbt[1])})`,
            CLS: `${numeric(median, 'cumulative-layout-shift').toFixed(3)} / ${numeric(ref, 'cumulative-layout-shift').toFixed(3)}`,
          },
        ];
      }),
    ),
  );
}

const js = firstLoadReport(outDir);
console.log(
  `\nFirst-load JavaScript and HTML from out/ (gzip -9); JavaScript shared by every route: ${kb(js.sharedGzipBytes)}\n`,
);
console.table(
  Object.fromEntries(
    js.perRoute.map((e) => [
      e.route,
      {
        files: e.files.length,
        'JS raw': kb(e.rawBytes),
        'JS gzip': kb(e.gzipBytes),
        'HTML raw': kb(e.html.rawBytes),
        'HTML gzip': kb(e.html.gzipBytes),
      },
    ]),
  ),
);

mkdirSync('bench-results', { recursive: true });
const summary = results.map(({ route, median, runs: each, weakAudits, reference }) => ({
  route,
  ...row(median),
  weakAudits,
  runs: each,
  ...(reference
    ? { reference: { route: reference.route, ...row(reference.median), runs: reference.runs } }
    : {}),
}));
writeFileSync(
  'bench-results/lighthouse.json',
  JSON.stringify(
    { date: new Date().toISOString(), runs, protocol, lighthouse: summary, firstLoadJs: js },
    null,
    2,
  ),
);
console.log('\nFull results: bench-results/lighthouse.json');
process.exit(0);
