// npm run letter (scripts/letter/letter-command.ts) against a local server that answers as Kit's v4 API
// documents (kit-stub.ts): what it sends to make and update a draft, and the one line and exit code
// for each way it can go wrong, with the API key never shown. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { IsoDate } from '@/lib/time/dates';
import { loadContent, problemReport } from '@/content-loader/content-files';
import { gmailClipBytes, runLetter } from '@/scripts/letter/letter-command';
import { longLetterFile } from '../fixtures/long-posts';
import { startKitStub, stubBroadcast, type KitStub } from './kit-stub';

const siteRoot = process.cwd();
const fixture = join(siteRoot, '__tests__', 'fixtures', 'letter');
const slug = 'what-a-monitoring-pilot-costs';
const description = 'The Tomorrow Letter, issue 52: what-a-monitoring-pilot-costs';
// Plainly not a key, so nobody mistakes it for one leaked.
const apiKey = 'stand-in-key-for-tests';

let root = '';
let stub: KitStub;
const printed: string[] = [];
const roots: string[] = [];

async function letter(args: string[], env: Record<string, string> = {}, timeoutMs?: number) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLetter({
    args: [...args, '--root', root, '--no-open'],
    env: {
      NEXT_PUBLIC_SITE_URL: 'https://maya.test',
      KIT_API_KEY: apiKey,
      KIT_EMAIL_TEMPLATE_ID: '41',
      KIT_API_BASE_URL: stub.url,
      ...env,
    },
    siteRoot,
    print: (line) => out.push(line),
    complain: (line) => err.push(line),
    timeoutMs,
  });
  printed.push(...out, ...err);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const writes = () => stub.requests.filter((request) => request.method !== 'GET');
const emailFile = () => readFileSync(join(root, '.letter', slug, 'email.html'), 'utf8');

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'letter-'));
  roots.push(root);
  cpSync(fixture, root, { recursive: true });
  stub = await startKitStub({ apiKey });
});
afterEach(() => stub.close());
after(() => {
  roots.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  assert.ok(printed.length > 0);
  assert.ok(!printed.some((line) => line.includes(apiKey)), 'the API key was printed');
});

describe('npm run letter -- <slug> --kit', () => {
  it('creates a draft broadcast with the email as its content, and says where to review it', async () => {
    const { code, out, err } = await letter([slug, '--kit']);
    assert.equal(err, '');
    assert.equal(code, 0);

    const [list, create] = stub.requests;
    assert.equal(list.method, 'GET');
    assert.equal(list.path, '/v4/broadcasts');
    assert.equal(create.method, 'POST');
    assert.equal(create.path, '/v4/broadcasts');
    assert.equal(create.apiKey, apiKey);
    assert.match(create.contentType ?? '', /^application\/json/);
    assert.deepEqual(create.body, {
      email_template_id: 41,
      subject: 'What a monitoring pilot really costs',
      preview_text:
        'Three postpartum monitoring pilots, their costs line by line, and the one number a payer asks for first.',
      content: emailFile(),
      description,
      public: false,
      send_at: null,
    });
    assert.equal(stub.requests.length, 2);

    const [draft] = stub.broadcasts;
    assert.equal(draft.status, 'draft');
    assert.match(out, new RegExp(`Created the draft broadcast ${draft.id} in Kit\\. Nothing was sent\\.`));
    assert.match(out, new RegExp(`https://app\\.kit\\.com/campaigns/${draft.id}/draft`));
    assert.match(out, /\.letter\/what-a-monitoring-pilot-costs\/email\.html/);
  });

  it('updates that same draft on the next run instead of making a second one', async () => {
    assert.equal((await letter([slug, '--kit'])).code, 0);
    const [first] = stub.broadcasts;
    const file = join(root, 'content', 'letter', `${slug}.md`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('Good morning.', 'Good morning from Halifax.'));

    const { code, out } = await letter([slug, '--kit']);
    assert.equal(code, 0);
    const update = writes()[1];
    assert.equal(update.method, 'PUT');
    assert.equal(update.path, `/v4/broadcasts/${first.id}`);
    assert.equal(update.apiKey, apiKey);
    assert.equal(stub.broadcasts.length, 1);
    assert.match(stub.broadcasts[0].content ?? '', /Good morning from Halifax\./);
    assert.match(out, new RegExp(`Updated the draft broadcast ${first.id} in Kit`));
  });

  it('finds the draft on a later page of broadcasts', async () => {
    await stub.close();
    stub = await startKitStub({ apiKey, maxPerPage: 2 });
    stub.broadcasts.push(stubBroadcast(7, { description, content: '<p>old</p>' }));
    for (const id of [8, 9, 10, 11, 12])
      stub.broadcasts.push(stubBroadcast(id, { description: `Other ${id}` }));

    const { code } = await letter([slug, '--kit']);
    assert.equal(code, 0);
    const pages = stub.requests.filter((request) => request.method === 'GET');
    assert.equal(pages.length, 3);
    assert.ok(pages.slice(1).every((page) => page.query.get('after')));
    assert.deepEqual(
      writes().map((request) => `${request.method} ${request.path}`),
      ['PUT /v4/broadcasts/7'],
    );
    assert.equal(stub.broadcasts.find((broadcast) => broadcast.id === 7)?.content, emailFile());
  });

  it('leaves a broadcast that is no longer a draft alone', async () => {
    stub.broadcasts.push(
      stubBroadcast(5, { description, status: 'completed', send_at: '2026-12-21T11:00:00Z' }),
    );
    const { code, err } = await letter([slug, '--kit']);
    assert.equal(code, 1);
    assert.match(err, /Kit already has broadcast 5 for this issue, completed rather than a draft/);
    assert.deepEqual(writes(), []);
  });

  it('reads the key from .env.local when the environment has none', async () => {
    writeFileSync(join(root, '.env.local'), `KIT_API_KEY=${apiKey}\n`);
    const { code } = await letter([slug, '--kit'], { KIT_API_KEY: '' });
    assert.equal(code, 0);
    assert.equal(writes()[0].apiKey, apiKey);
  });
});

