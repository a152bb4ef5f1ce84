#!/usr/bin/env tsx
// The publish run's decisions (docs/publishing.md, "After a save"): the plan job queues a publish only when
// there is something to publish; the publish job (`--start`) decides again when its turn comes, so it takes
// main's newest save. Usage: tsx scripts/publish/plan.ts [--start]
import { appendFileSync } from 'node:fs';
import { buildInfoPath, readBuildInfo } from '@/lib/web/build-info';
import { buildSiteConfig, isPlaceholderUrl, placeholdersInUse, unsetSettings } from '@/lib/site/site-config';
import { servicesOff } from '@/lib/site/services';
import {
  checkedCommits,
  issueTitles,
  openIssue,
  readRepository,
  readState,
  type RunState,
} from '@/scripts/publish/github';
import { hostNames, hostSetup, type Env } from '@/scripts/publish/hosts';
import { problemLine, recordProblems } from '@/scripts/publish/problems';
import {
  clockState,
  enableClock,
  liveRecord,
  openRecord,
  recordOf,
  setRecord,
  type RecordPayload,
} from '@/scripts/publish/records';
import { withoutSiteAddress } from '@/scripts/publish/project';
import { checkSetup, secretNames, variableNames } from '@/scripts/publish/setup';
import {
  gitHistory,
  resolve,
  sameBuild,
  type History,
  type LiveBuild,
  type Resolution,
  type Source,
  type Trigger,
} from '@/scripts/publish/source';
import { readUrl } from '@/scripts/publish/read-url';
import {
  authorToday,
  isTemplateSample,
  profileLinks,
  profileTimeZone,
  readSettings,
} from '@/content-loader/site-files';

export interface PlanRun {
  code: number;
  outputs: Record<string, string>;
  summary: string[];
  log: string[];
}

const triggers: readonly Trigger[] = ['push', 'checks', 'clock', 'hand'];

/** What started the run, from the workflow's PUBLISH_TRIGGER. */
export const triggerOf = (env: Env): Trigger =>
  triggers.find((trigger) => trigger === env.PUBLISH_TRIGGER?.trim()) ?? 'hand';

/** What the site at `url` says it serves, or, when it says nothing, what the last successful publish recorded. */
async function liveBuild(url: string, env: Env): Promise<LiveBuild | null> {
  if (!isPlaceholderUrl(url)) {
    const answer = await readUrl(`${url}${buildInfoPath}?publish=${Date.now()}`, 15_000, {
      'cache-control': 'no-cache',
    });
    if (!('error' in answer) && answer.response.ok) {
      try {
        const info = readBuildInfo(JSON.parse(answer.text));
        if (info?.commit) return { content: info.commit, code: info.code ?? info.commit, asOf: info.asOf };
      } catch {
        // not build info: the record below may say
      }
    }
  }
  const recorded = await liveRecord(env);
  return recorded?.content && recorded.code && recorded.asOf
    ? { content: recorded.content, code: recorded.code, asOf: recorded.asOf }
    : null;
}

function payloadOf(history: History, source: Source, today: string, timeZone: string): RecordPayload {
  const later = history
    .publishedDates(source.content)
    .filter((date) => date > today)
    .sort();
  return { ...source, asOf: today, nextDue: later[0] ?? null, timeZone };
}

/** Everything both decisions read: the live build, what Checks passed, what failed (`state`), today. */
async function facts(root: string, env: Env, siteUrl: string, state: RunState) {
  const [live, checked] = await Promise.all([liveBuild(siteUrl, env), checkedCommits(env)]);
  const history = gitHistory(root);
  const head = history.ancestry('HEAD')[0];
  const today = authorToday(root);
  return {
    history,
    payload: (source: Source) => payloadOf(history, source, today, profileTimeZone(root) ?? 'UTC'),
    resolve: (): Resolution =>
      resolve(history, {
        trigger: triggerOf(env),
        head,
        live,
        checked,
        failed: state.failed ?? null,
        today,
      }),
    head,
    live,
  };
}

