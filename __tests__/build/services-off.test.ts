// A first publish, every service left off (__tests__/fixtures/services-off.ts, built by `npm run
// build:test`): no page posts to, frames, loads, links or names a service left off, the policy allows none
// of their origins, and the archive, feed, address and profiles stand in their places.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Parser } from 'htmlparser2';
import { exportedPages } from '../../export/pages';
import { headersForPath, parseHeadersFile } from '../../export/host-rules';
import { letterArchivePath, letterFeedPath } from '../../lib/letters/letter-kind';
import { servicesOffCopy, servicesOffProfile, servicesOffSiteUrl } from '../fixtures/services-off';
import { buildSiteConfig } from '../../lib/site/site-config';
import { liveCheck } from '../../scripts/live-check';
import { startPreviewServer } from '../harness/preview-server';
import { profileLinks, readSettings } from '../../content-loader/site-files';
import { decodeHtml } from './html-text';

const outDir = join(servicesOffCopy, 'out');
assert.ok(existsSync(join(outDir, 'index.html')), `no build in ${outDir}: run \`npm run build:test\` first`);
const pages = exportedPages(outDir).map(({ route, file }) => ({ route, html: readFileSync(file, 'utf8') }));
const page = (route: string) => pages.find((entry) => entry.route === route)?.html ?? '';
const letterFollow = JSON.parse(
  readFileSync(join(servicesOffCopy, '.content', 'site', 'letter-page.json'), 'utf8'),
).followInvitation as string;

/** A page's forms, frames, scripts and links, with their attributes. */
function elementsOf(html: string) {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (['form', 'iframe', 'script', 'a', 'link'].includes(name) || 'data-url' in attribs)
        found.push({ name, attribs });
    },
  });
  parser.end(html);
  return found;
}

/** What a page of a build holds of the services: their forms, frames, scripts and links. */
function serviceTraces(html: string): string[] {
  const traces: string[] = [];
  for (const { name, attribs } of elementsOf(html)) {
    if (name === 'form' && attribs.method?.toLowerCase() === 'post')
      traces.push(`a form posting to ${attribs.action}`);
    if (name === 'iframe') traces.push(`a frame of ${attribs.src}`);
    if ('data-url' in attribs) traces.push(`a widget of ${attribs['data-url']}`);
    const address = attribs.src ?? attribs.href ?? '';
    if (/calendly|kit\.com|convertkit|formspree/i.test(address)) traces.push(`a ${name} to ${address}`);
  }
  // The page's own payload too, where an island's settings would be.
  for (const origin of [
    'calendly',
    'app.kit.com',
    'api.convertkit.com',
    'formspree.io',
    '/forms/0000000',
    'kit_public_key_placeholder',
  ])
    if (html.includes(origin)) traces.push(`the text ${origin}`);
  return [...new Set(traces)];
}

describe('a first publish, every service still on the seed’s settings', () => {
  it('has no form, frame, script or link of a service on any page', () => {
    assert.ok(pages.length > 20);
    const found = pages.flatMap(({ route, html }) =>
      serviceTraces(html).map((trace) => `${route}: ${trace}`),
    );
    assert.deepEqual(found, []);
  });

  it('allows none of their origins in its policy', () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    const policy = headersForPath(rules, '/about/')['Content-Security-Policy'];
    assert.ok(policy, 'the pages have a policy');
    assert.doesNotMatch(policy, /calendly|kit\.com|convertkit|formspree|plausible/);
    assert.doesNotMatch(policy, /frame-src/);
  });

  it('names none of them on the privacy page', () => {
    const privacy = decodeHtml(page('/privacy/'));
    assert.doesNotMatch(privacy, /Kit \(formerly|Calendly|Formspree|Plausible/);
  });

  it('offers the letter’s archive and feed where each signup was', () => {
    for (const route of ['/', '/tomorrow-letter/']) {
      const html = decodeHtml(page(route));
      assert.ok(html.includes(letterFollow), `${route} says how to follow the letter`);
      const links = elementsOf(html)
        .filter(({ name }) => name === 'a')
        .map(({ attribs }) => attribs.href);
      assert.ok(links.includes(`${letterArchivePath}/`) || links.includes(letterArchivePath), route);
      assert.ok(links.includes(letterFeedPath), `${route} links the letter’s feed`);
    }
    assert.ok(existsSync(join(outDir, 'tomorrow-letter', 'feed.xml')), 'the feed is there');
    const issue = pages.find(({ route }) => /^\/tomorrow-letter\/(?!archive)[^/]+\/$/.test(route));
    assert.ok(issue && decodeHtml(issue.html).includes(letterFollow), 'an issue ends with it');
  });

  it('links no placeholder address: the sample’s logos are shown, unlinked', () => {
    const nowhere = pages.flatMap(({ route, html }) =>
      elementsOf(html)
        .map(({ attribs }) => attribs.href ?? '')
        .filter((href) => /^https?:\/\/[^/]+\.example(\/|$)/.test(href))
        .map((href) => `${route}: ${href}`),
    );
    assert.deepEqual(nowhere, []);
    const unlinked = page('/').match(/<div class="[^"]*\bbg-logo\b[^"]*"><img /g) ?? [];
    assert.equal(unlinked.length, 6, 'Home shows the six logos, each in a tile that is not a link');
  });

  it('gives her address and profiles where each message form was, and About no booking section', () => {
    for (const route of ['/about/', '/research/', '/founders/']) {
      const html = page(route);
      assert.ok(html.includes(`href="mailto:${servicesOffProfile.email}"`), `${route}: her address`);
      assert.ok(html.includes(`href="${servicesOffProfile.profiles[0].url}"`), `${route}: her profile`);
    }
    assert.doesNotMatch(page('/about/'), /Book a 15-minute call/);
  });
});

describe('the first publish, served as a host serves it', () => {
  it('passes the live check the run makes before it uploads', async () => {
    const { env } = readSettings(servicesOffCopy, { NEXT_PUBLIC_SITE_URL: servicesOffSiteUrl });
    const config = buildSiteConfig({ ...env, SITE_STRICT: '1' });
    const server = await startPreviewServer(['--dir', outDir, '--no-build'], 0);
    try {
      const links = profileLinks(servicesOffCopy);
      const { problems } = await liveCheck({ url: server.origin, outDir, config, links });
      assert.deepEqual(problems, []);
    } finally {
      server.child.kill();
    }
  });
});

describe('the test build, local, with the seed’s settings', () => {
  it('keeps every service on: the signup, the message forms and the booking widget', () => {
    const local = (route: string) => readFileSync(join(process.cwd(), 'out', route, 'index.html'), 'utf8');
    assert.match(local(''), /action="https:\/\/app\.kit\.com\/forms\/0000000\/subscriptions"/);
    assert.match(
      local('about'),
      /class="calendly-inline-widget[^"]*"[^>]* data-url="https:\/\/calendly\.example/,
    );
    assert.match(local('about'), /<form[^>]* action="https:\/\/formspree\.io\/f\/testform" method="post"/);
  });
});
