#!/usr/bin/env tsx
// Compares this export with another, pixel by pixel, before the framework's scripts and once hydrated,
// writing the screenshots and diffs that differ to bench-results/pixels/. Needs out/ and Chromium.
// Usage: npm run bench:pixels -- --reference <other out/> [--routes /,/essays/] [--only 'menu|demo']
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { oneOfEachTemplate } from '../__tests__/e2e/every-page';
import { essays } from '../lib/essays/essays';
import { essayPath } from '../lib/essays/essay-kind';
import { afterPaintAttribute } from '../lib/page/browser-scripts';
import { deferredScriptsId } from '../lib/page/deferred-scripts';
import { islandFormAttribute } from '../lib/web/form-ready';
import { chromiumArgs, chromiumPath } from '../__tests__/harness/chromium';
import { startPreviewServer } from '../__tests__/harness/preview-server';

const { values: args } = parseArgs({
  options: {
    reference: { type: 'string' },
    routes: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.PIXELS_PORT ?? '3240' },
  },
});
if (!args.reference) {
  console.error('compare-pixels: --reference <path to another export> is required');
  process.exit(1);
}
const referenceDir = resolve(args.reference);
const root = process.cwd();
const outDir = join(root, 'bench-results', 'pixels');
mkdirSync(outDir, { recursive: true });

const port = Number(args.port);
const origins = { current: `http://127.0.0.1:${port}`, reference: `http://127.0.0.1:${port + 1}` };

/** Older builds load the after-paint script with `defer`, so it has run by the time the page is parsed. */
async function afterPaint(page: Page) {
  await page.waitForFunction(
    (attribute) =>
      document.documentElement.hasAttribute(attribute) ||
      !!document.querySelector('script[defer][src^="/scripts/"]'),
    afterPaintAttribute,
  );
}

/** A page that waits for the visitor is asked, by a focus in an island's form, then given back. */
async function hydrated(page: Page) {
  const waits = await page.evaluate(
    (id) => Boolean(JSON.parse(document.getElementById(id)?.textContent ?? '{}').waits),
    deferredScriptsId,
  );
  if (waits) {
    await page.locator(`form[${islandFormAttribute}] input`).first().focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
      ),
  );

interface Shot {
  route: string;
  width: number;
  scheme: 'light' | 'dark';
  framework: boolean;
  kit?: number;
  act?: (page: Page) => Promise<void>;
  /** Taken of this element alone rather than the whole page: an essay's illustration. */
  element?: string;
}

type State = Omit<Shot, 'width' | 'scheme' | 'framework'> & { widths?: number[]; framework?: boolean };

const states: Record<string, State> = {
  'menu open': {
    route: '/essays/',
    widths: [390],
    act: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
    },
  },
  'search with results': {
    route: '/',
    act: async (page) => {
      await page.keyboard.press('/');
      await page.getByRole('searchbox', { name: /Search essays/ }).fill('menopause');
      await page.getByRole('dialog').locator('mark').first().waitFor();
    },
  },
  'signup pending': {
    route: '/',
    act: async (page) => {
      const form = page.locator('form', { has: page.getByRole('button', { name: 'Join' }) }).first();
      await form.getByRole('textbox').fill('reader@example.com');
      await form.getByRole('button', { name: 'Join' }).click();
      await page.getByText('Joining...').first().waitFor();
    },
  },
  'signup sent': { route: '/', framework: true, kit: 200, act: (page) => signUp(page, /Check your inbox/) },
  'signup failed': { route: '/', framework: true, kit: 500, act: (page) => signUp(page, null) },
  'research request sent': {
    route: '/research/',
    framework: true,
    act: async (page) => {
      await page.getByLabel('Email').last().fill('reader@example.com');
      await page.getByLabel('What should I research?').fill('Menopause care in rural clinics.');
      await page.getByRole('button', { name: 'Send request' }).click();
      await page.getByText(/Thanks for your request/).waitFor();
    },
  },
  'demo result': {
    route: '/backup-demo/',
    framework: true,
    act: async (page) => {
      await page.getByLabel(/date/i).first().fill('2026-11-22');
      await page.getByRole('button', { name: 'Simulate Scheduling' }).click();
      await page
        .getByText(/Would schedule|already has|No draft|Not Sunday/)
        .first()
        .waitFor();
    },
  },
};

// Each essay's illustration on its own, in both themes, where both exports have the essay.
for (const essay of essays.filter(({ slug }) => existsSync(join(referenceDir, 'essays', slug, 'index.html'))))
  states[`illustration ${essay.slug}`] = {
    route: `${essayPath(essay)}/`,
    element: 'main :is(svg[role="img"], img)',
  };

