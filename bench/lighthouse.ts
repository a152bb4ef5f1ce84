#!/usr/bin/env tsx
// Lighthouse benchmark (docs/performance.md), against a --compare export if given. Bundled by esbuild for
// plain node: tsx's `__name` helper is missing in Lighthouse's in-page functions, sent to the page as text.
// Usage: npm run bench [-- --runs 3 --routes /,/essays/ --compare path/to/out --peer-routes /,/blog/ --https]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { defaultSettings as defaultConfigSettings } from 'lighthouse/core/config/constants.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { firstLoadReport, htmlFileFor, listExportedRoutes } from '../export/figures';
import { exportFile } from '../export/pages';
import { chromiumArgs, chromiumPath } from '../__tests__/harness/chromium';
import { startPreviewServer } from '../__tests__/harness/preview-server';

type Figures = Record<string, number>;

interface Summary {
  median: Figures;
  runs: Figures[];
  weak: string[];
}

/** One Lighthouse run as the log keeps it: its page, the CPU load it started under, why it was flagged. */
interface Run {
  url: string;
  load: number;
  benchmarkIndex?: number;
  flag?: string | null;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    compare: { type: 'string' },
    'peer-routes': { type: 'string' },
    https: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3200' },
  },
});
const runs = Math.max(1, Number(args.runs));
const outDir = join(process.cwd(), 'out');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const routeList = (value: string) =>
  value
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
function usageError(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(1);
}
/** Whether the export in `dir` has a page at `route` (`/blog/`, or a file such as `/about.html`). */
const hasPage = (dir: string, route: string) =>
  existsSync(htmlFileFor(dir, route)) || (route.endsWith('.html') && existsSync(exportFile(dir, route)));

// --peer-routes is checked before anything is served; it pairs with --routes by position.
const peerRoutes = args['peer-routes'] ? routeList(args['peer-routes']) : null;
if (peerRoutes) {
  if (!args.compare) usageError('--peer-routes names pages of the --compare export: give --compare too.');
  if (!args.routes) usageError('--peer-routes pairs with --routes by position: give --routes too.');
  const count = routeList(args.routes).length;
  const counts = `--routes has ${count} route(s) and --peer-routes ${peerRoutes.length}`;
  if (peerRoutes.length !== count) usageError(`${counts}: give one peer route per route, in the same order.`);
  const missing = peerRoutes.find((route) => !hasPage(args.compare ?? '', route));
  if (missing) usageError(`--peer-routes: ${args.compare} has no page at ${missing}`);
}
/** The reference page for the `index`th route: its peer route, else the same route, else home. */
function referenceRoute(compare: string, route: string, index: number) {
  if (peerRoutes) return peerRoutes[index];
  return hasPage(compare, route) ? route : '/';
}

function networkRequests(lhr: Result): NetworkRequest[] | undefined {
  const details = lhr.audits['network-requests']?.details;
  return details?.type === 'table' ? (details.items as NetworkRequest[]) : undefined;
}

function documentBytes(lhr: Result) {
  const requests = networkRequests(lhr) ?? [];
  return requests.find((request) => request.resourceType === 'Document')?.transferSize ?? NaN;
}

/** Inline scripts count as document. */
function scriptBytes(lhr: Result) {
  const requests = networkRequests(lhr);
  if (!requests) return NaN;
  return requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

function figures(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    document: documentBytes(lhr),
    script: scriptBytes(lhr),
    ...Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    LCP: Math.round(value('largest-contentful-paint')),
    FCP: Math.round(value('first-contentful-paint')),
    TBT: Math.round(value('total-blocking-time')),
    TTI: Math.round(value('interactive')),
    CLS: Number(value('cumulative-layout-shift').toFixed(3)),
    SI: Math.round(value('speed-index')),
    transfer: Math.round(value('total-byte-weight')),
  };
}

