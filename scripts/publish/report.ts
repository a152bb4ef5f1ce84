#!/usr/bin/env tsx
// What a failed publish run tells her (docs/publishing.md, "When it fails"), in the run's summary and
// in the issue GitHub emails her about: first what the site serves now, then each problem once, in her
// words, with what to do and the section of docs/publishing.md that says how, then the failed step's
// last lines for a maintainer, retries collapsed. Writes report.md for the issue, with the state the
// next run reads (`readState`): a commit whose build failed on the live site is not
// tried again every hour, and problems of the setup already reported are not reported every hour.
// Usage: tsx scripts/publish/report.ts --stage setup|publish|letter
//   PUBLISH_PROBLEMS the run's problems so far; PUBLISH_LOGS the folder of each step's log;
//   FAILED_STEP the step that failed; PUBLISH_HOST; COMMIT, LIVE_COMMIT; PREVIEW_URL; RESTORED;
//   LETTER_PROBLEMS what the plan found missing for drafting the letter (a JSON list)
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { explainStep, logTail, type Step } from '@/scripts/publish/explain';
import { closeIssue, fileReport, issueTitles, stateMarker, type RunState } from '@/scripts/publish/github';
import { hostSetup, type Host } from '@/scripts/publish/hosts';
import { problemLine, readProblems, type Problem } from '@/scripts/publish/problems';

export interface ReportInput {
  stage: 'setup' | 'publish' | 'letter';
  problems: readonly Problem[];
  failedStep?: Step;
  /** The failed step's log, line by line. */
  log: readonly string[];
  host?: Host;
  commit?: string;
  /** What the site served before this run, in words: “what you saved 2 hours ago (“…”)”. */
  before?: string;
  previewUrl?: string;
  /** Whether the previous deployment was put back after a failed check on the live site. */
  restored?: 'success' | 'failure' | '';
}

/** The steps after which the new build was live, or may have been. */
const afterLive: readonly Step[] = ['live'];
const uploaded: readonly Step[] = ['preview', 'promote', 'live'];

function headline({ stage, failedStep, restored }: ReportInput): string[] {
  if (stage === 'letter')
    return failedStep
      ? ['### The letter was not drafted in Kit', 'The site was published; only the draft in Kit is missing.']
      : ['### Drafting the letter in Kit is on, but Kit is not set up'];
  if (failedStep && afterLive.includes(failedStep))
    return restored === 'success'
      ? ['### Put back: the new build failed its check on the live site, so the previous one is live again']
      : [
          '### The live site serves a build that failed its check',
          'Putting the previous one back did not work (below).',
        ];
  return ['### Not published'];
}

function status({ stage, failedStep, restored, before, commit }: ReportInput): string {
  const was = before ? `what you saved ${before}` : 'what it served before this run';
  if (stage === 'setup') return `Nothing was built or uploaded: the site still serves ${was}.`;
  if (stage === 'letter') return '';
  if (failedStep && afterLive.includes(failedStep) && restored !== 'success')
    return `The site now serves this save${commit ? ` (${commit.slice(0, 7)})` : ''}, though it failed its check there.`;
  return `The site still serves ${was}.`;
}

/** The report as Markdown, and the state the next run reads. */
export function renderReport(input: ReportInput): { markdown: string; state: RunState } {
  const problems = [...input.problems];
  if (input.failedStep)
    problems.push(
      ...explainStep(input.failedStep, input.log, { host: input.host, previewUrl: input.previewUrl }),
    );
  const lines = [...new Set(problems.map(problemLine))];
  const state: RunState =
    input.stage === 'setup'
      ? { setup: lines }
      : input.failedStep && uploaded.includes(input.failedStep) && input.commit
        ? { failedLive: input.commit }
        : {};
  const again = state.failedLive
    ? 'The hourly run will not try this save again: your next change will, or Actions › Publish › Run workflow.'
    : '';
  const tail = logTail(input.log);
  const markdown = [
    ...headline(input),
    '',
    status(input),
    '',
    ...lines.map((line) => `- ${line}`),
    ...(again ? ['', again] : []),
    ...(tail.length
      ? [
          '',
          '<details><summary>The last lines of the step that failed, for a maintainer</summary>',
          '',
          '```text',
          ...tail,
          '```',
          '</details>',
        ]
      : []),
    '',
    stateMarker(state),
  ]
    .filter((line, at, all) => line !== '' || all[at - 1] !== '')
    .join('\n');
  return { markdown: `${markdown}\n`, state };
}

/** How long ago `commit` was made, and its subject, from this checkout's history. */
export function savedAgo(commit: string | undefined, now = Date.now()): string | undefined {
  if (!commit) return undefined;
  try {
    const [time, subject] = execFileSync('git', ['log', '-1', '--format=%ct%x00%s', commit], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
      .trim()
      .split('\0');
    const minutes = Math.max(0, Math.round((now - Number(time) * 1000) / 60_000));
    const [amount, unit] =
      minutes < 60
        ? [minutes, 'minute']
        : minutes < 48 * 60
          ? [Math.round(minutes / 60), 'hour']
          : [Math.round(minutes / 1440), 'day'];
    return `${amount} ${unit}${amount === 1 ? '' : 's'} ago (“${subject}”)`;
  } catch {
    return undefined;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string', default: 'publish' },
      issue: { type: 'boolean', default: false },
      published: { type: 'boolean', default: false },
    },
  });
  const env = process.env;
  if (values.published) {
    const line = `Published: the site serves ${env.COMMIT ? `${env.COMMIT.slice(0, 7)}, ` : ''}this run’s build${env.RUN_URL ? ` (${env.RUN_URL})` : ''}.`;
    console.log(`report: ${await closeIssue(issueTitles.publish, line, env)}`);
    return;
  }
  const stage = values.stage as ReportInput['stage'];
  const failedStep = (env.FAILED_STEP?.trim() || undefined) as Step | undefined;
  const logFile = failedStep && env.PUBLISH_LOGS ? join(env.PUBLISH_LOGS, `${failedStep}.log`) : '';
  const host = env.PUBLISH_HOST && env.PUBLISH_HOST in hostSetup ? (env.PUBLISH_HOST as Host) : undefined;
  const { markdown } = renderReport({
    stage,
    problems: [
      ...(env.PUBLISH_PROBLEMS ? readProblems(env.PUBLISH_PROBLEMS) : []),
      ...(stage === 'letter' ? (JSON.parse(env.LETTER_PROBLEMS || '[]') as Problem[]) : []),
    ],
    failedStep,
    log: logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [],
    host,
    commit: env.COMMIT,
    before: savedAgo(env.LIVE_COMMIT?.trim() || undefined),
    previewUrl: env.PREVIEW_URL,
    restored: (env.RESTORED ?? '') as ReportInput['restored'],
  });
  writeFileSync('report.md', markdown);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
  console.log(markdown);
  if (values.issue) {
    const title = stage === 'letter' ? issueTitles.letter : issueTitles.publish;
    const body = env.RUN_URL ? `${markdown}\nRun: ${env.RUN_URL}\n` : markdown;
    console.log(`report: ${await fileReport(title, body, env)}`);
  }
}

if (process.argv[1]?.endsWith('report.ts')) main();
