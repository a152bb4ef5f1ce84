#!/usr/bin/env tsx
// What a publish run tells her, in the summary, the issue GitHub emails her about and the record the editor
// shows (docs/publishing.md, "When it fails").
// Usage: tsx scripts/publish/report.ts --stage setup|publish|letter [--issue] | --published | --letters-drafted
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSiteConfig } from '@/lib/site/site-config';
import { formatDisplayDate, toIsoDate, type IsoDate } from '@/lib/time/dates';
import { explainStep, logTail, type Step } from '@/scripts/publish/explain';
import {
  closeIssue,
  fileReport,
  issueTitles,
  openIssue,
  readRepository,
  stateMarker,
  type RunState,
} from '@/scripts/publish/github';
import { hostSetup, type Env, type Host } from '@/scripts/publish/hosts';
import { postsAsWritten } from '@/scripts/publish/due';
import { problemLine, readProblems, type Problem } from '@/scripts/publish/problems';
import { setRecord } from '@/scripts/publish/records';
import type { Held, Source } from '@/scripts/publish/source';
import { authorToday, readSettings } from '@/content-loader/site-files';

export interface Saved {
  commit: string;
  /** “2 hours ago (“Update essay …”)” */
  ago?: string;
}

export interface ReportInput {
  stage: 'setup' | 'publish' | 'letter';
  problems: readonly Problem[];
  failedStep?: Step;
  log: readonly string[];
  host?: Host;
  /** What the run built; `held` when her save was built on older code because a change waits. */
  source?: Source;
  held?: Held & { saved?: string };
  /** What the site served before this run, in words: “2 hours ago (“…”)”. */
  before?: string;
  previewUrl?: string;
  previous?: string;
  restored?: 'success' | 'failure' | 'cancelled' | 'skipped' | '';
  /** Cancelled, or out of time. */
  cut?: boolean;
  /** Those whose draft is owed. */
  letters?: readonly string[];
}

