#!/usr/bin/env tsx
// Whether a page paints from its first round trip (docs/performance.md, "The first round trip"), the rest
// held back (`startHeldPageServer`); it judges the order of paints alone, never the milliseconds.
// Usage: npm run bench:first-paint [-- --dir bench-results/scale/out --runs 3 --hold 1500 --routes /]
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import {
  appTemplates,
  firstRoundTrip,
  firstRoundTripBytes,
  htmlFileFor,
  listExportedRoutes,
  templateOf,
} from '../export/figures';
import { chromiumArgs, chromiumPath } from '../__tests__/harness/chromium';
import { paintsOf, startHeldPageServer, type Cut, type Paints } from '../__tests__/harness/held-page-server';
import { startPreviewServer } from '../__tests__/harness/preview-server';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    runs: { type: 'string', default: '3' },
    hold: { type: 'string', default: '1500' },
    routes: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3280' },
  },
});
const root = process.cwd();
const outDir = resolve(root, args.dir);
const runs = Math.max(1, Number(args.runs));
const holdMs = Number(args.hold);
const phone = { width: 390, height: 844 };
const cuts: readonly Cut[] = ['round trip', 'before the marker', 'inside <head>'];

function heaviest(routes: string[], template: string) {
  const templates = appTemplates(join(root, 'app'));
  const size = (route: string) => statSync(htmlFileFor(outDir, route)).size;
  const of = routes.filter((route) => templateOf(route, templates) === template);
  return of.sort((a, b) => size(b) - size(a))[0];
}

async function navigate(browser: Browser, url: string): Promise<Paints> {
  const context = await browser.newContext({ viewport: phone });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    return await paintsOf(page);
  } finally {
    await context.close();
  }
}

/** Whether a navigation's paints came in the order its cut calls for. */
const inOrder = (cut: Cut, { fcp, lcp, arrived }: Paints) =>
  cut === 'round trip' ? fcp < arrived && lcp < arrived : fcp > arrived;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const spread = (values: number[]) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

async function main() {
  const exported = listExportedRoutes(outDir);
  const routes = args.routes?.split(',') ?? [
    heaviest(exported, '/essays/[slug]/'),
    heaviest(exported, '/research/[slug]/'),
    '/',
    '/essays/',
  ];
  const port = Number(args.port);
  const preview = await startPreviewServer(['--dir', outDir], port);
  const held = await startHeldPageServer({ upstream: preview.origin, port: port + 1, holdMs });
  const browser = await chromium.launch({ executablePath: chromiumPath || undefined, args: chromiumArgs });
  const rows: Record<string, string | number>[] = [];
  let wrong = 0;
  try {
    for (const route of routes) {
      const counted = firstRoundTrip(outDir, route);
      for (const cut of cuts) {
        held.cut = cut;
        const seen: Paints[] = [];
        for (let run = 0; run < runs; run++) seen.push(await navigate(browser, `${held.origin}${route}`));
        const sent = held.sent.get(route)!;
        const ordered = seen.filter((one) => inOrder(cut, one)).length;
        if (ordered < runs) wrong += 1;
        rows.push({
          page: route,
          cut,
          'bytes at once': sent.firstBytes,
          'bytes held': sent.heldBytes,
          'first screen, counted': cut === 'round trip' ? counted.bytes : '',
          'FCP ms': spread(seen.map(({ fcp }) => fcp)),
          'LCP ms': spread(seen.map(({ lcp }) => lcp)),
          'held bytes in, ms': spread(seen.map(({ arrived }) => arrived)),
          order: `${ordered === runs ? 'as it must be' : 'WRONG'} (${ordered} of ${runs}: ${cut === 'round trip' ? 'paints before' : 'waits for'} the held bytes)`,
        });
      }
    }
  } finally {
    await browser.close();
    await held.close();
    preview.child.kill();
  }
  console.log(
    `\nFirst paint with every byte past the first ${firstRoundTripBytes.toLocaleString('en-US')} of a page held ${holdMs} ms, at ${phone.width} × ${phone.height}, ${runs} runs each: median (range), ms after the navigation started; ${outDir}`,
  );
  console.table(rows);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'first-paint.json'),
    `${JSON.stringify({ outDir, holdMs, runs, rows }, null, 2)}\n`,
  );
  if (wrong) {
    console.error(`${wrong} of ${rows.length} rows painted out of order`);
    process.exitCode = 1;
  }
}

main();
