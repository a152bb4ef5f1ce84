// The publish run's calls to each host's API (scripts/publish/hosts.ts), against local stand-ins
// (__tests__/scripts/host-stand-ins.ts): which deployment is served, making another one the site, what
// she reads when a host refuses, and the deployment each host's tool says its upload made.
import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import { hostApi, refusal, uploaded, type Env, type Host } from '@/scripts/publish/hosts';
import {
  cloudflareStandIn,
  netlifyStandIn,
  standInToken,
  vercelStandIn,
  type StandIn,
} from './host-stand-ins';

const cases: {
  host: Host;
  start: () => Promise<StandIn>;
  env: (url: string, token: string) => Env;
  previous: string;
  current: string;
}[] = [
  {
    host: 'cloudflare',
    start: () =>
      cloudflareStandIn('0123456789abcdef0123456789abcdef', 'her-site', ['new-deployment', 'old-deployment']),
    env: (url, token) => ({
      CLOUDFLARE_API_BASE_URL: `${url}/client/v4`,
      CLOUDFLARE_API_TOKEN: token,
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
      CLOUDFLARE_PROJECT_NAME: 'her-site',
    }),
    current: 'new-deployment',
    previous: 'old-deployment',
  },
  {
    host: 'netlify',
    start: () => netlifyStandIn('site-uuid', ['new-deploy', 'old-deploy']),
    // An origin alone, as netlify-cli reads NETLIFY_API_URL: its /api/v1 is meant.
    env: (url, token) => ({ NETLIFY_API_URL: url, NETLIFY_AUTH_TOKEN: token, NETLIFY_SITE_ID: 'site-uuid' }),
    current: 'new-deploy',
    previous: 'old-deploy',
  },
  {
    host: 'vercel',
    start: () =>
      vercelStandIn('prj_her', 'team_hers', [
        { id: 'dpl_new', url: 'her-site-new.vercel.app' },
        { id: 'dpl_old', url: 'her-site-old.vercel.app' },
      ]),
    env: (url, token) => ({
      VERCEL_API_URL: url,
      VERCEL_TOKEN: token,
      VERCEL_ORG_ID: 'team_hers',
      VERCEL_PROJECT_ID: 'prj_her',
    }),
    current: 'dpl_new',
    previous: 'dpl_old',
  },
];

for (const { host, start, env, current, previous } of cases)
  describe(`${host}’s API, as the publish run calls it`, () => {
    let standIn: StandIn;
    before(async () => {
      standIn = await start();
    });
    after(() => standIn.close());
    const api = (token = standInToken) => hostApi(host, env(standIn.url, token));

    it('says which deployment the site serves now', async () => {
      const answer = await api().live();
      assert.ok(answer.ok);
      assert.equal(answer.value.id, current);
    });

    it('puts the previous deployment back, and the site then serves it', async () => {
      assert.deepEqual(await api().serve(previous), { ok: true, value: null });
      assert.equal(standIn.serving, previous);
      const answer = await api().live();
      assert.ok(answer.ok && answer.value.id === previous);
      await api().serve(current);
    });

    it('says in her words that the host knows no such deployment, and changes nothing', async () => {
      const answer = await api().serve('no-such-deployment');
      assert.ok(!answer.ok);
      assert.equal(answer.status, 404);
      assert.match(
        refusal(host, 'put it back', answer),
        /knows no such site or deployment \(HTTP 404: .+\): check /,
      );
      assert.equal(standIn.serving, current);
    });

    it('says which secret to replace when the host refuses the token', async () => {
      const answer = await api('a-token-it-does-not-know').serve(previous);
      assert.ok(!answer.ok);
      assert.ok([401, 403].includes(answer.status), String(answer.status));
      assert.match(
        refusal(host, 'put it back', answer),
        /secret is not a token that may manage this site; make a new one/,
      );
      assert.equal(standIn.serving, current);
    });
  });

