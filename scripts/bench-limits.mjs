#!/usr/bin/env node
// Reads a `npm run bench -- --compare` result and checks every route against the performance target
// (README, "Performance benchmark"): LCP at most 1.2× the reference's, performance at least the
// reference's minus 1, TBT at most the reference's plus 50 ms, CLS 0. Each route is read two ways:
// from Lighthouse's median run, as the benchmark's tables show it, and from each metric's own median
// over the runs. Then it measures what run-to-run noise alone does to that verdict: against the
// framework floor every reference run is the same page, so it draws two groups of runs from them
// again and again and checks the floor against itself, as if it were a route of this site.
// Usage: node scripts/bench-limits.mjs [bench-results/lighthouse.json]
import { readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Two ways to make one set of figures out of a route's runs (each run as the benchmark saves it). */
export const statistics = {
  'median run': (runs) =>
    computeMedianRun(
      runs.map((run) => ({
        run,
        audits: {
          'first-contentful-paint': { numericValue: run.FCP },
          interactive: { numericValue: run.TTI },
        },
      })),
    ).run,
  "each metric's median": (runs) =>
    Object.fromEntries(
      ['performance', 'LCP', 'TBT', 'CLS'].map((key) => [key, median(runs.map((r) => r[key]))]),
    ),
};

const limits = {
  LCP: (site, reference) => site.LCP <= 1.2 * reference.LCP,
  performance: (site, reference) => site.performance >= reference.performance - 1,
  TBT: (site, reference) => site.TBT <= reference.TBT + 50,
  CLS: (site) => site.CLS === 0,
};

/** The limits `site` misses against `reference`, by name; none when it meets them all. */
export function missedLimits(site, reference) {
  return Object.keys(limits).filter((name) => !limits[name](site, reference));
}

/** A repeatable stream of numbers in [0, 1), so the same results always give the same figures. */
export function seededRandom(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Checks the reference against itself: `sets` times, for each of `routes` routes, draws two groups
 * of `runs` different runs from `pool` and reads them with `statistic`. Returns, per limit, the share
 * of those pairs that missed it, how many routes of a set missed any limit on average, and the share
 * of sets in which every route met them all.
 */
export function selfComparison(pool, { runs, routes, sets, statistic, random = seededRandom() }) {
  if (pool.length < 2 * runs) throw new Error(`${pool.length} runs cannot make two groups of ${runs}`);
  const missed = Object.fromEntries(Object.keys(limits).map((name) => [name, 0]));
  let routesMissing = 0;
  let setsPassing = 0;
  for (let set = 0; set < sets; set += 1) {
    let passing = true;
    for (let route = 0; route < routes; route += 1) {
      const picked = new Set();
      while (picked.size < 2 * runs) picked.add(Math.floor(random() * pool.length));
      const group = [...picked].map((index) => pool[index]);
      const misses = missedLimits(statistic(group.slice(0, runs)), statistic(group.slice(runs)));
      for (const name of misses) missed[name] += 1;
      if (misses.length) {
        routesMissing += 1;
        passing = false;
      }
    }
    if (passing) setsPassing += 1;
  }
  const pairs = sets * routes;
  return {
    missedShare: Object.fromEntries(Object.entries(missed).map(([name, count]) => [name, count / pairs])),
    routesMissing: routesMissing / sets,
    allPassShare: setsPassing / sets,
  };
}

function main(file) {
  const { runs, protocol, lighthouse: routes } = JSON.parse(readFileSync(file, 'utf8'));
  if (!routes.every((route) => route.runs && route.reference?.runs))
    throw new Error(
      `${file} has no per-run figures for a reference: run \`npm run bench -- --compare <out>\``,
    );
  const percent = (share) => `${(100 * share).toFixed(1)}%`;
  console.log(`${file}: ${routes.length} routes, ${runs} runs each, ${protocol}\n`);
  for (const [name, statistic] of Object.entries(statistics)) {
    const verdicts = routes.map((route) => ({
      route: route.route,
      missed: missedLimits(statistic(route.runs), statistic(route.reference.runs)),
    }));
    const within = Object.keys(limits).map(
      (limit) => `${limit} ${verdicts.filter((v) => !v.missed.includes(limit)).length}`,
    );
    console.log(`This site against the reference, ${name}: routes within each limit: ${within.join(', ')}`);
    console.log(`  within all four: ${verdicts.filter((v) => !v.missed.length).length} of ${routes.length}`);
    for (const { route, missed } of verdicts.filter((v) => v.missed.length))
      console.log(`  ${route}: ${missed.join(', ')}`);
  }
  const pool = routes.flatMap((route) => route.reference.runs);
  const referencePages = new Set(routes.map((route) => route.reference.route));
  console.log(`\nThe reference against itself, from its ${pool.length} runs (resampled, 1,000 sets):`);
  if (referencePages.size > 1)
    console.log(
      `  (its runs come from ${referencePages.size} pages, not one: these figures mean something only if those pages are the same)`,
    );
  for (const groupSize of [...new Set([runs, 9, 15])].filter((n) => 2 * n <= pool.length))
    for (const [name, statistic] of Object.entries(statistics)) {
      const result = selfComparison(pool, { runs: groupSize, routes: routes.length, sets: 1000, statistic });
      const shares = Object.entries(result.missedShare).map(([limit, share]) => `${limit} ${percent(share)}`);
      console.log(
        `  ${groupSize} runs, ${name}: a route misses ${shares.join(', ')}; ` +
          `${result.routesMissing.toFixed(1)} of ${routes.length} routes miss one on average; ` +
          `all ${routes.length} within in ${percent(result.allPassShare)} of sets`,
      );
    }
}

// Run as a command, also through a symlinked scripts/ folder (import.meta.url is the real path).
if (import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href)
  main(process.argv[2] ?? 'bench-results/lighthouse.json');
