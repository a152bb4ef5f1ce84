// The publish run's decisions (scripts/publish/plan.ts), on a repository the test makes, against stand-ins
// of GitHub's API and the live build info: a wrong setup stops it before any build; her saves go up at
// once, on the live code while a code change waits; each decision is recorded where it is read.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { siteToday } from '@/lib/site/site-calendar';
import { templateSampleName } from '@/content-loader/site-files';
import { issueTitles, stateMarker } from '@/scripts/publish/github';
import { runPlan, runStart } from '@/scripts/publish/plan';
import { gitHubStandIn, liveDeployment, type GitHubStandIn } from './github-stand-in';

let repo = '';
let github: GitHubStandIn;
let site = '';
let closeSite = () => {};
/** What the stand-in of the live site says it serves; null: no build info. */
let serving: { id: string; asOf: string; commit?: string; code?: string } | null = null;
const today = siteToday('America/Toronto');
const commits: Record<string, string> = {};

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
function commit(name: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  git('add', '.');
  git('commit', '-q', '-m', name);
  commits[name] = git('rev-parse', 'HEAD');
}

before(async () => {
  repo = mkdtempSync(join(tmpdir(), 'publish-plan-'));
  github = await gitHubStandIn();
  const server = createServer((request, response) =>
    serving && request.url?.startsWith('/build.json')
      ? response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(serving))
      : response.writeHead(404).end('Not found'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeSite = () => server.close();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'author@example.org');
  git('config', 'user.name', 'Author');
  commit('live', {
    'content/site/settings.yml': [
      `siteUrl: ${site}`,
      "kitFormId: '1234567'",
      'kitPublicKey: kit_public',
      'calendlyUrl: https://calendly.com/her/15min',
      'formsEndpoint: https://formspree.io/f/abcdefgh',
      'letterDrafts: false',
      '',
    ].join('\n'),
    'content/site/profile.yml': 'timeZone: America/Toronto\n',
    'content/essays/first.md': '---\ntitle: First\npublishedDate: 2026-01-05\n---\n\nText.\n',
    'components/header.tsx': 'export {};\n',
  });
  commit('content', {
    'content/essays/second.md': '---\ntitle: Second\npublishedDate: 2026-01-12\n---\n\nText.\n',
  });
  commit('code', { 'components/header.tsx': 'export const changed = true;\n' });
  commit('more content', {
    'content/essays/second.md': '---\ntitle: Second, revised\npublishedDate: 2026-01-12\n---\n\nText.\n',
  });
});
after(async () => {
  closeSite();
  await github.close();
  rmSync(repo, { recursive: true, force: true });
});

/** Everything set up for Netlify, as the workflow's step passes it. */
const ready = {
  GITHUB_REPOSITORY: 'her/site',
  NETLIFY_AUTH_TOKEN_SET: 'true',
  CLOUDFLARE_API_TOKEN_SET: 'false',
  VERCEL_TOKEN_SET: 'false',
  KIT_API_KEY_SET: 'false',
  NETLIFY_SITE_ID: 'her-site-id',
};
/** Main's newest save is `name`'s commit, as a run's checkout of main would find it. */
const at = (name: string) => git('checkout', '-q', commits[name]);
const plan = (env: Record<string, string>) => runPlan(repo, { ...ready, GITHUB_API_URL: github.url, ...env });
const start = (env: Record<string, string>) =>
  runStart(repo, { ...ready, GITHUB_API_URL: github.url, ...env });

