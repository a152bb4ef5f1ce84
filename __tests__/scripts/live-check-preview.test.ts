// The live check of a deployment at its own address, before it is the site (`npm run live-check --
// <address> --preview`): a host marks such addresses noindex with an X-Robots-Tag of its own, which is no
// fault of the build; every other header is held to the build as on the live site.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSiteConfig } from '@/lib/site/site-config';
import { headersForPath, parseHeadersFile } from '@/export/host-rules';
import { liveCheck } from '@/scripts/live-check';

const headers = [
  '/*',
  '  X-Content-Type-Options: nosniff',
  '/admin/*',
  '  X-Robots-Tag: noindex, nofollow',
  '/speculation-rules.json',
  '  Content-Type: application/speculationrules+json',
].join('\n');
const files: Record<string, string> = {
  'build.json': JSON.stringify({ id: 'a'.repeat(32), asOf: '2026-11-27' }),
  _headers: headers,
  'index.html': '<link rel="alternate" type="application/rss+xml" href="/feed.xml"><h1>Home</h1>',
  'about/index.html': '<h1>About</h1>',
  'admin/index.html': '<h1>Editor</h1>',
  'feed.xml': '<rss></rss>',
  'sitemap.xml': '<urlset></urlset>',
  'speculation-rules.json': '{}',
};
const config = buildSiteConfig({
  NEXT_PUBLIC_SITE_URL: 'https://her-site.example.org',
  NEXT_PUBLIC_KIT_FORM_ID: '1234567',
  NEXT_PUBLIC_KIT_API_KEY: 'kit_public',
  NEXT_PUBLIC_CALENDLY_URL: 'https://calendly.com/her/15min',
  NEXT_PUBLIC_FORMS_ENDPOINT: 'https://formspree.io/f/abcdefgh',
});

let out = '';
let server: Server;
let url = '';
before(async () => {
  out = mkdtempSync(join(tmpdir(), 'preview-out-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  const rules = parseHeadersFile(headers);
  // A host's deployment address: the build's headers, then its own noindex over them.
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const file = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
    for (const [name, value] of Object.entries(headersForPath(rules, path))) response.setHeader(name, value);
    response.setHeader('X-Robots-Tag', 'noindex');
    if (!(file in files)) return response.writeHead(404).end('Not found');
    response.writeHead(200).end(files[file]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the live check of a deployment’s own address', () => {
  it('takes the host’s noindex there as the host’s, and passes', async () => {
    const { problems } = await liveCheck({ url, outDir: out, config, preview: {} });
    assert.deepEqual(problems, []);
  });

  it('on the live site, the same answer is a fault', async () => {
    const { problems } = await liveCheck({ url, outDir: out, config });
    assert.deepEqual(problems, [`${url}/admin/: X-Robots-Tag is not this build's: "noindex"`]);
  });

  it('a service a publishing build left off on its placeholder is not a fault; on a local build it is', async () => {
    const seed = {
      NEXT_PUBLIC_SITE_URL: 'https://her-site.example.org',
      NEXT_PUBLIC_KIT_FORM_ID: '0000000',
      NEXT_PUBLIC_KIT_API_KEY: 'kit_public_key_placeholder',
      NEXT_PUBLIC_CALENDLY_URL: 'https://calendly.example/your-name/15min',
    };
    const off = await liveCheck({
      url,
      outDir: out,
      config: buildSiteConfig({ ...seed, SITE_STRICT: '1' }),
      preview: {},
    });
    assert.deepEqual(off.problems, []);
    const local = await liveCheck({ url, outDir: out, config: buildSiteConfig(seed), preview: {} });
    assert.deepEqual(
      local.problems.map((line) => line.replace(/ \(content\/site.*$/, '')),
      [
        `${url}: Site settings › Kit form number`,
        `${url}: Site settings › Kit public API key`,
        `${url}: Site settings › Calendly booking page`,
        `${url}: Site settings › Formspree endpoint`,
      ],
    );
  });
});