describe('a long issue', () => {
  // The test build's letter of 5,000 words, its sections said three times over: 15,000 words.
  const longSlug = 'a-long-letter-from-the-road';
  const writeLong = () => {
    const file = longLetterFile({ number: 51, date: '2026-12-14' });
    const [front, body] = [file.slice(0, file.indexOf('## ')), file.slice(file.indexOf('## '))];
    writeFileSync(join(root, 'content', 'letter', `${longSlug}.md`), `${front}${body}\n${body}\n${body}`);
  };
  const clipped = /Gmail clips/;

  it('is made and drafted whatever its length, with one line saying that Gmail will clip it', async () => {
    writeLong();
    const { code, out, err } = await letter([longSlug, '--kit']);
    assert.equal(err, '');
    assert.equal(code, 0);
    const email = readFileSync(join(root, '.letter', longSlug, 'email.html'));
    assert.ok(email.length > gmailClipBytes, `the fixture is ${email.length} bytes, not past the limit`);
    assert.equal(out.split('\n').filter((line) => clipped.test(line)).length, 1, out);
    assert.match(out, new RegExp(`Its HTML is ${Math.round(email.length / 1024)} KB`));
    assert.equal(stub.broadcasts[0].content, email.toString('utf8'));
  });

  it('says nothing of Gmail for an issue under the limit', async () => {
    const { code, out } = await letter([slug]);
    assert.equal(code, 0);
    assert.ok(Buffer.byteLength(emailFile()) < gmailClipBytes);
    assert.doesNotMatch(out, clipped);
  });
});