async function cpuBusy(ms = 1000) {
  const total = (list: ReturnType<typeof cpus>) =>
    list.reduce(
      (sum, { times }) => ({
        all: sum.all + Object.values(times).reduce((a, b) => a + b, 0),
        idle: sum.idle + times.idle,
      }),
      { all: 0, idle: 0 },
    );
  const before = total(cpus());
  await sleep(ms);
  const after = total(cpus());
  return 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

// Lighthouse's simulated throttling multiplies the main-thread work it observes, so a run that starts while
// something else holds the CPU reads as blocking time no phone has: each run waits for a quiet CPU, and is
// run again when it started busy or its benchmarkIndex is far below the best.
const quiet = { busy: 0.5, waitMs: 60_000, slower: 0.8, tries: 3 };
async function quietCpu() {
  const deadline = Date.now() + quiet.waitMs;
  let busy = await cpuBusy();
  while (busy > quiet.busy && Date.now() < deadline) busy = await cpuBusy();
  return busy;
}

// Every run is a first visit. Lighthouse clears the HTTP cache but, by default, not localStorage,
// where the site notes that the web font is cached (`webFontStorageKey`): a run that inherits the note
// from the run before applies the font, which its cleared cache then fetches before the first paint.
// No visitor is in that state but one whose cache dropped the font and kept the note.
const config: Config = {
  extends: 'lighthouse:default',
  settings: { clearStorageTypes: [...defaultConfigSettings.clearStorageTypes, 'local_storage'] },
};

/** Every run of the invocation: its page, the load it started under, its benchmarkIndex, and why it was flagged. */
const runLog: Run[] = [];
const bestIndex = () => Math.max(0, ...runLog.map((run) => run.benchmarkIndex ?? 0));
const flagOf = (run: Run, best: number) =>
  run.load > quiet.busy
    ? 'started busy'
    : (run.benchmarkIndex ?? 0) < quiet.slower * best
      ? 'slow benchmarkIndex'
      : null;

/** A run whose trace Lighthouse lost is reported and not counted. */
async function measure(url: string, chromePort: number): Promise<Result | null> {
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= quiet.tries; attempt += 1) {
    const load = await quietCpu();
    lhr = (await lighthouse(url, { port: chromePort, logLevel: 'error', onlyCategories: categories }, config))
      ?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    const run: Run = { url, load: Number(load.toFixed(2)), benchmarkIndex: lhr.environment?.benchmarkIndex };
    run.flag = flagOf(run, bestIndex());
    runLog.push(run);
    const note = lhr.runtimeError
      ? `: failed (${lhr.runtimeError.code}), not counted`
      : run.flag
        ? `: ${run.flag}`
        : '';
    console.log(`  ${url} (load ${run.load}, benchmarkIndex ${Math.round(run.benchmarkIndex ?? 0)})${note}`);
    if (!run.flag || lhr.runtimeError) break;
  }
  return !lhr || lhr.runtimeError ? null : lhr;
}

function summarise(route: string, lhrs: (Result | null)[]): Summary {
  const valid: Result[] = filterToValidRuns(lhrs.filter((lhr): lhr is Result => lhr !== null));
  if (!valid.length) throw new Error(`${route}: no valid Lighthouse run`);
  const weak = valid.flatMap((lhr) =>
    Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
    ),
  );
  return {
    median: figures(computeMedianRun(valid)),
    runs: valid.map(figures),
    weak: [...new Set(weak.map((a) => a.id))],
  };
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
};
/** The target against the reference (docs/performance.md), read from each metric's median over the runs. */
const limits: Record<string, (site: Figures, ref: Figures) => boolean> = {
  LCP: (site, ref) => site.LCP <= 1.2 * ref.LCP,
  performance: (site, ref) => site.performance >= ref.performance - 1,
  TBT: (site, ref) => site.TBT <= ref.TBT + 50,
  CLS: (site) => site.CLS === 0,
};
function missedLimits(siteRuns: Figures[], refRuns: Figures[]) {
  const medians = (list: Figures[]): Figures =>
    Object.fromEntries(Object.keys(limits).map((key) => [key, middle(list.map((r) => r[key]))]));
  const [site, ref] = [medians(siteRuns), medians(refRuns)];
  return Object.keys(limits).filter((name) => !limits[name](site, ref));
}

