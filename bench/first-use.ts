#!/usr/bin/env tsx
// First use (docs/performance.md, "First use"): from tapping a form's button to its answer, on the phone of
// bench:next-page (`phone`), on pages that load the framework only once the visitor uses a form.
// Usage: npm run bench:first-use [-- --runs 5 --typing 80]   (after npm run build or build:test)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { afterPaintAttribute } from '../lib/page/browser-scripts';
import { formReadyAttribute, islandFormAttribute } from '../lib/web/form-ready';
import { puppeteerLaunch } from '../__tests__/harness/chromium';
import { startPreviewServer, type PreviewServer } from '../__tests__/harness/preview-server';
import { median, phone, stopServers, throttle } from './phone';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    typing: { type: 'string', default: '80' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3280' },
  },
});
const runs = Math.max(1, Number(args.runs));
const typingMs = Math.max(0, Number(args.typing));
const outDir = join(process.cwd(), 'out');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error('bench:first-use: no out/ to serve. Run `npm run build` first.');
  process.exit(1);
}

/** The pages, each with its first form that its island sends; `tapOnly`: tapped without typing. */
const cases = [
  { name: 'demo: Simulate', path: '/backup-demo/', tapOnly: true },
  { name: 'Home: Join', path: '/', tapOnly: false },
  { name: 'About: Send message', path: '/about/', tapOnly: false },
  { name: 'For founders: Send pitch', path: '/founders/', tapOnly: false },
  { name: 'Research: request', path: '/research/', tapOnly: false },
];

interface Use {
  ms: number;
  readyAtTap: boolean;
  answer: string;
}

async function firstUse(origin: string, path: string, tapOnly: boolean): Promise<Use | 'not configured'> {
  const browser = await puppeteer.launch(puppeteerLaunch);
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: phone.width, height: phone.height });
    await page.emulateCPUThrottling(phone.cpuSlowdown);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin || url.protocol === 'data:') return void request.continue();
      // Each answers after one round trip, as its documentation shows: a JSON body with CORS.
      const json = url.hostname.endsWith('convertkit.com')
        ? '{"subscription":{"state":"inactive"}}'
        : url.hostname === 'formspree.io'
          ? '{"ok":true,"next":"/thanks/"}'
          : null;
      setTimeout(() => {
        if (request.method() === 'OPTIONS')
          return void request.respond({
            status: 204,
            headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
          });
        if (json)
          return void request.respond({
            status: 200,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: json,
          });
        request.respond({ status: 204 });
      }, phone.roundTripMs);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForSelector(`html[${afterPaintAttribute}]`);
    const form = await page.$(`main form[${islandFormAttribute}]`);
    if (!form) throw new Error(`${path}: no form its island sends`);
    if (!(await form.evaluate((f) => f.hasAttribute('action') || !f.querySelector('[type=email]'))))
      return 'not configured';
    // The answer: the first text in a status of the form's section, timed from the tap.
    await form.evaluate((f, ready) => {
      const region = f.closest('section') ?? f.parentElement ?? f;
      const seen = { tap: 0, answer: 0, readyAtTap: false, text: '' };
      Object.assign(window, { benchSeen: seen });
      addEventListener(
        'pointerdown',
        (event) => {
          seen.tap = performance.timeOrigin + event.timeStamp;
          seen.readyAtTap = f.hasAttribute(ready);
        },
        { capture: true, once: true },
      );
      new MutationObserver(() => {
        const status = [...region.querySelectorAll('[role=status]')].find((s) => s.textContent?.trim());
        if (status && seen.tap && !seen.answer) {
          seen.answer = performance.timeOrigin + performance.now();
          seen.text = status.textContent!.trim();
        }
      }).observe(region, { childList: true, subtree: true, characterData: true });
    }, formReadyAttribute);
    if (!tapOnly)
      for (const field of await form.$$('input:not([type=hidden]):not([hidden]), textarea, select')) {
        const kind = await field.evaluate((el) =>
          el instanceof HTMLSelectElement
            ? 'select'
            : el.getAttribute('type') === 'email'
              ? 'email'
              : el.getAttribute('inputmode') === 'url'
                ? 'url'
                : el.tagName === 'TEXTAREA'
                  ? 'paragraph'
                  : 'text',
        );
        if (kind === 'select') {
          const value = await field.evaluate(
            (el) => [...(el as HTMLSelectElement).options].find((o) => o.value)?.value ?? '',
          );
          await field.select(value);
          continue;
        }
        const text = {
          email: 'founder@example.org',
          url: 'https://example.org',
          paragraph: 'Postpartum monitoring for rural clinics.',
          text: 'Tidewell',
        }[kind]!;
        await field.type(text, { delay: typingMs });
      }
    const button = await form.$('button[type=submit], button:not([type])');
    await button!.tap().catch(() => button!.click());
    await page.waitForFunction(
      () => (window as unknown as { benchSeen: { answer: number } }).benchSeen.answer > 0,
      {
        timeout: 30_000,
      },
    );
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            benchSeen: { tap: number; answer: number; readyAtTap: boolean; text: string };
          }
        ).benchSeen,
    );
    return { ms: seen.answer - seen.tap, readyAtTap: seen.readyAtTap, answer: seen.text };
  } finally {
    await browser.close();
  }
}

async function main() {
  const port = Number(args.port);
  const servers: (PreviewServer | Server)[] = [];
  try {
    servers.push(await startPreviewServer(['--dir', outDir], port));
    servers.push(await throttle(port, port + 1));
    const origin = `http://127.0.0.1:${port + 1}`;
    const rows: Record<string, string>[] = [];
    for (const { name, path, tapOnly } of cases) {
      const uses: Use[] = [];
      let skipped = false;
      for (let run = 0; run < runs && !skipped; run++) {
        const result = await firstUse(origin, path, tapOnly);
        if (result === 'not configured') skipped = true;
        else uses.push(result);
      }
      if (skipped) {
        rows.push({ form: `${name} (${path})`, median: 'skipped: no forms service in this build' });
        continue;
      }
      const times = uses.map(({ ms }) => ms);
      rows.push({
        form: `${name} (${path})`,
        median: `${Math.round(median(times))} ms`,
        range: `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}`,
        'ready at the tap': `${uses.filter((u) => u.readyAtTap).length} of ${uses.length}`,
        answer: uses[0].answer.slice(0, 48),
      });
    }
    console.log(
      `\nTap to answer, ${runs} runs a form, typing ${typingMs} ms a character; ` +
        `${phone.roundTripMs} ms round trips, ${phone.bitsPerSecond / 1e6} Mbit/s, CPU ${phone.cpuSlowdown}× slower`,
    );
    console.table(rows);
    mkdirSync(join(process.cwd(), 'bench-results'), { recursive: true });
    writeFileSync(
      join(process.cwd(), 'bench-results', 'first-use.json'),
      `${JSON.stringify({ phone, runs, typingMs, rows }, null, 2)}\n`,
    );
  } finally {
    stopServers(servers);
  }
}

main();