describe('Vercel, as the vercel tool calls it', () => {
  const deployments = [
    { id: 'dpl_new', url: 'her-site-new.vercel.app' },
    { id: 'dpl_old', url: 'her-site-old.vercel.app' },
  ];
  const vercelEnv = (url: string, more: Env = {}): Env => ({
    VERCEL_API_URL: url,
    VERCEL_TOKEN: standInToken,
    VERCEL_ORG_ID: 'team_hers',
    VERCEL_PROJECT_ID: 'prj_her',
    ...more,
  });
  // Closed after each test, passed or failed, so a failure does not keep the runner waiting.
  const start = async (t: TestContext, owner: string, list = deployments) => {
    const standIn = await vercelStandIn('prj_her', owner, list);
    t.after(() => standIn.close());
    return standIn;
  };

  it('reads the deployment production serves from the project, for a team’s project and a personal one', async (t) => {
    for (const [owner, query] of [
      ['team_hers', '?teamId=team_hers'],
      ['hers1234personal', ''],
    ]) {
      const standIn = await start(t, owner);
      const api = hostApi('vercel', vercelEnv(standIn.url, { VERCEL_ORG_ID: owner }));
      assert.deepEqual(await api.live(), { ok: true, value: { id: 'dpl_new' } }, owner);
      // Never the site's address, which /v13/deployments does not know.
      assert.deepEqual(standIn.requests, [`GET /v9/projects/prj_her${query}`]);
    }
  });

  it('says none on a first publish, when the project serves no deployment yet', async (t) => {
    const standIn = await start(t, 'team_hers', []);
    assert.deepEqual(await hostApi('vercel', vercelEnv(standIn.url)).live(), {
      ok: true,
      value: { id: null },
    });
  });

  it('a lookup Vercel refuses is an error in her words, never “none”', async (t) => {
    const standIn = await start(t, 'team_hers');
    const refused = {
      'a token it does not know': [
        { VERCEL_TOKEN: 'not-her-token' },
        /secret is not a token that may manage this site/,
      ],
      'a team the token cannot reach': [
        { VERCEL_ORG_ID: 'team_other' },
        /secret is not a token that may manage this site/,
      ],
      'a project it does not know': [
        { VERCEL_PROJECT_ID: 'prj_gone' },
        /knows no such site or deployment \(HTTP 404: Project not found\): check VERCEL_ORG_ID and VERCEL_PROJECT_ID/,
      ],
    } as const;
    for (const [what, [more, says]] of Object.entries(refused)) {
      const answer = await hostApi('vercel', vercelEnv(standIn.url, more)).live();
      assert.ok(!answer.ok, what);
      assert.match(refusal('vercel', 'say which deployment the site serves', answer), says, what);
    }
  });

  it('puts back the deployment production served before a failed live check', async (t) => {
    const standIn = await start(t, 'team_hers', [deployments[1], deployments[0]]);
    const api = hostApi('vercel', vercelEnv(standIn.url));
    const before = await api.live();
    assert.ok(before.ok && before.value.id === 'dpl_old');
    // The new build, staged, is made the site by its address, as the run does, and fails its check.
    assert.deepEqual(await api.serve('https://her-site-new.vercel.app'), { ok: true, value: null });
    assert.equal(standIn.serving, 'dpl_new');
    assert.deepEqual(await api.serve(before.value.id), { ok: true, value: null });
    assert.equal(standIn.serving, 'dpl_old');
    assert.deepEqual(standIn.requests.slice(1), [
      'GET /v13/deployments/her-site-new.vercel.app?teamId=team_hers',
      'POST /v10/projects/prj_her/promote/dpl_new?teamId=team_hers',
      'POST /v10/projects/prj_her/promote/dpl_old?teamId=team_hers',
    ]);
  });
});

describe('the deployment an upload made, as each tool writes it', () => {
  it('reads wrangler’s output file, netlify deploy --json and vercel deploy’s address', () => {
    const wrangler = [
      JSON.stringify({ type: 'wrangler-session', version: 1 }),
      JSON.stringify({
        type: 'pages-deploy',
        version: 1,
        deployment_id: 'abc',
        url: 'https://abc.her-site.pages.dev',
      }),
      JSON.stringify({
        type: 'pages-deploy-detailed',
        version: 1,
        pages_project: 'her-site',
        deployment_id: 'abc',
        url: 'https://abc.her-site.pages.dev',
        alias: 'https://publish-check.her-site.pages.dev',
        environment: 'preview',
      }),
    ].join('\n');
    assert.deepEqual(uploaded('cloudflare', wrangler), { id: 'abc', url: 'https://abc.her-site.pages.dev' });
    const netlify = JSON.stringify(
      {
        site_id: 's',
        site_name: 'her-site',
        deploy_id: 'd1',
        deploy_url: 'https://d1--her-site.netlify.app',
        logs: 'https://app.netlify.com/…',
      },
      null,
      2,
    );
    assert.deepEqual(uploaded('netlify', netlify), { id: 'd1', url: 'https://d1--her-site.netlify.app' });
    assert.deepEqual(uploaded('vercel', 'https://her-site-abc123.vercel.app\n'), {
      id: 'https://her-site-abc123.vercel.app',
      url: 'https://her-site-abc123.vercel.app',
    });
    assert.equal(uploaded('netlify', 'Error: not JSON'), null);
    assert.equal(uploaded('cloudflare', ''), null);
  });
});
