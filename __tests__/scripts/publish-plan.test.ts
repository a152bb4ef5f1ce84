// The publish run's first job (scripts/publish/plan.ts), run on a repository of its own made by the
// test, against local stand-ins of GitHub's API (__tests__/scripts/github-stand-in.ts) and of the live
// site's build info: every way the setup is wrong stops it red before anything is built, with the
// line she reads; a push that changes only content/ publishes without Checks, one that changes code
// waits for Checks; the hourly run publishes when main is ahead of the live site or a post has come
// due, and leaves a commit whose build failed on the live site.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { siteToday } from '@/lib/site/site-calendar';
import { issueTitles, stateMarker } from '@/scripts/publish/github';
import { runPlan } from '@/scripts/publish/plan';
import { gitHubStandIn, type GitHubStandIn } from './github-stand-in';

let repo = '';
let github: GitHubStandIn;
let site = '';
let closeSite = () => {};
/** What the stand-in of the live site says it serves; null: no build info. */
let serving: { id: string; asOf: string; commit?: string } | null = null;
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
const plan = (env: Record<string, string>) => runPlan(repo, { ...ready, GITHUB_API_URL: github.url, ...env });

describe('the setup, checked before anything is built', () => {
  const red = async (env: Record<string, string>, line: RegExp) => {
    const run = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits.content, ...env });
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

  it('the chosen host’s variable missing, or empty: red, named, with what netlify-cli would do', async () => {
    await red(
      { NETLIFY_SITE_ID: '' },
      /The NETLIFY_SITE_ID variable is missing or empty.*make a new site of its own/,
    );
    await red({ NETLIFY_SITE_ID: '  ' }, /The NETLIFY_SITE_ID variable is missing or empty/);
  });

  it('Cloudflare’s two variables, each named, and one that cannot be an account’s id', async () => {
    const run = await plan({
      GITHUB_EVENT_NAME: 'push',
      TARGET: commits.content,
      NETLIFY_AUTH_TOKEN_SET: 'false',
      CLOUDFLARE_API_TOKEN_SET: 'true',
      CLOUDFLARE_ACCOUNT_ID: 'my account',
    });
    assert.equal(run.code, 1);
    const errors = run.log.filter((line) => line.startsWith('::error'));
    assert.equal(errors.length, 2, errors.join('\n'));
    assert.match(errors[0], /CLOUDFLARE_ACCOUNT_ID variable is "my account", which is not the Account ID/);
    assert.match(errors[1], /CLOUDFLARE_PROJECT_NAME variable is missing or empty/);
  });

  it('a setting still on its placeholder: red, naming it, before anything is built', () =>
    red(
      { NEXT_PUBLIC_CALENDLY_URL: 'https://calendly.example/x' },
      /Site settings › Calendly booking page \(content\/site\/settings\.yml, calendlyUrl; or NEXT_PUBLIC_CALENDLY_URL\) is still a placeholder, so the booking widget/,
    ));

  it('Issues off: red, saying where to turn them on', async () => {
    github.repository.has_issues = false;
    await red({}, /Issues are turned off.*Settings › General › Features › Issues/);
    github.repository.has_issues = true;
  });

  it('a fork: named in the summary, with what to turn on', async () => {
    github.repository.fork = true;
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const run = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits.content });
    github.repository.fork = false;
    assert.equal(run.code, 0);
    assert.ok(
      run.summary.some((line) => /is a fork: .*Enable workflow/.test(line)),
      run.summary.join('\n'),
    );
  });

  it('an hourly run that never ran, in a repository older than a few hours: named in the summary', async () => {
    github.scheduledRuns = 0;
    const run = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits.content });
    github.scheduledRuns = 24;
    assert.ok(
      run.summary.some((line) =>
        /^The hourly run has never run in this repository.*Enable workflow/.test(line),
      ),
      run.summary.join('\n'),
    );
  });

  it('a repository variable over a Site setting: both values in the summary', async () => {
    const run = await plan({
      GITHUB_EVENT_NAME: 'push',
      TARGET: commits.content,
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
    const off = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits.content });
    assert.ok(off.summary.some((line) => line.startsWith('Drafting the letter in Kit is off')));
    assert.equal(off.outputs.letter_drafts, 'false');
    const settings = join(repo, 'content/site/settings.yml');
    const written = readFileSync(settings, 'utf8');
    writeFileSync(settings, written.replace('letterDrafts: false', 'letterDrafts: true'));
    const on = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits.content });
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

  it('the hourly run does not repeat what the open issue already says', async () => {
    const first = await plan({ GITHUB_EVENT_NAME: 'schedule', NETLIFY_AUTH_TOKEN_SET: 'false' });
    const lines = first.log.map((line) => line.replace('::error title=Not published::', ''));
    github.issues.push({
      number: 1,
      title: issueTitles.publish,
      body: `…\n${stateMarker({ setup: lines })}\n`,
      state: 'open',
      comments: [],
    });
    const again = await plan({ GITHUB_EVENT_NAME: 'schedule', NETLIFY_AUTH_TOKEN_SET: 'false' });
    assert.equal(again.code, 0);
    assert.equal(again.outputs.publish, 'false');
    const pushed = await plan({
      GITHUB_EVENT_NAME: 'push',
      TARGET: commits.content,
      NETLIFY_AUTH_TOKEN_SET: 'false',
    });
    assert.equal(pushed.code, 1, 'a save is told again');
    github.issues.length = 0;
  });
});