describe('the setup, checked before anything is built', () => {
  const red = async (env: Record<string, string>, line: RegExp) => {
    const run = await plan({ PUBLISH_TRIGGER: 'push', ...env });
    assert.equal(run.code, 1, run.log.join('\n'));
    assert.equal(run.outputs.publish, 'false');
    assert.ok(
      run.log.some((entry) => entry.startsWith('::error title=Not published::') && line.test(entry)),
      run.log.join('\n'),
    );
  };

  it('no host token: red, saying where the secret goes', () =>
    red(
      { NETLIFY_AUTH_TOKEN_SET: 'false' },
      /No host’s token reaches the publish run.*Repository secrets, spelt exactly so/,
    ));

  it('a token saved as a variable: red, naming it, and that no host token reaches the run', async () => {
    const env = { NETLIFY_AUTH_TOKEN_SET: 'false', NETLIFY_AUTH_TOKEN_AS_VARIABLE: 'true' };
    await red(env, /NETLIFY_AUTH_TOKEN is saved as a variable.*as a repository secret of the same name/);
    await red(env, /No host’s token reaches the publish run/);
  });

  it('Kit’s key saved as a variable: red too, since a variable is printed in the log', () =>
    red({ KIT_API_KEY_AS_VARIABLE: 'true' }, /KIT_API_KEY is saved as a variable/));

  it('two hosts: red', () =>
    red({ VERCEL_TOKEN_SET: 'true' }, /Tokens for more than one host are set \(Netlify, Vercel\)/));

  it('the token alone: no host variable is needed, the publish finds or makes the project', async () => {
    for (const [token, empty] of [
      ['NETLIFY_AUTH_TOKEN_SET', { NETLIFY_SITE_ID: '' }],
      ['CLOUDFLARE_API_TOKEN_SET', {}],
      ['VERCEL_TOKEN_SET', {}],
    ] as const) {
      const run = await plan({
        PUBLISH_TRIGGER: 'push',
        NETLIFY_AUTH_TOKEN_SET: 'false',
        [token]: 'true',
        ...empty,
      });
      assert.equal(run.code, 0, `${token}: ${run.log.join('\n')}`);
    }
  });

  it('a host variable that is set is still checked: one that cannot be an account’s id is red, alone', async () => {
    const run = await plan({
      PUBLISH_TRIGGER: 'push',
      NETLIFY_AUTH_TOKEN_SET: 'false',
      CLOUDFLARE_API_TOKEN_SET: 'true',
      CLOUDFLARE_ACCOUNT_ID: 'my account',
    });
    assert.equal(run.code, 1);
    const errors = run.log.filter((line) => line.startsWith('::error'));
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /CLOUDFLARE_ACCOUNT_ID variable is "my account", which is not the Account ID/);
  });

  it('the site’s address still a placeholder: not red with a host’s token, whose own address stands in; red without one', async () => {
    const settings = join(repo, 'content/site/settings.yml');
    const written = readFileSync(settings, 'utf8');
    writeFileSync(settings, written.replace(/^siteUrl: .*$/m, 'siteUrl: https://your-site.example'));
    const withToken = await plan({ PUBLISH_TRIGGER: 'push' });
    const without = await plan({ PUBLISH_TRIGGER: 'push', NETLIFY_AUTH_TOKEN_SET: 'false' });
    writeFileSync(settings, written);
    assert.ok(!withToken.log.some((line) => /still a placeholder/.test(line)), withToken.log.join('\n'));
    assert.equal(withToken.code, 0, withToken.log.join('\n'));
    assert.ok(
      without.log.some((line) => /The site’s address .* is still a placeholder/.test(line)),
      without.log.join('\n'),
    );
  });

  it('a service still on the seed’s settings: not red, but off, named in the summary with the setting that turns it on', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const run = await plan({
      PUBLISH_TRIGGER: 'push',
      NEXT_PUBLIC_CALENDLY_URL: 'https://calendly.example/your-name/15min',
      NEXT_PUBLIC_KIT_API_KEY: 'kit_public_key_placeholder',
    });
    assert.equal(run.code, 0, run.log.join('\n'));
    assert.ok(!run.log.some((line) => line.startsWith('::error')), run.log.join('\n'));
    const off = run.summary.filter((line) => line.startsWith('Off: '));
    assert.deepEqual(off, [
      'Off: the Tomorrow Letter’s signup (Kit). Site settings › Kit public API key (content/site/settings.yml, kitPublicKey; or NEXT_PUBLIC_KIT_API_KEY) is still the seed’s placeholder: set it in the editor to turn the service on (docs/publishing.md, Turn on the newsletter).',
      'Off: booking a call on About (Calendly). Site settings › Calendly booking page (content/site/settings.yml, calendlyUrl; or NEXT_PUBLIC_CALENDLY_URL) is still the seed’s placeholder: set it in the editor to turn the service on (docs/publishing.md, Turn on booking).',
      'Off: visit counts (Plausible). Site settings › Plausible domain (content/site/settings.yml, analyticsDomain; or NEXT_PUBLIC_ANALYTICS_DOMAIN) is empty: set it in the editor to turn the service on (docs/publishing.md, Turn on visit counts).',
    ]);
    const on = await plan({ PUBLISH_TRIGGER: 'push', NEXT_PUBLIC_ANALYTICS_DOMAIN: 'her.test' });
    assert.deepEqual(
      on.summary.filter((line) => line.startsWith('Off: ')),
      [],
    );
  });

  it('the template’s sample, its profile untouched: not red, and the summary says what waits for her name', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const profile = join(repo, 'content/site/profile.yml');
    const sample = (run: { summary: string[] }) => run.summary.filter((line) => line.includes('sample'));
    writeFileSync(profile, `name: ${templateSampleName}\ntimeZone: America/Toronto\n`);
    try {
      const run = await plan({ PUBLISH_TRIGGER: 'push' });
      assert.equal(run.code, 0, run.log.join('\n'));
      assert.deepEqual(sample(run), [
        `The site is still the template’s sample: Site pages › Your profile names ${templateSampleName}. It goes up as it is, its logos unlinked; once the profile names you, publishing stops at each .example address left (Home’s logos among them), naming it.`,
      ]);
    } finally {
      git('checkout', '-q', '--', 'content/site/profile.yml');
    }
    assert.deepEqual(sample(await plan({ PUBLISH_TRIGGER: 'push' })), []);
  });

  it('Issues off: red, saying where to turn them on', async () => {
    github.repository.has_issues = false;
    await red({}, /Issues are turned off.*Settings › General › Features › Issues/);
    github.repository.has_issues = true;
  });

  it('a fork: named in the summary, with what to turn on', async () => {
    github.repository.fork = true;
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const run = await plan({ PUBLISH_TRIGGER: 'push' });
    github.repository.fork = false;
    assert.equal(run.code, 0);
    assert.ok(
      run.summary.some((line) => /is a fork, whose schedules GitHub keeps off/.test(line)),
      run.summary.join('\n'),
    );
  });

  it('an hourly run that never ran, in a repository older than a few hours: named in the summary', async () => {
    github.scheduledRuns = 0;
    const run = await plan({ PUBLISH_TRIGGER: 'push' });
    github.scheduledRuns = 24;
    assert.ok(
      run.summary.some((line) =>
        /^The hourly clock has never run in this repository.*Actions › Clock/.test(line),
      ),
      run.summary.join('\n'),
    );
  });

  it('a repository variable over a Site setting: both values in the summary', async () => {
    const run = await plan({
      PUBLISH_TRIGGER: 'push',
      NEXT_PUBLIC_KIT_FORM_ID: '7654321',
    });
    assert.ok(
      run.summary.some((line) =>
        line.startsWith(
          'The repository variable NEXT_PUBLIC_KIT_FORM_ID (7654321) overrides Site settings › Kit form number (1234567)',
        ),
      ),
      run.summary.join('\n'),
    );
  });

  it('drafting the letter: off, the run says so; on without Kit’s key, the letter’s problem, not the site’s', async () => {
    const off = await plan({ PUBLISH_TRIGGER: 'push' });
    assert.ok(off.summary.some((line) => line.startsWith('Drafting the letter in Kit is off')));
    assert.equal(off.outputs.letter_drafts, 'false');
    const settings = join(repo, 'content/site/settings.yml');
    const written = readFileSync(settings, 'utf8');
    writeFileSync(settings, written.replace('letterDrafts: false', 'letterDrafts: true'));
    const on = await plan({ PUBLISH_TRIGGER: 'push' });
    writeFileSync(settings, written);
    assert.equal(on.code, 0);
    assert.equal(on.outputs.letter_drafts, 'true');
    const problems = JSON.parse(on.outputs.letter_problems) as { says: string }[];
    assert.equal(problems.length, 2);
    assert.match(
      problems[0].says,
      /^Site settings › Draft the letter in Kit is on, but no KIT_API_KEY secret reaches the run/,
    );
    assert.match(
      problems[1].says,
      /^Site settings › Draft the letter in Kit is on, but the KIT_EMAIL_TEMPLATE_ID variable is missing/,
    );
  });

  it('the clock does not repeat what the open issue already says; a save is told again', async () => {
    const first = await plan({ PUBLISH_TRIGGER: 'clock', NETLIFY_AUTH_TOKEN_SET: 'false' });
    const lines = first.log.map((line) => line.replace('::error title=Not published::', ''));
    github.issues.push({
      number: 1,
      title: issueTitles.publish,
      body: `…\n${stateMarker({ stage: 'setup', lines })}\n`,
      state: 'open',
      comments: [],
    });
    const again = await plan({ PUBLISH_TRIGGER: 'clock', NETLIFY_AUTH_TOKEN_SET: 'false' });
    assert.equal(again.code, 0);
    assert.equal(again.outputs.publish, 'false');
    const pushed = await plan({ PUBLISH_TRIGGER: 'push', NETLIFY_AUTH_TOKEN_SET: 'false' });
    assert.equal(pushed.code, 1, 'a save is told again');
    github.issues.length = 0;
  });

  it('a stopped setup marks her newest save as not published, for the editor and the clock', async () => {
    github.deployments.length = 0;
    at('content');
    await plan({ PUBLISH_TRIGGER: 'push', NETLIFY_AUTH_TOKEN_SET: 'false' });
    const [record] = github.deployments;
    assert.equal(record?.sha, commits.content);
    assert.equal(record.statuses.at(-1)?.state, 'failure');
    assert.match(
      record.statuses.at(-1)?.description ?? '',
      /^Not published: No host’s token reaches the publish run/,
    );
    assert.ok((record.statuses.at(-1)?.description.length ?? 0) <= 140);
  });
});

