import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { stubThirdParties } from './page-checks';
import { speculationRulesPath } from '../../lib/speculation-rules';

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
