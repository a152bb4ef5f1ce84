import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { oneOfEachTemplate } from './every-page';
import { stubThirdParties } from './page-checks';
import { longBrief, longEssay, longLetter } from '../fixtures/long-posts';
import { firstScreenId } from '../../lib/page/first-screen';
import { postBodyAttribute } from '../../lib/posts/post-body';
import { speculationRulesPath } from '../../lib/web/speculation-rules';
import { paintsOf, startHeldPageServer, type Cut, type HeldPageServer } from '../harness/held-page-server';

/** How many pages the server below has sent in two parts. */
let pagesSplit = 0;

/**
 * A server in front of the export that sends each page in two parts, pausing after the icon of the
 * header's Search button. A slow connection can deliver a page like that, and the browser may
 * paint what it has parsed so far.
 */
async function splitPageServer(upstream: string, pause: number) {
  const server = createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url!, upstream));
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    response.writeHead(answer.status, headers);
    const cut = headers['content-type']?.startsWith('text/html') ? body.indexOf('</svg>Search') : -1;
    if (cut > 0) {
      pagesSplit++;
      response.write(body.subarray(0, cut));
      await new Promise((done) => setTimeout(done, pause));
    }
    response.end(body.subarray(Math.max(cut, 0)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

let server: Server;
test.beforeAll(async ({ baseURL }) => {
  server = await splitPageServer(baseURL!, 600);
});
test.afterAll(() => {
  server.closeAllConnections();
  return new Promise((done) => server.close(done));
});

test.describe('a page that arrives in pieces, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('is not painted until its header is whole, so nothing in it moves', async ({ page }) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await stubThirdParties(page, origin);
    await page.goto(`${origin}/research/trial-diversity-data/`);
    const shifts = await page.evaluate(async () => {
      const seen: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      await new Promise((done) => setTimeout(done, 500));
      return seen;
    });
    expect(pagesSplit, 'the page came in two parts').toBeGreaterThan(0);
    expect(shifts).toEqual([]);
  });
});

test.describe('before its first paint', () => {
  for (const route of ['/', '/essays/', '/essays/menopause-is-not-a-niche/', '/research/market-map-2026/'])
    test(`${route} fetches only what it shows, and the site's script file after it`, async ({ page }) => {
      await page.goto(route);
      const { early, script } = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
        const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          early: files
            .filter((file) => file.startTime < paint && file.initiatorType !== 'img')
            .map((file) => `${file.initiatorType} ${new URL(file.name).pathname}`),
          script: files.find((file) => new URL(file.name).pathname.startsWith('/scripts/after-paint.'))
            ?.startTime,
        };
      });
      // An image the page shows may be fetched early (its <img>, or the preload of the essay's
      // picture), and so may the tab's icon, which the browser asks for once the page has loaded,
      // and the speculation rules the page's headers name, which Chromium asks for as they arrive
      // (a few hundred bytes, cached for the visit's later pages); a script, a font, a stylesheet or
      // the manifest may not.
      const allowed = new RegExp(`^(link /images/|other /icon\\.svg$|other ${speculationRulesPath}$)`);
      expect(early.filter((file) => !allowed.test(file))).toEqual([]);
      expect(script, 'the site script file was fetched').toBeGreaterThan(0);
    });
});

const longPosts = [
  `/essays/${longEssay.slug}/`,
  `/research/${longBrief.slug}/`,
  `/tomorrow-letter/${longLetter.slug}/`,
];

test.describe('where the first screen ends, at a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of new Set([...oneOfEachTemplate(), ...longPosts]))
    test(`${route} shows nothing of <main> in its first screen that comes after its marker`, async ({
      page,
    }) => {
      await page.goto(route);
      // What of <main> after the marker a visitor would see before scrolling: what the first paint
      // would go without, had the page arrived only as far as the marker.
      const late = await page.evaluate((id) => {
        const marker = document.getElementById(id);
        if (!marker) return ['no marker'];
        return [...document.querySelectorAll('main *')]
          .filter((element) => marker.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 1 && box.height > 1 && box.top < innerHeight;
          })
          .map((element) => `<${element.localName}> ${element.textContent?.trim().slice(0, 40)}`);
      }, firstScreenId);
      expect(late).toEqual([]);
    });
});

test.describe('a long essay over a long round trip, its bytes past the first 14,600 held', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const route = longPosts[0];
  let held: HeldPageServer;
  // The rest of the page is held until the test lets it go, so that only the order is read.
  test.beforeAll(async ({ baseURL }) => {
    held = await startHeldPageServer({ upstream: baseURL! });
  });
  test.afterEach(() => held.release());
  test.afterAll(() => held.close());

  const open = async (page: Page, cut: Cut) => {
    held.cut = cut;
    await page.goto(`${held.origin}${route}`, { waitUntil: 'commit' });
  };
  const painted = (page: Page) =>
    page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);

  test('paints its first screen, its largest paint included, before the rest arrives', async ({ page }) => {
    await open(page, 'round trip');
    await expect.poll(() => painted(page), { timeout: 30_000 }).toBe(true);
    expect(held.sent.get(route)!.heldBytes, 'the page is longer than a round trip').toBeGreaterThan(0);
    // Its first screen's pictures arrive on connections of their own, and are painted.
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < innerHeight)
        .every((image) => image.complete),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    held.release();
    const { fcp, lcp, arrived } = await paintsOf(page);
    const seen = `first paint ${fcp} ms, largest ${lcp} ms, held bytes in at ${arrived} ms`;
    expect(fcp, seen).toBeLessThan(arrived);
    expect(lcp, seen).toBeLessThan(arrived);
  });

  const parsedTo = {
    // Her text has begun: the first part ends just before the marker, inside it.
    'before the marker': (body: string) => document.querySelector(`main [${body}]`) !== null,
    // The head is parsed as far as its end tag, the body not begun.
    'inside <head>': () => document.querySelector('link[rel="expect"]') !== null && !document.body,
  };
  for (const cut of ['before the marker', 'inside <head>'] as const)
    test(`cut ${cut}, paints nothing until the rest arrives`, async ({ page }) => {
      await open(page, cut);
      await page.waitForFunction(parsedTo[cut], postBodyAttribute);
      // A page that may paint does within a few frames; this one must not while the rest is held.
      await page.waitForTimeout(1_000);
      expect(await painted(page), 'painted before the held bytes').toBe(false);
      held.release();
      const { fcp, arrived } = await paintsOf(page);
      expect(fcp, `first paint ${fcp} ms, held bytes in at ${arrived} ms`).toBeGreaterThan(arrived);
    });
});
