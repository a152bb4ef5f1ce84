#!/usr/bin/env node
// Performance benchmark: serves the export (building it first when stale), runs Lighthouse on every
// exported page and prints the medians, then first-load JavaScript per route read from out/.
// Usage: npm run bench [-- --runs 3 --routes /,/essays/]. Writes bench-results/lighthouse.json.
// Exits non-zero only when the harness itself fails, never because a score is low.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
const port = Number(args.port);
const root = resolve(process.cwd());
const outDir = join(root, 'out');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function startServer() {
  return new Promise((resolvePromise, reject) => {
    const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('Serving out/')) resolvePromise(server);
    });
    server.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? NaN;
  return {
    ...Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    jsBytes: bytesOf('script'),
    totalBytes: bytesOf('total'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    lcpPhases: Object.fromEntries(
      (lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((item) => [
        item.phase,
        Math.round(item.timing),
      ]),
    ),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id),
  };
}

// Lighthouse now and then loses a trace (NO_NAVSTART and the like): such a run is repeated, not counted.
async function auditWithRetries(route, chromePort, attempts = 3) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (result?.lhr && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr?.runtimeError?.message ?? 'no result';
    process.stdout.write(`  ${route}: run failed (${lastError}), retrying\n`);
  }
  throw new Error(`${route}: Lighthouse failed ${attempts} times: ${lastError}`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const server = await startServer();
  const routes = args.routes ? args.routes.split(',') : listExportedRoutes(outDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath || undefined,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results = [];
  try {
    for (const route of routes) {
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        samples.push(summarise(await auditWithRetries(route, chrome.port)));
        process.stdout.write(`  ${route} run ${run}/${runs}\n`);
      }
      const metrics = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
      results.push({
        route,
        median: Object.fromEntries(metrics.map((key) => [key, median(samples.map((s) => s[key]))])),
        failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
        samples,
      });
    }
  } finally {
    await chrome.kill();
    server.kill();
  }

  const jsReport = firstLoadReport(outDir);
  console.log(`\nLighthouse ${runs} run(s) per route, mobile preset, simulated throttling: medians\n`);
  console.table(
    Object.fromEntries(
      results.map(({ route, median: m }) => [
        route,
        {
          perf: m.performance,
          a11y: m.accessibility,
          bp: m['best-practices'],
          seo: m.seo,
          LCP: ms(m.lcpMs),
          FCP: ms(m.fcpMs),
          TBT: ms(m.tbtMs),
          CLS: Number(m.cls.toFixed(3)),
          SI: ms(m.speedIndexMs),
          JS: kb(m.jsBytes),
          total: kb(m.totalBytes),
        },
      ]),
    ),
  );
  const weak = results.filter((r) => r.failedAudits.length);
  for (const r of weak) console.log(`  ${r.route} audits below 0.9: ${r.failedAudits.join(', ')}`);

  console.log(
    `\nFirst-load JavaScript read from out/ (gzip -9), shared by every route: ${kb(jsReport.sharedGzipBytes)}\n`,
  );
  console.table(
    Object.fromEntries(
      jsReport.perRoute.map((entry) => [
        entry.route,
        {
          files: entry.files.length,
          raw: kb(entry.rawBytes),
          gzip: kb(entry.gzipBytes),
          beyondShared: kb(entry.gzipBytes - jsReport.sharedGzipBytes),
        },
      ]),
    ),
  );

  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const file = join(root, 'bench-results', 'lighthouse.json');
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), runs, lighthouse: results, firstLoadJs: jsReport },
      null,
      2,
    ),
  );
  console.log(`\nFull results: ${file}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