/** The steps after which the new build was the site, or may have been. */
const afterLive: readonly Step[] = ['promote', 'live'];
/** The steps whose failure is the host's or the network's passing trouble: the clock tries again. */
const passing: readonly Step[] = ['source', 'layout', 'previous', 'upload', 'promote'];
const hostTrouble = /^project: .*\((its API did not answer|HTTP (5\d\d|429))\b/;

/** Whether a failed step's trouble will pass by itself, so the clock tries the save again. */
const passes = (step: Step, log: readonly string[]) =>
  passing.includes(step) || (step === 'project' && log.some((line) => hostTrouble.test(line)));

function headline({ stage, failedStep, restored, previous, held, cut }: ReportInput): string[] {
  if (stage === 'letter')
    return failedStep
      ? ['### The letter was not drafted in Kit', 'The site was published; only the draft in Kit is missing.']
      : ['### Drafting the letter in Kit is on, but Kit is not set up'];
  if (failedStep === 'build' && held)
    return ['### Held: your save needs a change to the site’s code that has not passed its checks'];
  const cutLine = cut
    ? ['The run was stopped before it finished (it ran out of time, or was cancelled).']
    : [];
  if (failedStep && afterLive.includes(failedStep)) {
    if (restored === 'success')
      return [
        '### Put back: the new build failed its check on the live site, so the previous one is live again',
        ...cutLine,
      ];
    if (!previous)
      return [
        '### The live site serves a build that failed its check',
        'There was nothing to put back: the site had no deployment before this one.',
        ...cutLine,
      ];
    return [
      '### The live site serves a build that failed its check',
      'Putting the previous one back did not work (below).',
      ...cutLine,
    ];
  }
  return [cut ? '### Not published: the run was stopped before it finished' : '### Not published'];
}

function status(input: ReportInput): string {
  const { stage, failedStep, restored, before, source, previous } = input;
  const was = before ? `what you saved ${before}` : 'what it served before this run';
  if (stage === 'setup') return `Nothing was built or uploaded: the site still serves ${was}.`;
  if (stage === 'letter') return '';
  if (failedStep && afterLive.includes(failedStep) && restored !== 'success')
    return previous || !source
      ? `The site may now serve this save${source ? ` (${source.content.slice(0, 7)})` : ''}, though it failed its check there.`
      : `The site now serves this save (${source.content.slice(0, 7)}), though it failed its check there.`;
  return `The site still serves ${was}.`;
}

function heldProblem(held: ReportInput['held']): Problem[] {
  if (!held) return [];
  return [
    {
      says: `Your save does not build on the code the site runs. It needs ${held.saved ? `the change ${held.saved}` : `the change ${held.change.slice(0, 7)}`}, which changes ${held.files.slice(0, 3).join(', ')}${held.files.length > 3 ? ' and more' : ''} and has not passed Checks`,
      fix: 'It goes up by itself once Checks passes on that change; until then the site keeps what it serves',
      docs: 'After a save',
    },
  ];
}

export function renderReport(input: ReportInput): { markdown: string; state: RunState } {
  const problems = [...input.problems];
  if (input.failedStep === 'build') problems.push(...heldProblem(input.held));
  if (input.failedStep)
    problems.push(
      ...explainStep(input.failedStep, input.log, { host: input.host, previewUrl: input.previewUrl }),
    );
  const lines = [...new Set(problems.map(problemLine))];
  const transient = Boolean(input.cut) || (input.failedStep ? passes(input.failedStep, input.log) : false);
  const state: RunState = {
    stage: input.stage,
    lines,
    ...(input.stage === 'publish' && input.source ? { failed: { source: input.source, transient } } : {}),
    ...(input.stage === 'letter' && input.letters?.length ? { letters: [...input.letters] } : {}),
  };
  const again =
    input.stage !== 'publish'
      ? ''
      : transient
        ? 'The clock tries this save again within the hour.'
        : 'The hourly clock will not build this save again: your next save will, or Actions › Publish › Run workflow.';
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

/**
 * GitHub pauses a public repository's schedules after 60 days without a change: a line for each post
 * scheduled after the day that would happen, if she saves nothing before, saying what to do.
 */
export function pauseWarnings(
  scheduled: readonly { title: string; publishedDate: string }[],
  lastSave: Date,
  today: string,
): { line: string; short: string }[] {
  const day = (days: number) =>
    formatDisplayDate(toIsoDate(new Date(lastSave.getTime() + days * 86_400_000)) as IsoDate);
  const pause = toIsoDate(new Date(lastSave.getTime() + 60 * 86_400_000));
  return scheduled
    .filter((post) => post.publishedDate > today && post.publishedDate >= pause)
    .map((post) => ({
      line: `“${post.title}” is dated ${formatDisplayDate(post.publishedDate as IsoDate)}, after ${day(60)}, when GitHub would pause the hourly clock of a repository with no save for 60 days: save anything by ${day(55)}, and it goes up on its day.`,
      short: `A post is dated after GitHub would pause the clock of a quiet repository: save anything by ${day(55)}.`,
    }));
}

const heldFrom = (text: string | undefined): ReportInput['held'] => {
  if (!text?.trim()) return undefined;
  const held = JSON.parse(text) as Held;
  const ago = savedAgo(held.change);
  return { ...held, ...(ago ? { saved: `saved ${ago}` } : {}) };
};

const sourceFrom = (env: Env): Source | undefined =>
  env.CONTENT?.trim() && env.CODE?.trim()
    ? { content: env.CONTENT.trim(), code: env.CODE.trim() }
    : undefined;

function owedLetters(env: Env): string[] {
  const drafted =
    env.PUBLISH_LOGS && existsSync(join(env.PUBLISH_LOGS, 'drafted.txt'))
      ? readFileSync(join(env.PUBLISH_LOGS, 'drafted.txt'), 'utf8').split('\n')
      : [];
  return [...new Set((env.SLUGS ?? '').split(/\s+/).filter((slug) => slug && !drafted.includes(slug)))];
}

async function published(env: Env) {
  const root = process.cwd();
  const site = join(root, env.PUBLISH_SITE ?? '.');
  const source = sourceFrom(env);
  const siteUrl = buildSiteConfig(readSettings(site).env).url;
  const held = heldFrom(env.HELD);
  const saved = savedAgo(source?.content);
  const which = saved ? `what you saved ${saved}` : `your save ${source?.content.slice(0, 7) ?? ''}`;
  const change = held?.saved ? `the change ${held.saved}` : 'a code change';
  const what = `${which}${held ? `, on the code the site ran before, while ${change} waits for Checks` : ''}`;
  const line = `Published: the site serves ${what}${env.RUN_URL ? ` (${env.RUN_URL})` : ''}.`;
  console.log(`report: ${await closeIssue(issueTitles.publish, line, env)}`);
  const repository = await readRepository(env);
  const lastSave =
    Number(execFileSync('git', ['log', '-1', '--format=%ct', 'HEAD'], { encoding: 'utf8' }).trim()) * 1000;
  const warnings =
    'error' in repository || repository.private
      ? []
      : pauseWarnings(
          postsAsWritten(site).filter((post) => !post.draft),
          new Date(lastSave),
          authorToday(site),
        );
  const lines = [line, ...warnings.map((warning) => warning.line)];
  if (env.GITHUB_STEP_SUMMARY)
    appendFileSync(env.GITHUB_STEP_SUMMARY, `${lines.map((entry) => `- ${entry}`).join('\n')}\n`);
  for (const warning of warnings) console.log(`report: ${warning.line}`);
  if (env.DEPLOYMENT_RECORD?.trim())
    await setRecord(Number(env.DEPLOYMENT_RECORD), 'success', env, {
      description: warnings[0]?.short ?? 'Live',
      siteUrl,
      logUrl: env.RUN_URL,
    });
}

async function main() {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string', default: 'publish' },
      issue: { type: 'boolean', default: false },
      published: { type: 'boolean', default: false },
      'letters-drafted': { type: 'boolean', default: false },
    },
  });
  const env = process.env;
  if (values.published) return published(env);
  if (values['letters-drafted']) {
    const issue = await openIssue(issueTitles.letter, env);
    if (issue)
      console.log(
        `report: ${await closeIssue(issueTitles.letter, 'Drafted in Kit: every issue this run owed.', env)}`,
      );
    return;
  }
  const stage = values.stage as ReportInput['stage'];
  const failedStep = (env.FAILED_STEP?.trim() || undefined) as Step | undefined;
  const logFile = failedStep && env.PUBLISH_LOGS ? join(env.PUBLISH_LOGS, `${failedStep}.log`) : '';
  const host = env.PUBLISH_HOST && env.PUBLISH_HOST in hostSetup ? (env.PUBLISH_HOST as Host) : undefined;
  const source = sourceFrom(env);
  const { markdown, state } = renderReport({
    stage,
    problems: [
      ...(env.PUBLISH_PROBLEMS ? readProblems(env.PUBLISH_PROBLEMS) : []),
      ...(stage === 'letter' ? (JSON.parse(env.LETTER_PROBLEMS || '[]') as Problem[]) : []),
    ],
    failedStep,
    log: logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [],
    host,
    source,
    held: heldFrom(env.HELD),
    before: savedAgo(env.LIVE_CONTENT?.trim() || undefined),
    previewUrl: env.PREVIEW_URL,
    previous: env.PREVIOUS?.trim() ?? '',
    restored: (env.RESTORED ?? '') as ReportInput['restored'],
    cut: env.JOB_STATUS === 'cancelled',
    letters: owedLetters(env),
  });
  writeFileSync('report.md', markdown);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
  console.log(markdown);
  let url = env.RUN_URL;
  if (values.issue) {
    const title = stage === 'letter' ? issueTitles.letter : issueTitles.publish;
    const body = env.RUN_URL ? `${markdown}\nRun: ${env.RUN_URL}\n` : markdown;
    const filed = await fileReport(title, body, env);
    console.log(`report: ${filed.said}`);
    url = filed.url ?? url;
  }
  if (stage === 'publish' && env.DEPLOYMENT_RECORD?.trim()) {
    const held = failedStep === 'build' ? heldFrom(env.HELD) : undefined;
    await setRecord(Number(env.DEPLOYMENT_RECORD), state.failed?.transient ? 'error' : 'failure', env, {
      description: held
        ? `Held: it needs the code change ${held.saved ?? held.change.slice(0, 7)}, which has not passed Checks`
        : `Not published: ${state.lines?.[0] ?? 'see the run'}`,
      logUrl: url,
    });
  }
}

if (process.argv[1]?.endsWith('report.ts')) main();