describe('what goes wrong is said in one line, and nothing is sent or half-made', () => {
  it('no key: names the variable and where to get one', async () => {
    const { code, err } = await letter([slug, '--kit'], { KIT_API_KEY: '' });
    assert.equal(code, 1);
    assert.match(err, /^KIT_API_KEY is not set: create a v4 API key in Kit \(Settings > Developer/);
    assert.match(err, /\.env\.local/);
    assert.deepEqual(stub.requests, []);
  });

  it('no template: names KIT_EMAIL_TEMPLATE_ID', async () => {
    const { code, err } = await letter([slug, '--kit'], { KIT_EMAIL_TEMPLATE_ID: '' });
    assert.equal(code, 1);
    assert.match(err, /^KIT_EMAIL_TEMPLATE_ID is not set/);
    assert.deepEqual(stub.requests, []);
  });

  it('a site address still on its placeholder: refuses to draft an email of dead links', async () => {
    const { code, err } = await letter([slug, '--kit'], { NEXT_PUBLIC_SITE_URL: '' });
    assert.equal(code, 1);
    assert.match(
      err,
      /^Site settings › The site’s address \(content\/site\/settings\.yml, siteUrl; or NEXT_PUBLIC_SITE_URL\) is the placeholder https:\/\/your-site\.example/,
    );
    assert.deepEqual(stub.requests, []);
  });

  it('an unknown slug: lists the nearest ones', async () => {
    const { code, err } = await letter(['what-a-monitoring-pilot', '--kit']);
    assert.equal(code, 1);
    assert.equal(
      err,
      'No issue "what-a-monitoring-pilot" in content/letter/. The nearest: what-a-monitoring-pilot-costs',
    );
    assert.deepEqual(stub.requests, []);
  });

  it('a letter that fails the content checks: the same lines as the build', async () => {
    const file = join(root, 'content', 'letter', `${slug}.md`);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('publishedDate: 2026-12-21', 'publishedDate: 2026-12-22'),
    );
    const { code, err } = await letter([slug, '--kit']);
    assert.equal(code, 1);
    const { problems } = loadContent({ root, today: '2026-12-01' as IsoDate, includeUnpublished: true });
    assert.deepEqual(err.split('\n'), problemReport(problems));
    assert.match(
      err,
      /Tomorrow Letter › .* › Published date: "2026-12-22" is not a Monday \(content\/letter\/what-a-monitoring-pilot-costs\.md, publishedDate\)/,
    );
    assert.deepEqual(stub.requests, []);
  });

  it('401: Kit’s own words and the request', async () => {
    const { code, err } = await letter([slug, '--kit'], { KIT_API_KEY: 'stand-in-key-revoked' });
    assert.equal(code, 1);
    assert.equal(
      err,
      'Kit answered GET /v4/broadcasts with 401 Unauthorized: The access token is invalid. Kit is as it was: nothing was created or changed.',
    );
    assert.deepEqual(writes(), []);
  });

  it('403 on the create: nothing is created', async () => {
    stub.refuseNext('POST', 403, {
      errors: ['You do not have sufficient permissions to access this resource. Please contact support.'],
    });
    const { code, err } = await letter([slug, '--kit']);
    assert.equal(code, 1);
    assert.match(
      err,
      /^Kit answered POST \/v4\/broadcasts with 403 Forbidden: You do not have sufficient permissions/,
    );
    assert.deepEqual(stub.broadcasts, []);
  });

  it('422 on an update: the earlier draft stays as it was', async () => {
    assert.equal((await letter([slug, '--kit'])).code, 0);
    const before = structuredClone(stub.broadcasts);
    const file = join(root, 'content', 'letter', `${slug}.md`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('Good morning.', 'Good evening.'));

    const { code, err } = await letter([slug, '--kit'], { KIT_EMAIL_TEMPLATE_ID: '99' });
    assert.equal(code, 1);
    assert.equal(
      err,
      `Kit answered PUT /v4/broadcasts/${before[0].id} with 422 Unprocessable Entity: Email template not found. Kit is as it was: nothing was created or changed.`,
    );
    assert.deepEqual(stub.broadcasts, before);
  });

  it('5xx: the status and whatever text came with it', async () => {
    stub.refuseNext('GET', 502, '<html><body>502 Bad Gateway</body></html>');
    const { code, err } = await letter([slug, '--kit']);
    assert.equal(code, 1);
    assert.match(err, /^Kit answered GET \/v4\/broadcasts with 502 Bad Gateway: <html><body>502 Bad Gateway/);
    assert.deepEqual(writes(), []);
  });

  it('an answer that is not Kit’s JSON: says what came instead', async () => {
    stub.refuseNext('GET', 200, '<html><body>Sign in to the captive portal</body></html>');
    const { code, err } = await letter([slug, '--kit']);
    assert.equal(code, 1);
    assert.match(err, /^Kit answered GET \/v4\/broadcasts with 200 but not with JSON: <html><body>Sign in/);
    assert.deepEqual(writes(), []);
  });

  it('an answer that repeats the key never shows it', async () => {
    stub.refuseNext('GET', 500, { errors: [`Internal error for key ${apiKey}`] });
    const { code, err } = await letter([slug, '--kit']);
    assert.equal(code, 1);
    assert.match(err, /with 500 Internal Server Error: Internal error for key \[KIT_API_KEY\]/);
    assert.ok(!err.includes(apiKey));
  });

  it('no network: says Kit could not be reached', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as { port: number };
    await new Promise((done) => closed.close(done));

    const { code, err } = await letter([slug, '--kit'], { KIT_API_BASE_URL: `http://127.0.0.1:${port}` });
    assert.equal(code, 1);
    assert.match(
      err,
      new RegExp(
        `^Could not reach Kit at http://127\\.0\\.0\\.1:${port} for GET /v4/broadcasts: ECONNREFUSED`,
      ),
    );
  });

  it('a timeout: says Kit did not answer, and that a second run finds a draft Kit made', async () => {
    stub.ignoreNext('POST');
    const { code, err } = await letter([slug, '--kit'], {}, 300);
    assert.equal(code, 1);
    assert.match(
      err,
      /^Kit did not answer POST \/v4\/broadcasts within 0\.3 s: Kit may have made the change\./,
    );
  });
});

describe('the command itself', () => {
  const run = promisify(execFile);
  const command = (args: string[], env: Record<string, string>) =>
    run(
      process.execPath,
      [
        join(siteRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        '--tsconfig',
        'tsconfig.node.json',
        'scripts/letter.ts',
        ...args,
        '--root',
        root,
      ],
      {
        cwd: siteRoot,
        env: {
          ...process.env,
          CI: 'true',
          NEXT_PUBLIC_SITE_URL: 'https://maya.test',
          KIT_EMAIL_TEMPLATE_ID: '41',
          KIT_API_BASE_URL: stub.url,
          ...env,
        },
      },
    );

  it('exits 0 when the draft is made, 1 when Kit refuses, and never prints the key', async () => {
    writeFileSync(join(root, '.env.local'), `KIT_API_KEY=${apiKey}\n`);
    const made = await command([slug, '--kit'], {});
    assert.match(made.stdout, /Created the draft broadcast \d+ in Kit/);
    printed.push(made.stdout, made.stderr);

    const refused = await command([slug, '--kit'], { KIT_API_KEY: 'stand-in-key-revoked' }).then(
      () => assert.fail('the command should have failed'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /401 Unauthorized: The access token is invalid/);
    printed.push(refused.stdout, refused.stderr);
  });
});