describe('the hourly clock, seen from a publish run', () => {
  it('paused by GitHub after a quiet spell: turned back on, and the summary says so', async () => {
    github.clock = 'disabled_inactivity';
    at('content');
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const run = await plan({ PUBLISH_TRIGGER: 'push' });
    assert.equal(github.clock, 'active');
    assert.ok(
      run.summary.some((line) =>
        /The hourly clock was off \(GitHub pauses .* 60 days .*\); this run turned it back on/.test(line),
      ),
      run.summary.join('\n'),
    );
  });

  it('turned off by hand: left off, and the summary says how to turn it on', async () => {
    github.clock = 'disabled_manually';
    const run = await plan({ PUBLISH_TRIGGER: 'push' });
    assert.equal(github.clock, 'disabled_manually');
    assert.ok(run.summary.some((line) => line.includes('Actions › Clock › Enable workflow')));
    github.clock = 'active';
  });
});

describe('what a run publishes', () => {
  it('a save that changes only content/ since the live one: published at once, recorded as waiting its turn', async () => {
    github.deployments.length = 0;
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.live };
    at('content');
    const run = await plan({ PUBLISH_TRIGGER: 'push' });
    assert.equal(run.outputs.publish, 'true');
    assert.equal(run.outputs.live_content, commits.live);
    assert.match(
      run.summary.at(-1) ?? '',
      new RegExp(`^Publishing ${commits.content.slice(0, 7)} on the code the site runs`),
    );
    const [record] = github.deployments;
    assert.equal(record.sha, commits.content);
    assert.equal(record.environment, 'production');
    assert.deepEqual(
      { state: record.statuses.at(-1)?.state, content: record.payload.content, code: record.payload.code },
      { state: 'queued', content: commits.content, code: commits.content },
    );
    assert.equal(record.payload.timeZone, 'America/Toronto');
  });

  it('when its turn comes, the publish takes main’s newest save and marks it being built', async () => {
    at('content');
    const run = await start({ PUBLISH_TRIGGER: 'push' });
    assert.equal(run.outputs.go, 'true');
    assert.equal(run.outputs.content, commits.content);
    assert.equal(run.outputs.code, commits.content);
    assert.equal(github.deployments.length, 1, 'the record the plan made');
    assert.equal(github.deployments[0].statuses.at(-1)?.state, 'in_progress');
    assert.equal(run.outputs.record, String(github.deployments[0].id));
  });

  it('a save after a code change Checks has not passed: her content goes up on the code the site runs', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    at('more content');
    const run = await start({ PUBLISH_TRIGGER: 'push' });
    assert.equal(run.outputs.go, 'true');
    assert.equal(run.outputs.content, commits['more content']);
    assert.equal(run.outputs.code, commits.content);
    assert.match(
      run.summary.at(-1) ?? '',
      new RegExp(
        `on the code the site runs \\(${commits.content.slice(0, 7)}\\), since ${commits.code.slice(0, 7)} changes components/header\\.tsx and Checks has not passed on it`,
      ),
    );
    assert.deepEqual(JSON.parse(run.outputs.held), {
      change: commits.code,
      files: ['components/header.tsx'],
    });
  });

  it('once Checks passed on the code, her saves after it go up on it', async () => {
    github.checked = [commits.code];
    at('more content');
    const run = await start({ PUBLISH_TRIGGER: 'checks' });
    assert.equal(run.outputs.code, commits['more content']);
    assert.equal(run.outputs.held, '');
    github.checked = [];
  });

  it('a publish whose save an earlier one already put up does nothing, and marks the save live', async () => {
    github.deployments.length = 0;
    at('content');
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.live };
    await plan({ PUBLISH_TRIGGER: 'push' });
    serving = { id: 'b'.repeat(32), asOf: today, commit: commits.content };
    const run = await start({ PUBLISH_TRIGGER: 'push' });
    assert.equal(run.outputs.go, 'false');
    assert.match(run.summary.at(-1) ?? '', /already serves/);
    assert.equal(github.deployments[0].statuses.at(-1)?.state, 'success');
  });

  it('an older save never replaces a later one', async () => {
    at('content');
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits['more content'] };
    const run = await plan({ PUBLISH_TRIGGER: 'checks' });
    assert.equal(run.outputs.publish, 'false');
    assert.match(run.summary.at(-1) ?? '', /already serves .*, saved after/);
  });

  it('the clock: main ahead of the live site, a post come due, or nothing to do', async () => {
    at('more content');
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const ahead = await plan({ PUBLISH_TRIGGER: 'clock' });
    assert.equal(ahead.outputs.publish, 'true', ahead.summary.join('\n'));
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits['more content'], code: commits.content };
    const idle = await plan({ PUBLISH_TRIGGER: 'clock' });
    assert.equal(idle.outputs.publish, 'false', idle.summary.join('\n'));
    serving = {
      id: 'a'.repeat(32),
      asOf: '2026-01-10',
      commit: commits['more content'],
      code: commits.content,
    };
    const due = await plan({ PUBLISH_TRIGGER: 'clock' });
    assert.equal(due.outputs.publish, 'true');
    assert.match(due.summary.at(-1) ?? '', /post dated 2026-01-12 came due/);
  });

  it('a save that failed is not built again by the clock; a post that comes due goes up with the live save; by hand it is tried again', async () => {
    at('more content');
    const failed = { source: { content: commits['more content'], code: commits.content }, transient: false };
    github.issues.push({
      number: 2,
      title: issueTitles.publish,
      body: stateMarker({ stage: 'publish', lines: ['…'], failed }),
      state: 'open',
      comments: [],
    });
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const clock = await plan({ PUBLISH_TRIGGER: 'clock' });
    assert.equal(clock.outputs.publish, 'false');
    assert.match(clock.summary.at(-1) ?? '', /Not trying .* again: it did not go up last time/);
    serving = { id: 'a'.repeat(32), asOf: '2026-01-10', commit: commits.content };
    const due = await start({ PUBLISH_TRIGGER: 'clock' });
    assert.equal(due.outputs.go, 'true');
    assert.deepEqual([due.outputs.content, due.outputs.code], [commits.content, commits.content]);
    assert.match(
      due.summary.at(-1) ?? '',
      /Publishing what the site serves .* again: .*came due.*your newest save stays held/,
    );
    const byHand = await plan({ PUBLISH_TRIGGER: 'hand' });
    assert.equal(byHand.outputs.publish, 'true');
    github.issues.length = 0;
  });

  it('a save whose failure was the host’s is tried again by the clock', async () => {
    at('more content');
    const failed = { source: { content: commits['more content'], code: commits.content }, transient: true };
    github.issues.push({
      number: 3,
      title: issueTitles.publish,
      body: stateMarker({ stage: 'publish', failed }),
      state: 'open',
      comments: [],
    });
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    assert.equal((await plan({ PUBLISH_TRIGGER: 'clock' })).outputs.publish, 'true');
    github.issues.length = 0;
  });

  it('letter issues whose draft is still owed are handed to the letter job', async () => {
    github.issues.push({
      number: 4,
      title: issueTitles.letter,
      body: stateMarker({ stage: 'letter', letters: ['a-monday', 'b-monday'] }),
      state: 'open',
      comments: [],
    });
    const run = await plan({ PUBLISH_TRIGGER: 'clock' });
    assert.equal(run.outputs.letters_waiting, 'a-monday b-monday');
    github.issues.length = 0;
  });

  it('by hand, with no live build to start from and code Checks has not passed: refused, red', async () => {
    serving = null;
    github.deployments.length = 0;
    at('more content');
    const run = await plan({ PUBLISH_TRIGGER: 'hand' });
    assert.equal(run.code, 1);
    assert.ok(run.log.some((line) => /^::error title=Not published::Not publishing .* yet/.test(line)));
  });

  it('a live site that names no build, and no record of one: only what passed Checks goes up', async () => {
    serving = null;
    github.deployments.length = 0;
    at('content');
    const run = await plan({ PUBLISH_TRIGGER: 'push' });
    assert.equal(run.outputs.publish, 'false');
    assert.match(run.summary.at(-1) ?? '', /names no build to start from/);
  });

  it('a live site that does not answer: what the last publish recorded stands for it', async () => {
    serving = null;
    github.deployments.length = 0;
    github.deployments.push(
      liveDeployment(1, commits.live, {
        content: commits.live,
        code: commits.live,
        asOf: today,
        nextDue: null,
        timeZone: 'America/Toronto',
      }),
    );
    at('content');
    const run = await plan({ PUBLISH_TRIGGER: 'push' });
    assert.equal(run.outputs.publish, 'true');
    assert.equal(run.outputs.live_content, commits.live);
  });
});