describe('what a run publishes', () => {
  it('a push that changes only content/ since the live commit: published at once, without Checks', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.live };
    const run = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits.content });
    assert.equal(run.outputs.publish, 'true');
    assert.equal(run.outputs.commit, commits.content);
    assert.equal(run.outputs.live_commit, commits.live);
    assert.match(
      run.summary.at(-1) ?? '',
      /changes only content\/, so it goes up without waiting for Checks/,
    );
  });

  it('a push with code among its commits waits for Checks, naming what it changes', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.content };
    const run = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits['more content'] });
    assert.equal(run.code, 0);
    assert.equal(run.outputs.publish, 'false');
    assert.match(
      run.summary.at(-1) ?? '',
      /changes components\/header\.tsx outside content\/, and Checks has not passed on it/,
    );
  });

  it('once Checks passed on the code, the content after it goes up without waiting again', async () => {
    github.checked = [commits.code];
    const run = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits['more content'] });
    assert.equal(run.outputs.publish, 'true');
    assert.match(
      run.summary.at(-1) ?? '',
      new RegExp(`since ${commits.code.slice(0, 7)} it changes only content/`),
    );
    github.checked = [];
  });

  it('Checks passing on a commit publishes it; the run after Checks leaves what is already live', async () => {
    github.checked = [commits.code];
    const afterChecks = await plan({ GITHUB_EVENT_NAME: 'workflow_run', TARGET: commits.code });
    assert.equal(afterChecks.outputs.publish, 'true');
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.code };
    const again = await plan({ GITHUB_EVENT_NAME: 'workflow_run', TARGET: commits.code });
    assert.equal(again.outputs.publish, 'false');
    assert.match(again.summary.at(-1) ?? '', /already serves/);
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits['more content'] };
    const older = await plan({ GITHUB_EVENT_NAME: 'workflow_run', TARGET: commits.code });
    assert.equal(older.outputs.publish, 'false', 'a later save is never replaced by an earlier one');
    assert.match(older.summary.at(-1) ?? '', /already serves .*, made after/);
    github.checked = [];
  });

  it('the hourly run: main ahead of the live site, a post come due, or nothing to do', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.code };
    const ahead = await plan({ GITHUB_EVENT_NAME: 'schedule' });
    assert.equal(ahead.outputs.publish, 'true', ahead.summary.join('\n'));
    assert.equal(ahead.outputs.commit, commits['more content']);
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits['more content'] };
    const idle = await plan({ GITHUB_EVENT_NAME: 'schedule' });
    assert.equal(idle.outputs.publish, 'false');
    serving = { id: 'a'.repeat(32), asOf: '2026-01-10', commit: commits['more content'] };
    const due = await plan({ GITHUB_EVENT_NAME: 'schedule' });
    assert.equal(due.outputs.publish, 'true');
    assert.match(due.summary.at(-1) ?? '', /post dated 2026-01-12 came due/);
  });

  it('the hourly run leaves a commit whose build failed its check on the live site; by hand it tries again', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.code };
    github.issues.push({
      number: 2,
      title: issueTitles.publish,
      body: stateMarker({ failedLive: commits['more content'] }),
      state: 'open',
      comments: [],
    });
    const hourly = await plan({ GITHUB_EVENT_NAME: 'schedule' });
    assert.equal(hourly.outputs.publish, 'false');
    assert.match(
      hourly.summary.at(-1) ?? '',
      /Not trying .* again: its build failed its check on the live site.*waits for your next change/,
    );
    const byHand = await plan({ GITHUB_EVENT_NAME: 'workflow_dispatch' });
    assert.equal(byHand.outputs.publish, 'true');
    github.issues.length = 0;
  });

  it('by hand, code that has not passed Checks is refused, red', async () => {
    serving = { id: 'a'.repeat(32), asOf: today, commit: commits.live };
    const run = await plan({ GITHUB_EVENT_NAME: 'workflow_dispatch' });
    assert.equal(run.code, 1);
    assert.ok(run.log.some((line) => /^::error title=Not published::Not publishing .* yet/.test(line)));
  });

  it('a live site that names no commit: only what passed Checks goes up', async () => {
    serving = null;
    const run = await plan({ GITHUB_EVENT_NAME: 'push', TARGET: commits.content });
    assert.equal(run.outputs.publish, 'false');
    assert.match(run.summary.at(-1) ?? '', /names no earlier commit/);
  });
});