async function main() {
  const port = Number(args.port);
  const tls = args.https ? ['--https'] : [];
  const origin = (p: number) => `${args.https ? 'https' : 'http'}://127.0.0.1:${p}`;
  const servers = [await startPreviewServer(tls, port)];
  if (args.compare) servers.push(await startPreviewServer(['--dir', args.compare, ...tls], port + 1));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath || undefined,
    // The certificate is made for the run, so no browser trusts it.
    chromeFlags: ['--headless=new', ...chromiumArgs, ...(args.https ? ['--ignore-certificate-errors'] : [])],
  });
  const results: (Summary & { route: string; reference?: Summary & { route: string } })[] = [];
  try {
    // Listed only now: serving builds out/ first when it is stale.
    const routes = args.routes ? routeList(args.routes) : listExportedRoutes(outDir);
    for (const [index, route] of routes.entries()) {
      const peer = args.compare ? referenceRoute(args.compare, route, index) : route;
      // Alternately, so machine load hits both alike.
      const [ours, theirs]: (Result | null)[][] = [[], []];
      for (let i = 0; i < runs; i += 1) {
        ours.push(await measure(`${origin(port)}${route}`, chrome.port));
        if (args.compare) theirs.push(await measure(`${origin(port + 1)}${peer}`, chrome.port));
      }
      const result: (typeof results)[number] = { route, ...summarise(route, ours) };
      if (args.compare) result.reference = { route: peer, ...summarise(`${peer} (reference)`, theirs) };
      results.push(result);
    }
  } finally {
    await chrome.kill();
    servers.forEach((server) => server.child.kill());
  }

  // A run is judged again against the best benchmarkIndex of the whole invocation, known only now.
  const best = bestIndex();
  for (const run of runLog) run.flag = flagOf(run, best);
  const flagged = runLog.filter((run) => run.flag);
  const protocol = args.https ? 'HTTPS, HTTP/2' : 'HTTP/1.1';
  const shown = (row: Figures) => ({
    ...Object.fromEntries(categories.map((id) => [id, row[id]])),
    ...{ LCP: ms(row.LCP), FCP: ms(row.FCP), TBT: ms(row.TBT), CLS: row.CLS, SI: ms(row.SI) },
    transfer: kb(row.transfer),
    document: `${row.document} B${row.document > 14_600 ? ' (over the first round trip)' : ''}`,
    script: kb(row.script),
  });
  console.log(
    `\nLighthouse, ${runs} run(s) per route over ${protocol}, mobile preset: each route's median run\n`,
  );
  console.table(Object.fromEntries(results.map(({ route, median }) => [route, shown(median)])));
  const indexes = runLog.map((run) => run.benchmarkIndex ?? 0).sort((a, b) => a - b);
  console.log(
    `  ${runLog.length} runs, benchmarkIndex ${Math.round(indexes[0])}–${Math.round(best)}; ` +
      `${runLog.filter((run) => run.flag === 'started busy').length} started on a busy CPU and ` +
      `${runLog.filter((run) => run.flag === 'slow benchmarkIndex').length} ran below ${quiet.slower} × the best benchmarkIndex` +
      `${flagged.length ? ' (each run again, at most twice; bench-results/lighthouse.json lists them)' : ''}`,
  );
  for (const { route, weak } of results.filter((r) => r.weak.length))
    console.log(`  ${route} audits below 0.9: ${weak.join(', ')}`);

  if (args.compare) {
    console.log(
      `\nAgainst ${args.compare}, median runs: this site / reference; target from each metric's median\n`,
    );
    const verdicts = results.map(
      ({ route, median: site, runs: siteRuns, reference: ref }): [string, Record<string, string>] => {
        if (!ref) throw new Error(`${route} has no reference run`);
        const missed = missedLimits(siteRuns, ref.runs);
        return [
          route,
          {
            reference: ref.route,
            perf: `${site.performance} / ${ref.median.performance}`,
            LCP: `${ms(site.LCP)} / ${ms(ref.median.LCP)} (×${(site.LCP / ref.median.LCP).toFixed(2)})`,
            TBT: `${ms(site.TBT)} / ${ms(ref.median.TBT)} (${ms(site.TBT - ref.median.TBT)})`,
            CLS: `${site.CLS} / ${ref.median.CLS}`,
            document: `${site.document} B / ${ref.median.document} B`,
            script: `${kb(site.script)} / ${kb(ref.median.script)}`,
            target: missed.length ? `missed: ${missed.join(', ')}` : 'within',
          },
        ];
      },
    );
    console.table(Object.fromEntries(verdicts));
    const within = verdicts.filter(([, row]) => row.target === 'within').length;
    console.log(`  ${within} of ${verdicts.length} routes within all four limits`);
    const quartiles = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [0.25, 0.5, 0.75].map((q) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]),
      );
    };
    for (const metric of ['LCP', 'TBT']) {
      const site = quartiles(results.flatMap((r) => r.runs.map((run) => run[metric])));
      const ref = quartiles(results.flatMap((r) => r.reference?.runs.map((run) => run[metric]) ?? []));
      console.log(`  ${metric} quartiles over every run: ${site.join(', ')} ms / ${ref.join(', ')} ms`);
    }
  }

  const js = firstLoadReport(outDir);
  console.log(
    `\nFirst-load JavaScript and HTML from out/ (gzip -9); shared by every route: ${kb(js.sharedGzipBytes)}\n`,
  );
  console.table(
    Object.fromEntries(
      js.perRoute.map(({ route, files, rawBytes, gzipBytes, html }) => [
        route,
        {
          files: files.length,
          'JS raw': kb(rawBytes),
          'JS gzip': kb(gzipBytes),
          'HTML raw': kb(html.rawBytes),
          'HTML gzip': kb(html.gzipBytes),
        },
      ]),
    ),
  );

  mkdirSync('bench-results', { recursive: true });
  const saved = {
    date: new Date().toISOString(),
    runs,
    protocol,
    runLog,
    lighthouse: results,
    firstLoadJs: js,
  };
  writeFileSync('bench-results/lighthouse.json', JSON.stringify(saved, null, 2));
  console.log('\nEvery run: bench-results/lighthouse.json');
  process.exit(0);
}

main();
