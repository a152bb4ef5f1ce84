// The publish run's check of the settings against the services (scripts/check-services.ts), against a
// server answering as Kit's v3 API documents (developers.kit.com: `GET /v3/forms?api_key=`, 401
// "Authorization Failed") and as a booking page does; and once as `npm run check-services`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildSiteConfig, type PublicEnv } from '@/lib/site/site-config';
import { checkCalendly, checkKit, uncheckedServices } from '@/scripts/check-services';

const forms = {
  forms: [
    {
      id: 1234567,
      name: 'Tomorrow Letter',
      created_at: '2026-02-28T08:07:00Z',
      type: 'embed',
      url: 'https://app.kit.com/landing_pages/1234567',
      embed_js: 'https://api.convertkit.com/v3/forms/1234567.js?api_key=pk_good',
      embed_url: 'https://api.convertkit.com/v3/forms/1234567.html?api_key=pk_good',
      title: 'Join the letter',
      description: 'Every Monday.',
      sign_up_button_text: 'Subscribe',
      success_message: 'Check your email.',
    },
  ],
};

let server: Server;
let base = '';
const requests: string[] = [];
before(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const url = new URL(request.url ?? '/', 'http://stub');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/v3/forms') {
      const key = url.searchParams.get('api_key');
      if (key === 'pk_good') return json(200, forms);
      if (key === 'pk_down') return json(503, { error: 'Service Unavailable' });
      return json(401, { error: 'Authorization Failed', message: 'API Key not present' });
    }
    if (url.pathname === '/author/15min')
      return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Booking</title>');
    response.writeHead(404, { 'Content-Type': 'text/html' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const settings = (env: PublicEnv) =>
  buildSiteConfig({
    NEXT_PUBLIC_SITE_URL: 'https://author.test',
    NEXT_PUBLIC_KIT_FORM_ID: '1234567',
    NEXT_PUBLIC_KIT_API_KEY: 'pk_good',
    NEXT_PUBLIC_CALENDLY_URL: `${base}/author/15min`,
    NEXT_PUBLIC_FORMS_ENDPOINT: 'https://formspree.io/f/abcd',
    ...env,
  });

describe('the services check', () => {
  it('passes a form id that is one of the key’s account’s forms', async () => {
    const result = await checkKit(settings({}), base);
    assert.equal(result.outcome, 'ok');
    assert.match(result.says, /form 1234567 \(“Tomorrow Letter”\)/);
  });

  it('names a form id the account does not have, and the forms it has', async () => {
    const result = await checkKit(settings({ NEXT_PUBLIC_KIT_FORM_ID: '7654321' }), base);
    assert.equal(result.outcome, 'wrong');
    assert.match(
      result.says,
      /no form 7654321: Site settings › Kit form number \(content\/site\/settings\.yml, kitFormId;.* must be one of 1234567 “Tomorrow Letter”/,
    );
  });

  it('names a key Kit refuses', async () => {
    const result = await checkKit(settings({ NEXT_PUBLIC_KIT_API_KEY: 'pk_wrong' }), base);
    assert.equal(result.outcome, 'wrong');
    assert.match(result.says, /refuses the public key \(HTTP 401\): Site settings › Kit public API key/);
  });

  it('calls a 5xx unchecked, not passed and not wrong', async () => {
    const result = await checkKit(settings({ NEXT_PUBLIC_KIT_API_KEY: 'pk_down' }), base);
    assert.deepEqual(result, { service: 'Kit', outcome: 'unchecked', says: "Kit's API answered HTTP 503" });
  });

  it('sends only the public key, and only to read the forms list', () => {
    assert.ok(requests.length > 0);
    for (const line of requests.filter((request) => request.includes('/v3/')))
      assert.match(line, /^GET \/v3\/forms\?api_key=pk_\w+$/);
  });

  it('reads the booking page: a page that answers passes, a 404 is named', async () => {
    assert.equal((await checkCalendly(settings({}))).outcome, 'ok');
    const missing = await checkCalendly(settings({ NEXT_PUBLIC_CALENDLY_URL: `${base}/nobody/15min` }));
    assert.equal(missing.outcome, 'wrong');
    assert.match(missing.says, /is not a booking page \(HTTP 404\)/);
  });

  it('in a publishing build, names a service still on the seed’s settings as off, and tries nothing of it', async () => {
    const seedKit = {
      NEXT_PUBLIC_KIT_FORM_ID: '0000000',
      NEXT_PUBLIC_KIT_API_KEY: 'kit_public_key_placeholder',
    };
    const kit = await checkKit(buildSiteConfig({ ...seedKit, SITE_STRICT: '1' }), 'http://127.0.0.1:9');
    assert.equal(kit.outcome, 'off');
    assert.match(
      kit.says,
      /^the Tomorrow Letter’s signup \(Kit\)\..*Kit form number.*Turn on the newsletter\)$/,
    );
    const calendly = await checkCalendly(buildSiteConfig({ SITE_STRICT: '1' }));
    assert.equal(calendly.outcome, 'off');
    assert.match(calendly.says, /Calendly booking page .* is still the seed’s placeholder/);
    assert.deepEqual(
      uncheckedServices(buildSiteConfig({ SITE_STRICT: '1' })).map(({ service, outcome }) => [
        service,
        outcome,
      ]),
      [['Formspree', 'off']],
    );
    // A local build keeps them on, and the check names their placeholders as wrong, as before.
    assert.equal((await checkKit(buildSiteConfig(seedKit), 'http://127.0.0.1:9')).outcome, 'wrong');
    assert.equal((await checkCalendly(buildSiteConfig({}))).outcome, 'wrong');
  });

  it('names Formspree and Plausible as unchecked, never as passed', () => {
    const results = uncheckedServices(settings({}), 'author.test');
    assert.deepEqual(
      results.map(({ service, outcome }) => [service, outcome]),
      [
        ['Formspree', 'unchecked'],
        ['Plausible', 'unchecked'],
      ],
    );
  });

  it('as the publish run types it: one line per service, and exit 1 for a wrong form id', async () => {
    const child = spawn(
      join(process.cwd(), 'node_modules', '.bin', 'tsx'),
      [join(process.cwd(), 'scripts', 'check-services.ts')],
      {
        env: {
          ...process.env,
          KIT_V3_API_BASE_URL: base,
          NEXT_PUBLIC_SITE_URL: 'https://author.test',
          NEXT_PUBLIC_KIT_FORM_ID: '999',
          NEXT_PUBLIC_KIT_API_KEY: 'pk_good',
          NEXT_PUBLIC_CALENDLY_URL: `${base}/author/15min`,
          NEXT_PUBLIC_FORMS_ENDPOINT: 'https://formspree.io/f/abcd',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const status = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(status, 1, output);
    const lines = output.trim().split('\n');
    assert.deepEqual(
      lines.map((line) => line.split(': ').slice(0, 3).join(': ')),
      [
        'check-services: Kit: wrong',
        'check-services: Calendly: passed',
        'check-services: Formspree: unchecked',
      ],
    );
  });
});
