// The run's first step on the host (scripts/publish/project.ts), run as the workflow runs it with only the
// host's token, against stand-ins (__tests__/scripts/host-stand-ins.ts): the project is made once and found
// after, every id is read through the API, and until she sets an address the host's own is the site's.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { netlifyNames, projectName, siteAddress } from '@/scripts/publish/project';
import {
  cloudflareProjects,
  netlifySites,
  standInToken,
  vercelProjects,
  type ProjectsStandIn,
} from './host-stand-ins';
import { runScript } from './run-script';

const folders: string[] = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A site folder whose Site settings hold `siteUrl`. */
function siteWith(siteUrl: string) {
  const root = mkdtempSync(join(tmpdir(), 'project-'));
  folders.push(root);
  mkdirSync(join(root, 'content', 'site'), { recursive: true });
  writeFileSync(join(root, 'content', 'site', 'settings.yml'), `siteUrl: ${siteUrl}\n`);
  return root;
}

/** Runs the step's script with `env`; what it exported, its output, its summary and its log. */
async function run(env: Record<string, string>, siteUrl = 'https://your-site.example') {
  const root = siteWith(siteUrl);
  const files = { GITHUB_ENV: 'env', GITHUB_OUTPUT: 'output', GITHUB_STEP_SUMMARY: 'summary' };
  for (const name of Object.values(files)) writeFileSync(join(root, name), '');
  const { status, output } = await runScript('scripts/publish/project.ts', [], {
    GITHUB_REPOSITORY: 'Her/Maya_Reyes.Site',
    PUBLISH_SITE: root,
    PUBLISH_PROBLEMS: join(root, 'problems.jsonl'),
    ...Object.fromEntries(Object.entries(files).map(([name, file]) => [name, join(root, file)])),
    ...env,
  });
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const exported = Object.fromEntries(
    read('env')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  for (const text of [read('env'), read('output'), read('summary'), output])
    assert.ok(!text.includes(standInToken), 'the token is never written');
  return { status, output, exported, siteUrl: read('output'), summary: read('summary') };
}

describe('the project’s name, from the repository’s', () => {
  it('is the name lowercased, other characters as dashes, within the host’s length', () => {
    assert.equal(projectName('Her/Maya_Reyes.Site', 'cloudflare'), 'maya-reyes-site');
    assert.equal(projectName('her/--Site--', 'netlify'), 'site');
    assert.equal(projectName('her/___', 'vercel'), 'site');
    assert.equal(projectName(`her/${'a'.repeat(80)}`, 'cloudflare').length, 58);
    assert.equal(projectName(`her/${'a'.repeat(80)}`, 'netlify', 'her').length, 63);
    assert.match(projectName(`her/${'a'.repeat(80)}`, 'netlify', 'her'), /-her$/);
  });

  it('on Netlify, the same names in the same order on every run', () => {
    assert.deepEqual(netlifyNames('Her/Site').slice(0, 2), ['site', 'site-her']);
    assert.deepEqual(netlifyNames('Her/Site'), netlifyNames('Her/Site'));
    assert.match(netlifyNames('Her/Site')[2], /^site-her-[0-9a-f]{6}$/);
  });
});

describe('the site’s address', () => {
  it('is the variable’s, then her Site settings’ unless a placeholder, then the host’s', () => {
    const host = 'https://site.pages.dev';
    assert.deepEqual(siteAddress('https://a.com/', 'https://b.com', host), {
      url: 'https://a.com',
      from: 'variable',
    });
    assert.deepEqual(siteAddress('', 'https://b.com', host), { url: 'https://b.com', from: 'settings' });
    assert.deepEqual(siteAddress('', 'https://your-site.example', host), { url: host, from: 'host' });
    assert.equal(siteAddress(' ', undefined, ''), null);
  });
});

const hosts: {
  host: string;
  start: () => Promise<ProjectsStandIn>;
  env: (url: string) => Record<string, string>;
  ids: Record<string, string | RegExp>;
  address: string;
}[] = [
  {
    host: 'cloudflare',
    start: () => cloudflareProjects(['0123456789abcdef0123456789abcdef']),
    env: (url) => ({ CLOUDFLARE_API_BASE_URL: `${url}/client/v4`, CLOUDFLARE_API_TOKEN: standInToken }),
    ids: {
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
      CLOUDFLARE_PROJECT_NAME: 'maya-reyes-site',
    },
    address: 'https://maya-reyes-site.pages.dev',
  },
  {
    host: 'netlify',
    start: () => netlifySites(),
    env: (url) => ({ NETLIFY_API_URL: url, NETLIFY_AUTH_TOKEN: standInToken }),
    ids: { NETLIFY_SITE_ID: 'site-1' },
    address: 'https://maya-reyes-site.netlify.app',
  },
  {
    host: 'vercel',
    start: () => vercelProjects('team_hers'),
    env: (url) => ({ VERCEL_API_URL: url, VERCEL_TOKEN: standInToken }),
    ids: { VERCEL_ORG_ID: 'team_hers', VERCEL_PROJECT_ID: 'prj_1' },
    address: 'https://maya-reyes-site.vercel.app',
  },
];

const names = { cloudflare: 'Cloudflare Pages', netlify: 'Netlify', vercel: 'Vercel' } as const;

for (const { host, start, env, ids, address } of hosts)
  describe(`on ${host}, with only the token`, () => {
    it('the first run creates the project, reads its ids and gives the build its address; the next finds it', async (t) => {
      const standIn = await start();
      t.after(() => standIn.close());
      const first = await run({ PUBLISH_HOST: host, ...env(standIn.url) });
      assert.equal(first.status, 0, first.output);
      assert.deepEqual(standIn.created, ['maya-reyes-site']);
      assert.deepEqual(first.exported, { ...ids, NEXT_PUBLIC_SITE_URL: address });
      assert.equal(first.siteUrl, `site_url=${address}\n`);
      const name = names[host as keyof typeof names];
      assert.match(
        first.summary,
        new RegExp(`^- Created the ${name} project maya-reyes-site \\(${address}\\)\\.$`, 'm'),
      );
      assert.match(
        first.summary,
        new RegExp(
          `^- The site's address is ${address}, ${name}'s own for the project, until you set yours in Site settings › .*; to use your own domain`,
          'm',
        ),
      );
      const second = await run({ PUBLISH_HOST: host, ...env(standIn.url) });
      assert.equal(second.status, 0, second.output);
      assert.deepEqual(standIn.created, ['maya-reyes-site'], 'no second project');
      assert.deepEqual(second.exported, first.exported);
      assert.match(second.summary, new RegExp(`^- Found the ${name} project maya-reyes-site`, 'm'));
    });

    it('her own address in Site settings is the site’s; the repository variable wins over both', async (t) => {
      const standIn = await start();
      t.after(() => standIn.close());
      const settings = await run({ PUBLISH_HOST: host, ...env(standIn.url) }, 'https://mayareyes.com');
      assert.equal(settings.status, 0, settings.output);
      assert.equal(settings.exported.NEXT_PUBLIC_SITE_URL, undefined, 'the build reads her setting');
      assert.equal(settings.siteUrl, 'site_url=https://mayareyes.com\n');
      assert.match(settings.summary, /The site's address is https:\/\/mayareyes\.com, from Site settings › /);
      const variable = await run(
        { PUBLISH_HOST: host, ...env(standIn.url), NEXT_PUBLIC_SITE_URL: 'https://www.mayareyes.com' },
        'https://mayareyes.com',
      );
      assert.equal(variable.siteUrl, 'site_url=https://www.mayareyes.com\n');
      assert.match(variable.summary, /from the repository variable NEXT_PUBLIC_SITE_URL/);
    });

    it('a token the host refuses: one line naming the secret, nothing made', async (t) => {
      const standIn = await start();
      t.after(() => standIn.close());
      const refused = await run({
        PUBLISH_HOST: host,
        ...env(standIn.url),
        ...Object.fromEntries(
          Object.keys(env(''))
            .filter((name) => /TOKEN$/.test(name))
            .map((name) => [name, 'fake-token-not-hers']),
        ),
      });
      assert.equal(refused.status, 1);
      assert.match(refused.output, /^project: .* secret is not a token that may do this/m);
      assert.deepEqual(standIn.created, []);
    });
  });

describe('variables that point at a project that exists', () => {
  it('on Cloudflare: they win, and nothing is listed or made; a project they name that does not exist is refused', async (t) => {
    const standIn = await cloudflareProjects([
      '0123456789abcdef0123456789abcdef',
      'fedcba9876543210fedcba9876543210',
    ]);
    t.after(() => standIn.close());
    const env = { CLOUDFLARE_API_BASE_URL: `${standIn.url}/client/v4`, CLOUDFLARE_API_TOKEN: standInToken };
    const made = await run({
      PUBLISH_HOST: 'cloudflare',
      ...env,
      CLOUDFLARE_ACCOUNT_ID: 'fedcba9876543210fedcba9876543210',
    });
    assert.equal(made.status, 0, made.output);
    standIn.requests.length = 0;
    const named = await run({
      PUBLISH_HOST: 'cloudflare',
      ...env,
      CLOUDFLARE_ACCOUNT_ID: 'fedcba9876543210fedcba9876543210',
      CLOUDFLARE_PROJECT_NAME: 'maya-reyes-site',
    });
    assert.equal(named.status, 0, named.output);
    assert.deepEqual(standIn.requests, [
      'GET /client/v4/accounts/fedcba9876543210fedcba9876543210/pages/projects/maya-reyes-site',
    ]);
    const missing = await run({
      PUBLISH_HOST: 'cloudflare',
      ...env,
      CLOUDFLARE_ACCOUNT_ID: 'fedcba9876543210fedcba9876543210',
      CLOUDFLARE_PROJECT_NAME: 'not-there',
    });
    assert.equal(missing.status, 1);
    assert.match(
      missing.output,
      /project: Cloudflare Pages did not find the Pages project not-there \(HTTP 404: Project not found\. \[code: 8000007\]\)/,
    );
    assert.deepEqual(standIn.created, ['maya-reyes-site']);
  });

  it('on Netlify and Vercel: the site or project they name, never a new one', async (t) => {
    const netlify = await netlifySites();
    const vercel = await vercelProjects('team_hers');
    t.after(() => Promise.all([netlify.close(), vercel.close()]));
    const netlifyEnv = {
      PUBLISH_HOST: 'netlify',
      NETLIFY_API_URL: netlify.url,
      NETLIFY_AUTH_TOKEN: standInToken,
    };
    await run({ ...netlifyEnv, GITHUB_REPOSITORY: 'her/older-site' });
    const found = await run({ ...netlifyEnv, NETLIFY_SITE_ID: 'site-1' });
    assert.equal(found.exported.NETLIFY_SITE_ID, 'site-1');
    assert.equal(found.exported.NEXT_PUBLIC_SITE_URL, 'https://older-site.netlify.app');
    assert.deepEqual(netlify.created, ['older-site']);
    const vercelEnv = { PUBLISH_HOST: 'vercel', VERCEL_API_URL: vercel.url, VERCEL_TOKEN: standInToken };
    await run({ ...vercelEnv, GITHUB_REPOSITORY: 'her/older-site' });
    const named = await run({ ...vercelEnv, VERCEL_ORG_ID: 'team_hers', VERCEL_PROJECT_ID: 'prj_1' });
    assert.deepEqual(named.exported, {
      VERCEL_ORG_ID: 'team_hers',
      VERCEL_PROJECT_ID: 'prj_1',
      NEXT_PUBLIC_SITE_URL: 'https://older-site.vercel.app',
    });
    assert.deepEqual(vercel.created, ['older-site']);
    const gone = await run({ ...vercelEnv, VERCEL_ORG_ID: 'team_hers', VERCEL_PROJECT_ID: 'prj_gone' });
    assert.equal(gone.status, 1);
    assert.deepEqual(vercel.created, ['older-site']);
  });
});

describe('what the hosts do with a name that is taken', () => {
  it('Cloudflare: a token reaching two accounts and no variable, one line asking for CLOUDFLARE_ACCOUNT_ID', async (t) => {
    const standIn = await cloudflareProjects([
      '0123456789abcdef0123456789abcdef',
      'fedcba9876543210fedcba9876543210',
    ]);
    t.after(() => standIn.close());
    const two = await run({
      PUBLISH_HOST: 'cloudflare',
      CLOUDFLARE_API_BASE_URL: `${standIn.url}/client/v4`,
      CLOUDFLARE_API_TOKEN: standInToken,
    });
    assert.equal(two.status, 1);
    const lines = two.output.split('\n').filter((line) => line.startsWith('project: '));
    assert.deepEqual(lines.length, 1, two.output);
    assert.match(
      lines[0],
      /reaches 2 Cloudflare accounts .*add the repository variable CLOUDFLARE_ACCOUNT_ID/,
    );
    assert.deepEqual(standIn.created, []);
  });

  it('Cloudflare: a token that may not list its accounts, one line saying which permission, or the variable', async (t) => {
    const standIn = await cloudflareProjects(['0123456789abcdef0123456789abcdef'], [], false);
    t.after(() => standIn.close());
    const refused = await run({
      PUBLISH_HOST: 'cloudflare',
      CLOUDFLARE_API_BASE_URL: `${standIn.url}/client/v4`,
      CLOUDFLARE_API_TOKEN: standInToken,
    });
    assert.equal(refused.status, 1);
    assert.match(
      refused.output,
      /^project: .*add the permission User › Memberships › Read to it, or add the repository variable CLOUDFLARE_ACCOUNT_ID/m,
    );
    const named = await run({
      PUBLISH_HOST: 'cloudflare',
      CLOUDFLARE_API_BASE_URL: `${standIn.url}/client/v4`,
      CLOUDFLARE_API_TOKEN: standInToken,
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    });
    assert.equal(named.status, 0, named.output);
  });

  it('Cloudflare: a project whose .pages.dev name was taken has the subdomain Cloudflare gave it', async (t) => {
    const standIn = await cloudflareProjects(['0123456789abcdef0123456789abcdef'], ['maya-reyes-site']);
    t.after(() => standIn.close());
    const env = {
      PUBLISH_HOST: 'cloudflare',
      CLOUDFLARE_API_BASE_URL: `${standIn.url}/client/v4`,
      CLOUDFLARE_API_TOKEN: standInToken,
    };
    for (const made of [await run(env), await run(env)]) {
      assert.equal(made.exported.NEXT_PUBLIC_SITE_URL, 'https://maya-reyes-site-4kx.pages.dev');
      assert.equal(made.exported.CLOUDFLARE_PROJECT_NAME, 'maya-reyes-site');
    }
    assert.deepEqual(standIn.created, ['maya-reyes-site']);
  });

  it('Netlify: a name someone else holds (422) gives the name with the owner’s, found again on the next run', async (t) => {
    const standIn = await netlifySites(['maya-reyes-site']);
    t.after(() => standIn.close());
    const env = { PUBLISH_HOST: 'netlify', NETLIFY_API_URL: standIn.url, NETLIFY_AUTH_TOKEN: standInToken };
    const first = await run(env);
    assert.equal(first.status, 0, first.output);
    assert.equal(first.exported.NEXT_PUBLIC_SITE_URL, 'https://maya-reyes-site-her.netlify.app');
    assert.match(first.summary, /Created the Netlify project maya-reyes-site-her /);
    const second = await run(env);
    assert.match(second.summary, /Found the Netlify project maya-reyes-site-her /);
    assert.deepEqual(standIn.created, ['maya-reyes-site-her']);
  });

  it('Vercel: the project’s .vercel.app domain, as its domains say, when the name’s was taken', async (t) => {
    const standIn = await vercelProjects('team_hers', ['maya-reyes-site.vercel.app']);
    t.after(() => standIn.close());
    const made = await run({
      PUBLISH_HOST: 'vercel',
      VERCEL_API_URL: standIn.url,
      VERCEL_TOKEN: standInToken,
    });
    assert.equal(made.exported.NEXT_PUBLIC_SITE_URL, 'https://maya-reyes-site-her.vercel.app');
  });

  it('Vercel: a new project with no domain yet is given its name’s, or the run says which it could not have', async (t) => {
    const bare = await vercelProjects('team_hers', [], { bare: true });
    const held = await vercelProjects('team_hers', ['maya-reyes-site.vercel.app'], { bare: true });
    t.after(() => Promise.all([bare.close(), held.close()]));
    const env = { PUBLISH_HOST: 'vercel', VERCEL_TOKEN: standInToken };
    const made = await run({ ...env, VERCEL_API_URL: bare.url });
    assert.equal(made.status, 0, made.output);
    assert.equal(made.exported.NEXT_PUBLIC_SITE_URL, 'https://maya-reyes-site.vercel.app');
    const refused = await run({ ...env, VERCEL_API_URL: held.url });
    assert.equal(refused.status, 1);
    assert.match(
      refused.output,
      /^project: Vercel did not give the project maya-reyes-site the address maya-reyes-site\.vercel\.app \(HTTP 409: The domain is in use by another project\)$/m,
    );
  });
});
