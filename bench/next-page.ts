#!/usr/bin/env tsx
// The next page (docs/performance.md, "The next page"): from tapping a link to its first contentful paint,
// with the speculation rules and without; puppeteer-core, as Playwright's attachment stops prerendering.
// Usage: npm run bench:next-page [-- --runs 5 --dwell 1000]   (after npm run build)
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { afterPaintAttribute } from '../lib/page/browser-scripts';
import { paintedPage, puppeteerLaunch } from '../__tests__/harness/chromium';
import { startPreviewServer, type PreviewServer } from '../__tests__/harness/preview-server';
import { median, phone, stopServers, throttle } from './phone';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dwell: { type: 'string', default: '1000' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3260' },
  },
});
const runs = Math.max(1, Number(args.runs));
const dwell = Math.max(0, Number(args.dwell));
const root = process.cwd();
const outDir = join(root, 'out');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error('bench:next-page: no out/ to serve. Run `npm run build` first.');
  process.exit(1);
}

/** The site as it was: the loader's prefetch on intent still runs. */
function exportWithoutRules() {
  const dir = join(root, 'bench-results', 'next-page', 'without-rules');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(outDir).filter((name) => name !== '_headers'))
    symlinkSync(join(outDir, entry), join(dir, entry));
  const rules = readFileSync(join(outDir, '_headers'), 'utf8');
  writeFileSync(join(dir, '_headers'), rules.replace(/^\s+Speculation-Rules:.*\n/gm, ''));
  return dir;
}

/** Where each pair's link is found: the first link in <main> to a page of the kind it names. */
const pairs: { name: string; from: string | null; to: RegExp }[] = [
  { name: 'list to essay', from: '/essays/', to: /^\/essays\/(?!category\/|page\/)[^/]+\/$/ },
  { name: 'essay to essay', from: null, to: /^\/essays\/(?!category\/|page\/)[^/]+\/$/ },
  { name: 'list to brief', from: '/research/', to: /^\/research\/(?!tag\/|page\/)[^/]+\/$/ },
];

/** The first link of <main> whose path matches `pattern` (as a string: puppeteer sends functions). */
async function linkTo(page: Page, pattern: RegExp): Promise<ElementHandle<HTMLAnchorElement> | null> {
  const link = await page.evaluateHandle(
    (source) =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find(
        (link) => new RegExp(source).test(link.pathname) && link.pathname !== location.pathname,
      ),
    pattern.source,
  );
  return link.asElement() as ElementHandle<HTMLAnchorElement> | null;
}

interface Tap {
  ms: number;
  came: string;
  path: string;
}

async function tap(origin: string, from: string, pattern: RegExp): Promise<Tap> {
  const browser = await puppeteer.launch(puppeteerLaunch);
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: phone.width, height: phone.height });
    await page.emulateCPUThrottling(phone.cpuSlowdown);
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    await page.waitForSelector(`html[${afterPaintAttribute}]`);
    // The tap's time, kept where the next page of the same origin can read it.
    await page.evaluate(() =>
      addEventListener(
        'pointerdown',
        (event) => localStorage.setItem('bench-tap', String(performance.timeOrigin + event.timeStamp)),
        { capture: true },
      ),
    );
    const link = await linkTo(page, pattern);
    if (!link) throw new Error(`no link on ${from} matches ${pattern}`);
    const path = await link.evaluate((a) => a.pathname);
    await link.hover();
    await sleep(dwell);
    await link.click();
    const shown = await paintedPage(browser, path);
    const seen = JSON.parse(
      await shown.evaluate(() => {
        // What Chrome adds to the navigation's timing: when a prerendered page was shown, how it came.
        const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
          activationStart?: number;
          deliveryType?: string;
        })[];
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        return JSON.stringify({
          painted: performance.timeOrigin + paint.startTime,
          tapped: Number(localStorage.getItem('bench-tap')),
          activationStart: navigation.activationStart ?? 0,
          deliveryType: navigation.deliveryType ?? '',
        });
      }),
    );
    const came = seen.activationStart > 0 ? 'prerendered' : seen.deliveryType || 'loaded';
    return { ms: seen.painted - seen.tapped, came, path };
  } finally {
    await browser.close();
  }
}

async function main() {
  const port = Number(args.port);
  const sides = [
    { name: 'with the rules', dir: outDir, origin: '' },
    { name: 'without', dir: exportWithoutRules(), origin: '' },
  ];
  const servers: (PreviewServer | Server)[] = [];
  try {
    for (const [index, side] of sides.entries()) {
      servers.push(await startPreviewServer(['--dir', side.dir], port + 2 * index));
      servers.push(await throttle(port + 2 * index, port + 2 * index + 1));
      side.origin = `http://127.0.0.1:${port + 2 * index + 1}`;
    }
    // The essay-to-essay pair starts on the first essay the list links to.
    const probe = await puppeteer.launch(puppeteerLaunch);
    const list = await probe.newPage();
    await list.goto(`${sides[0].origin}/essays/`);
    pairs[1].from = (await (await linkTo(list, pairs[1].to))?.evaluate((a) => a.pathname)) ?? null;
    await probe.close();

    const rows: Record<string, string>[] = [];
    for (const pair of pairs) {
      if (!pair.from) throw new Error(`no page to start ${pair.name} from`);
      const results: Record<string, Tap[]> = Object.fromEntries(sides.map((side) => [side.name, []]));
      // The two sides alternate, so whatever else the machine does falls on both alike.
      for (let run = 0; run < runs; run++)
        for (const side of sides) results[side.name].push(await tap(side.origin, pair.from, pair.to));
      const row: Record<string, string> = {
        pair: `${pair.name} (${pair.from} → ${results[sides[0].name][0].path})`,
      };
      for (const side of sides) {
        const taps = results[side.name];
        row[`${side.name}: median`] = `${Math.round(median(taps.map(({ ms }) => ms)))} ms`;
        row[`${side.name}: range`] =
          `${Math.round(Math.min(...taps.map(({ ms }) => ms)))}–${Math.round(Math.max(...taps.map(({ ms }) => ms)))}`;
        row[`${side.name}: came`] = [...new Set(taps.map(({ came }) => came))].join(', ');
      }
      rows.push(row);
    }
    console.log(
      `\nTap to first contentful paint, ${runs} runs a side, pointing ${dwell} ms before the tap; ` +
        `${phone.roundTripMs} ms round trips, ${phone.bitsPerSecond / 1e6} Mbit/s, CPU ${phone.cpuSlowdown}× slower`,
    );
    console.table(rows);
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      join(root, 'bench-results', 'next-page.json'),
      `${JSON.stringify({ phone, runs, dwell, rows }, null, 2)}\n`,
    );
  } finally {
    stopServers(servers);
  }
}

main();