export async function runPlan(root: string, env: Env): Promise<PlanRun> {
  const run: PlanRun = { code: 0, outputs: { publish: 'false' }, summary: [], log: [] };
  const trigger = triggerOf(env);
  const variables = Object.fromEntries(variableNames.map((name) => [name, env[name]?.trim() ?? '']));
  const [repository, issue, letterIssue] = await Promise.all([
    readRepository(env),
    openIssue(issueTitles.publish, env),
    openIssue(issueTitles.letter, env),
  ]);
  const state = readState(issue?.body ?? '');
  // The build's settings: the file, and over it the repository's NEXT_PUBLIC_* variables.
  const { settings, env: siteVariables } = readSettings(
    root,
    Object.fromEntries(Object.entries(variables).filter(([name]) => name.startsWith('NEXT_PUBLIC_'))),
  );
  const site = buildSiteConfig({ ...siteVariables, SITE_STRICT: '1' });
  const tokens = Object.fromEntries(
    hostNames.map((host) => [host, env[`${hostSetup[host].token}_SET`] === 'true']),
  ) as Record<(typeof hostNames)[number], boolean>;
  const placeholders = placeholdersInUse(site, profileLinks(root));
  const setup = checkSetup({
    tokens,
    kitKey: env.KIT_API_KEY_SET === 'true',
    variables,
    secretsAsVariables: secretNames.filter((name) => env[`${name}_AS_VARIABLE`] === 'true'),
    settings,
    repository,
    placeholders: Object.values(tokens).some(Boolean) ? withoutSiteAddress(placeholders) : placeholders,
    off: servicesOff(site.services, unsetSettings(site, siteVariables.NEXT_PUBLIC_ANALYTICS_DOMAIN)),
    sample: isTemplateSample(root),
  });
  run.summary.push(...setup.notes, ...(await clockCheck(env)));
  Object.assign(run.outputs, {
    host: setup.host ?? '',
    letter_drafts: String(settings.letterDrafts === true),
    letter_problems: JSON.stringify(setup.letterProblems),
    letters_waiting: (readState(letterIssue?.body ?? '').letters ?? []).join(' '),
  });
  const found = await facts(root, env, site.url, state);
  run.outputs.live_content = found.live?.content ?? '';
  if (setup.problems.length) {
    const lines = setup.problems.map(problemLine);
    if (
      trigger === 'clock' &&
      state.stage === 'setup' &&
      JSON.stringify(state.lines) === JSON.stringify(lines)
    ) {
      run.log.push(
        `plan: not published, as issue #${issue?.number} already says:`,
        ...lines.map((line) => `  ${line}`),
      );
      return run;
    }
    run.log.push(...lines.map((line) => `::error title=Not published::${line}`));
    recordProblems(setup.problems, env.PUBLISH_PROBLEMS);
    const head = await recordOf(found.head, env);
    if (head?.state !== 'success') {
      const payload = found.payload({ content: found.head, code: found.head });
      await openRecord(payload, 'failure', env, {
        description: `Not published: ${lines[0]}`,
        logUrl: env.RUN_URL,
      });
    }
    return { ...run, code: 1 };
  }

  const plan = found.resolve();
  run.log.push(`plan: ${plan.why}`);
  run.summary.push(plan.why);
  if (plan.publish) {
    run.outputs.publish = 'true';
    const payload = found.payload(plan.source);
    const made = await openRecord(payload, 'queued', env, {
      description: 'Waiting its turn to be built',
      logUrl: env.RUN_URL,
    });
    if ('error' in made) run.log.push(`plan: could not record the publish for the editor (${made.error})`);
  } else if (plan.refused) {
    run.log.push(`::error title=Not published::${plan.why}`);
    recordProblems([{ says: plan.why.replace(/\.$/, '') }], env.PUBLISH_PROBLEMS);
    run.code = 1;
  }
  return run;
}

/** Turns the clock back on when GitHub has paused it, and says so. */
async function clockCheck(env: Env): Promise<string[]> {
  const clock = await clockState(env);
  if ('error' in clock) return [`Could not read whether the hourly clock is on (${clock.error}).`];
  if (clock.state === 'disabled_manually')
    return [
      'The Clock workflow is turned off, so no post goes up on its date by itself: Actions › Clock › Enable workflow turns it on.',
    ];
  if (clock.state !== 'disabled_inactivity' && clock.state !== 'disabled_fork') return [];
  const failed = await enableClock(env);
  const why =
    clock.state === 'disabled_fork'
      ? 'GitHub turns a fork’s schedules off'
      : 'GitHub pauses the schedules of a public repository after 60 days without a change';
  return failed
    ? [
        `The hourly clock is off (${why}), and this run could not turn it on (${failed}): Actions › Clock › Enable workflow.`,
      ]
    : [`The hourly clock was off (${why}); this run turned it back on.`];
}

/** The publish job's first step: what goes up now, and its record set to being built. */
export async function runStart(root: string, env: Env): Promise<PlanRun> {
  const run: PlanRun = { code: 0, outputs: { go: 'false' }, summary: [], log: [] };
  const site = buildSiteConfig(readSettings(root).env);
  const issue = await openIssue(issueTitles.publish, env);
  const found = await facts(root, env, site.url, readState(issue?.body ?? ''));
  const plan = found.resolve();
  run.log.push(`publish: ${plan.why}`);
  run.summary.push(plan.why);
  if (!plan.publish) {
    // A job before this one published this save: its waiting record is done.
    const head = await recordOf(found.head, env);
    if (found.live && (head?.state === 'queued' || head?.state === 'in_progress')) {
      const live: Source = { content: found.live.content, code: found.live.code };
      if (
        sameBuild(found.history, { content: found.head, code: found.head }, live) ||
        found.live.content === found.head
      )
        await setRecord(head.id, 'success', env, {
          description: 'Live',
          siteUrl: site.url,
          logUrl: env.RUN_URL,
        });
    }
    return run;
  }
  const payload = found.payload(plan.source);
  const made = await openRecord(payload, 'in_progress', env, {
    description: 'Being built and checked',
    logUrl: env.RUN_URL,
  });
  if ('error' in made) run.log.push(`publish: could not record the publish for the editor (${made.error})`);
  Object.assign(run.outputs, {
    go: 'true',
    content: plan.source.content,
    code: plan.source.code,
    live_content: found.live?.content ?? '',
    live_as_of: found.live?.asOf ?? '',
    held: plan.held ? JSON.stringify(plan.held) : '',
    record: 'id' in made ? String(made.id) : '',
  });
  return run;
}

async function main() {
  const env = process.env;
  const start = process.argv.includes('--start');
  const { code, outputs, summary, log } = await (start ? runStart : runPlan)(process.cwd(), env);
  log.forEach((line) => console.log(line));
  if (env.GITHUB_STEP_SUMMARY && summary.length)
    appendFileSync(env.GITHUB_STEP_SUMMARY, `${summary.map((line) => `- ${line}`).join('\n')}\n`);
  if (env.GITHUB_OUTPUT)
    appendFileSync(
      env.GITHUB_OUTPUT,
      Object.entries(outputs)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
  return code;
}

if (process.argv[1]?.endsWith('plan.ts')) main().then((code) => process.exit(code));
