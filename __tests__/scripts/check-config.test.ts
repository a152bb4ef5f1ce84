import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';

// Run by tsx with the project's tsconfig, as the build runs it, but from a folder of its own.
const tsx = [resolve('node_modules', 'tsx', 'dist', 'cli.mjs'), '--tsconfig', resolve('tsconfig.json')];
const script = resolve('scripts/check-config.ts');
const folders: string[] = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Runs the pre-build check in a folder of its own, with `envFile` as its .env, if any. */
function check({
  envFile,
  settings,
  strict = false,
}: { envFile?: string; settings?: string; strict?: boolean } = {}) {
  const cwd = mkdtempSync(join(tmpdir(), 'check-config-'));
  folders.push(cwd);
  if (envFile) writeFileSync(join(cwd, '.env'), envFile);
  if (settings) {
    mkdirSync(join(cwd, 'content', 'site'), { recursive: true });
    writeFileSync(join(cwd, 'content', 'site', 'settings.yml'), settings);
  }
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(NEXT_PUBLIC_|SITE_STRICT)/.test(key)) delete env[key];
  if (strict) env.SITE_STRICT = '1';
  const run = spawnSync(process.execPath, [...tsx, script], { cwd, env, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const completeEnv = [
  'NEXT_PUBLIC_SITE_URL=https://maya.example.org',
  'NEXT_PUBLIC_KIT_FORM_ID=1234567',
  'NEXT_PUBLIC_KIT_API_KEY=pk_live_public',
  'NEXT_PUBLIC_CALENDLY_URL=https://calendly.com/someone/15min',
  'NEXT_PUBLIC_FORMS_ENDPOINT=https://formspree.io/f/xyzzyabc',
].join('\n');

describe('the pre-build placeholder check', () => {
  it('runs before every build', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
    assert.match(scripts.prebuild, /check-config/);
  });

  it('without a .env warns once, naming each placeholder and what it affects, and lets the build go on', () => {
    const { status, output } = check();
    assert.equal(status, 0);
    assert.equal(output.match(/Warning/g)?.length, 1);
    for (const setting of [
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_KIT_FORM_ID',
      'NEXT_PUBLIC_CALENDLY_URL',
      'NEXT_PUBLIC_FORMS_ENDPOINT',
    ])
      assert.ok(output.includes(setting), `${setting} is listed`);
    assert.match(output, /sitemap/);
    // Without a forms service, messages reach no one: the warning says so and names the service.
    assert.match(
      output,
      /Site settings › Formspree endpoint \(content\/site\/settings\.yml, formsEndpoint; or NEXT_PUBLIC_FORMS_ENDPOINT\): contact and research messages reach no one.*Formspree/,
    );
  });

  it('stops with one line naming the variable when the forms endpoint is not a Formspree form’s, strict or not', () => {
    for (const strict of [false, true]) {
      const { status, output } = check({
        strict,
        envFile: completeEnv.replace(
          /NEXT_PUBLIC_FORMS_ENDPOINT=.*/,
          'NEXT_PUBLIC_FORMS_ENDPOINT=https://forms.example.org/f/abc',
        ),
      });
      assert.equal(status, 1);
      assert.deepEqual(output.trim().split('\n').length, 1, output);
      assert.match(
        output,
        /^Site settings › Formspree endpoint \(content\/site\/settings\.yml, formsEndpoint; or NEXT_PUBLIC_FORMS_ENDPOINT\): "https:\/\/forms\.example\.org\/f\/abc" is not a Formspree form’s endpoint: write it as https:\/\/formspree\.io\/f\/<form id>/,
      );
    }
  });

  it('stops with one line naming the variable when the analytics domain is an address, and takes a domain as it is', () => {
    const bad = check({ envFile: `${completeEnv}\nNEXT_PUBLIC_ANALYTICS_DOMAIN=https://maya.example.org` });
    assert.equal(bad.status, 1);
    assert.equal(bad.output.trim().split('\n').length, 1, bad.output);
    assert.match(
      bad.output,
      /^Site settings › Plausible domain \(content\/site\/settings\.yml, analyticsDomain; or NEXT_PUBLIC_ANALYTICS_DOMAIN\): "https:\/\/maya\.example\.org" is not a domain as Plausible registers it/,
    );
    const good = check({
      strict: true,
      envFile: `${completeEnv}\nNEXT_PUBLIC_ANALYTICS_DOMAIN=maya.example.org`,
    });
    assert.equal(good.status, 0, good.output);
  });

  it('with SITE_STRICT=1 fails while the site’s address is a placeholder', () => {
    const { status, output } = check({
      strict: true,
      envFile: completeEnv.replace(/NEXT_PUBLIC_SITE_URL=.*/, ''),
    });
    assert.equal(status, 1);
    assert.match(output, /^SITE_STRICT=1: refusing to build while placeholders remain:/);
    assert.ok(output.includes('NEXT_PUBLIC_SITE_URL'));
    assert.ok(!output.includes('NEXT_PUBLIC_CALENDLY_URL'));
  });

  it('with SITE_STRICT=1 builds without each service still on the seed’s settings, naming it and its setting', () => {
    const { status, output } = check({
      strict: true,
      envFile: 'NEXT_PUBLIC_SITE_URL=https://maya.example.org',
    });
    assert.equal(status, 0, output);
    assert.doesNotMatch(output, /refusing|Warning/);
    const lines = output.trim().split('\n');
    assert.equal(lines[0], 'This build publishes without the services still on the seed’s settings:');
    assert.deepEqual(
      lines.slice(1).map((line) => line.replace(/ \(content\/site.*?\)/g, '')),
      [
        '  - Off: the Tomorrow Letter’s signup (Kit). Site settings › Kit form number and Site settings › Kit public API key are still the seed’s placeholders: set them in the editor to turn the service on (docs/publishing.md, Turn on the newsletter).',
        '  - Off: booking a call on About (Calendly). Site settings › Calendly booking page is still the seed’s placeholder: set it in the editor to turn the service on (docs/publishing.md, Turn on booking).',
        '  - Off: the contact, research request and pitch forms (Formspree). Site settings › Formspree endpoint is empty: set it in the editor to turn the service on (docs/publishing.md, Turn on messages).',
      ],
    );
  });

  it('with SITE_STRICT=1 still refuses a service’s setting that is neither its placeholder nor valid', () => {
    const { status, output } = check({
      strict: true,
      envFile: 'NEXT_PUBLIC_SITE_URL=https://maya.example.org\nNEXT_PUBLIC_KIT_FORM_ID=12ab',
    });
    assert.equal(status, 1);
    assert.match(output, /Kit form number .* is not a Kit form’s number/);
  });

  it('reads the settings file, and lets a variable override one of its settings', () => {
    const settings = [
      'siteUrl: https://author.example.org',
      "kitFormId: '1234567'",
      'kitPublicKey: pk_live_public',
      'calendlyUrl: https://calendly.example/author/15min',
      'formsEndpoint: https://formspree.io/f/xyzzyabc',
    ].join('\n');
    const fromFile = check({ settings });
    assert.equal(fromFile.status, 0);
    assert.deepEqual(
      fromFile.output.split('\n').filter((line) => line.startsWith('  - ')),
      [
        '  - Site settings › Calendly booking page (content/site/settings.yml, calendlyUrl; or NEXT_PUBLIC_CALENDLY_URL): the booking widget on /about/ frames a page that does not exist',
      ],
    );
    const overridden = check({
      settings,
      strict: true,
      envFile: 'NEXT_PUBLIC_CALENDLY_URL=https://calendly.com/author/15min',
    });
    assert.deepEqual(overridden, { status: 0, output: '' });
  });

  it('with a complete .env prints nothing, strict or not', () => {
    assert.deepEqual(check({ envFile: completeEnv }), { status: 0, output: '' });
    assert.deepEqual(check({ envFile: completeEnv, strict: true }), { status: 0, output: '' });
  });
});