async function signUp(page: Page, confirmation: RegExp | null) {
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Join' }) }).first();
  await form.getByRole('textbox').fill('reader@example.com');
  await form.getByRole('button', { name: 'Join' }).click();
  if (confirmation) await page.getByText(confirmation).first().waitFor();
  else await page.getByRole('button', { name: 'Join' }).first().and(page.locator(':enabled')).waitFor();
}

async function shoot(
  browser: Browser,
  origin: string,
  { route, width, scheme, framework, kit, act, element }: Shot,
): Promise<PNG> {
  // Reduced motion: the site scrolls smoothly otherwise, and a sticky header would be caught wherever
  // the scroll happened to be when the screenshot was taken.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: scheme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // Before scripts: the framework held back for good, and the loader where older builds keep it in a
  // file of its own (this build's runs, at the end of the after-paint file, and waits for its files).
  // Held, not failed: a failed framework sends a pressed form on to its action (`formReadyAttribute`).
  // Scripts only, as the tests' early fixture holds them: the whole rules (`.rules.css`) come when asked.
  if (!framework)
    await page.route(/\/_next\/static\/(chunks|rsc|deferred)\/[^?#]*\.js\b|\/scripts\/loader\./, () => {});
  await page.route('https://api.convertkit.com/**', (r) =>
    r.fulfill({
      status: kit ?? 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{}',
    }),
  );
  // The forms service, as Formspree answers a message it took, for builds that send to one.
  await page.route('https://formspree.io/**', (r) =>
    r.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{"next":"https://formspree.io/thanks","ok":true}',
    }),
  );
  await page.route('https://assets.calendly.com/**', (r) => r.abort());
  await page.goto(`${origin}${route}`, { waitUntil: framework ? 'load' : 'domcontentloaded' });
  await afterPaint(page);
  if (framework) await hydrated(page);
  if (act) await act(page);
  // Every image, lazy ones below the fold too, so a screenshot never catches one still arriving.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        const loaded = image.complete ? null : new Promise((done) => (image.onload = image.onerror = done));
        return Promise.resolve(loaded).then(() => image.decode().catch(() => {}));
      }),
    ),
  );
  // The sticky header is drawn where the page is scrolled to: the same place for both exports.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await settle(page);
  const png = PNG.sync.read(
    element
      ? await page.locator(element).first().screenshot({ animations: 'disabled', caret: 'hide' })
      : await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
  );
  await context.close();
  return png;
}

const cases: (Shot & { name: string })[] = [];
const routes = args.routes ? args.routes.split(',') : oneOfEachTemplate();
for (const route of routes)
  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const)
      for (const framework of [false, true]) cases.push({ name: route, route, width, scheme, framework });
for (const [name, state] of Object.entries(states))
  for (const width of state.widths ?? [390, 1280])
    for (const scheme of ['light', 'dark'] as const)
      cases.push({ ...state, name, width, scheme, framework: !!state.framework });

async function main() {
  const servers = await Promise.all([
    startPreviewServer(['--dir', join(root, 'out')], port),
    startPreviewServer(['--dir', referenceDir], port + 1),
  ]);
  const browser = await chromium.launch({ executablePath: chromiumPath || undefined, args: chromiumArgs });
  const results: { case: string; 'pixels that differ': number | string }[] = [];
  const only = args.only ? new RegExp(args.only) : null;
  try {
    for (const item of cases) {
      const label = `${item.name} ${item.width} ${item.scheme}${item.framework ? ' hydrated' : ' before scripts'}`;
      if (only && !only.test(label)) continue;
      const [current, reference] = [
        await shoot(browser, origins.current, item),
        await shoot(browser, origins.reference, item),
      ];
      let differing: number | string;
      if (current.width !== reference.width || current.height !== reference.height)
        differing = `size ${current.width}×${current.height} against ${reference.width}×${reference.height}`;
      else {
        const diff = new PNG({ width: current.width, height: current.height });
        differing = pixelmatch(current.data, reference.data, diff.data, current.width, current.height, {
          threshold: 0,
        });
        if (differing) {
          const base = join(outDir, label.replace(/[^\w]+/g, '-'));
          writeFileSync(`${base}.current.png`, PNG.sync.write(current));
          writeFileSync(`${base}.reference.png`, PNG.sync.write(reference));
          writeFileSync(`${base}.diff.png`, PNG.sync.write(diff));
        }
      }
      results.push({ case: label, 'pixels that differ': differing });
      console.log(`${label}: ${differing}`);
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.child.kill());
  }
  const differ = results.filter((row) => row['pixels that differ'] !== 0);
  console.log(`\n${results.length} screenshots compared, ${differ.length} differ`);
  if (differ.length) console.table(differ);
}

main();
