#!/usr/bin/env tsx
// The publish run's first job (.github/workflows/publish.yml, docs/publishing.md "Going live"):
// whether it can publish at all (`checkSetup`), then whether it has anything to publish,
// and which commit. A commit goes up when Checks passed on it, or when every file changed since the
// newest commit that passed Checks or that the live site serves is under content/ (what the editor
// writes), so her saves never wait for the engineering tests. The live site names the commit it was
// built from (/build.json); when `main` is ahead of it, or a post has come due, the hourly run
// publishes, unless the open issue says this commit already failed its check on the live site.
// Writes `host`, `publish`, `commit` and `live_commit` to the step's outputs; exits 1, having
// written each problem in her words, when the setup stops every publish.
// Usage: tsx scripts/publish/plan.ts   (in Actions: GITHUB_EVENT_NAME, TARGET, the repository's
//   variables it reads, and for each secret it reads <NAME>_SET and <NAME>_AS_VARIABLE, true or false)
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { buildInfoPath, readBuildInfo, type BuildInfo } from '@/lib/web/build-info';
import { buildSiteConfig, isPlaceholderUrl, placeholdersInUse } from '@/lib/site/site-config';
import { dueSince, publishedDates } from '@/scripts/publish/due';
import { checkedCommits, issueTitles, openIssue, readRepository, readState } from '@/scripts/publish/github';
import { hostNames, hostSetup, type Env } from '@/scripts/publish/hosts';
import { problemLine, recordProblems } from '@/scripts/publish/problems';
import { checkSetup, secretNames, variableNames } from '@/scripts/publish/setup';
import { readUrl } from '@/scripts/read-url';
import { authorToday, profileLinks, readSettings } from '@/scripts/site-files';

export interface PlanFacts {
  event: string;
  /** The commit this run would publish. */
  target: string;
  /** What the live site says it serves, or null when it says nothing. */
  live: BuildInfo | null;
  /** Why `target` may go up without waiting, or null when it must wait for Checks. */
  cleared: { by: 'checks' } | { by: 'content'; since: string } | null;
  /** What `target` changes outside content/ that Checks has not passed. */
  outside: readonly string[];
  /** Whether the live site already serves a commit made after `target`. */
  liveIsLater: boolean;
  /** Whether the open issue says `target`'s build failed its check on the live site. */
  failedLive: boolean;
  due: { due: boolean; why: string };
}

export interface Plan {
  publish: boolean;
  why: string;
  /** Nothing is published, and the run is red: she asked for it by hand. */
  refused?: boolean;
}

const short = (commit: string) => commit.slice(0, 7);

/** Whether this run publishes, and why, in a line for its summary. */
export function choose(facts: PlanFacts): Plan {
  const { event, target, live, cleared } = facts;
  const byHand = event === 'workflow_dispatch';
  if (live?.commit === target) {
    if (byHand) return { publish: true, why: `Publishing ${short(target)} again, as asked.` };
    if (event === 'schedule' && facts.due.due)
      return { publish: true, why: `Publishing ${short(target)} again: ${facts.due.why}.` };
    return { publish: false, why: `The site already serves ${short(target)}; ${facts.due.why}.` };
  }
  if (facts.liveIsLater && !byHand)
    return {
      publish: false,
      why: `The site already serves ${short(live?.commit ?? '')}, made after ${short(target)}.`,
    };
  if (facts.failedLive && !byHand)
    return {
      publish: false,
      why: `Not trying ${short(target)} again: its build failed its check on the live site (the open “${issueTitles.publish}” issue says why). It waits for your next change, or for Actions › Publish › Run workflow.`,
    };
  if (!cleared) {
    const what = facts.outside.length
      ? `it changes ${facts.outside.slice(0, 3).join(', ')}${facts.outside.length > 3 ? ` and ${facts.outside.length - 3} more` : ''} outside content/`
      : 'the site names no earlier commit to compare it with';
    return {
      publish: false,
      refused: byHand,
      why: `Not publishing ${short(target)} yet: ${what}, and Checks has not passed on it. It goes up once Checks passes.`,
    };
  }
  const reason =
    cleared.by === 'checks'
      ? 'Checks passed on it'
      : `since ${short(cleared.since)} it changes only content/, so it goes up without waiting for Checks`;
  return {
    publish: true,
    why: `Publishing ${short(target)}: ${live?.commit ? `the site serves ${short(live.commit)}` : 'the site names no commit it serves'}, and ${reason}.`,
  };
}

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();

/** Whether `ancestor` is `commit` or comes before it, in the history of the checkout at `root`. */
function isAncestor(root: string, ancestor: string, commit: string) {
  try {
    git(root, 'merge-base', '--is-ancestor', ancestor, commit);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why `target` may go up without Checks: Checks passed on it, or every file changed since the newest
 * commit after the live one that Checks passed (or the live one) is under content/.
 */
export function clearance(
  root: string,
  target: string,
  liveCommit: string | null,
  checked: ReadonlySet<string>,
) {
  if (checked.has(target)) return { cleared: { by: 'checks' as const }, outside: [] };
  if (!liveCommit || !isAncestor(root, liveCommit, target)) return { cleared: null, outside: [] };
  const since =
    git(root, 'rev-list', `${liveCommit}..${target}`)
      .split('\n')
      .filter(Boolean)
      .find((commit) => checked.has(commit)) ?? liveCommit;
  const outside = git(root, 'diff', '--name-only', '--no-renames', since, target)
    .split('\n')
    .filter((file) => file && !file.startsWith('content/'));
  return { cleared: outside.length ? null : { by: 'content' as const, since }, outside };
}

/** What the site at `url` says it serves, or null. */
async function liveBuild(url: string): Promise<BuildInfo | null> {
  if (isPlaceholderUrl(url)) return null;
  const answer = await readUrl(`${url}${buildInfoPath}?publish=${Date.now()}`, 15_000, {
    'cache-control': 'no-cache',
  });
  if ('error' in answer || !answer.response.ok) return null;
  try {
    return readBuildInfo(JSON.parse(answer.text));
  } catch {
    return null;
  }
}

/** What a run of the plan says: its exit code, its outputs, its summary's lines and its log's. */
export interface PlanRun {
  code: number;
  outputs: Record<string, string>;
  summary: string[];
  log: string[];
}

/** The plan of a run in the checkout at `root`, with Actions' environment `env`. */
export async function runPlan(root: string, env: Env): Promise<PlanRun> {
  const run: PlanRun = { code: 0, outputs: {}, summary: [], log: [] };
  const event = env.GITHUB_EVENT_NAME ?? 'workflow_dispatch';
  const variables = Object.fromEntries(variableNames.map((name) => [name, env[name]?.trim() ?? '']));
  const [repository, issue] = await Promise.all([readRepository(env), openIssue(issueTitles.publish, env)]);
  const state = readState(issue?.body ?? '');
  // The build's settings: the file, and over it the repository's NEXT_PUBLIC_* variables.
  const { settings, env: siteVariables } = readSettings(
    root,
    Object.fromEntries(Object.entries(variables).filter(([name]) => name.startsWith('NEXT_PUBLIC_'))),
  );
  const site = buildSiteConfig(siteVariables);
  const setup = checkSetup({
    tokens: Object.fromEntries(
      hostNames.map((host) => [host, env[`${hostSetup[host].token}_SET`] === 'true']),
    ) as Record<(typeof hostNames)[number], boolean>,
    kitKey: env.KIT_API_KEY_SET === 'true',
    variables,
    secretsAsVariables: secretNames.filter((name) => env[`${name}_AS_VARIABLE`] === 'true'),
    settings,
    repository,
    placeholders: placeholdersInUse(site, profileLinks(root)),
  });
  run.summary.push(...setup.notes);
  Object.assign(run.outputs, {
    host: setup.host ?? '',
    letter_drafts: String(settings.letterDrafts === true),
    letter_problems: JSON.stringify(setup.letterProblems),
  });
  if (setup.problems.length) {
    const lines = setup.problems.map(problemLine);
    run.outputs.publish = 'false';
    if (event === 'schedule' && JSON.stringify(state.setup) === JSON.stringify(lines)) {
      run.log.push(
        `plan: not published, as issue #${issue?.number} already says:`,
        ...lines.map((line) => `  ${line}`),
      );
      return run;
    }
    run.log.push(...lines.map((line) => `::error title=Not published::${line}`));
    recordProblems(setup.problems, env.PUBLISH_PROBLEMS);
    return { ...run, code: 1 };
  }

  const target = env.TARGET?.trim() || git(root, 'rev-parse', 'HEAD');
  const [live, checked] = await Promise.all([liveBuild(site.url), checkedCommits(env)]);
  const { cleared, outside } = clearance(root, target, live?.commit ?? null, checked);
  const plan = choose({
    event,
    target,
    live,
    cleared,
    outside,
    liveIsLater: Boolean(live?.commit && live.commit !== target && isAncestor(root, target, live.commit)),
    failedLive: state.failedLive === target,
    due: dueSince(live?.asOf ?? null, authorToday(root), publishedDates(root)),
  });
  run.log.push(`plan: ${plan.why}`);
  run.summary.push(plan.why);
  Object.assign(run.outputs, {
    publish: String(plan.publish),
    commit: target,
    live_commit: live?.commit ?? '',
  });
  if (plan.refused) {
    run.log.push(`::error title=Not published::${plan.why}`);
    recordProblems([{ says: plan.why.replace(/\.$/, '') }], env.PUBLISH_PROBLEMS);
    run.code = 1;
  }
  return run;
}

async function main() {
  const env = process.env;
  const { code, outputs, summary, log } = await runPlan(process.cwd(), env);
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
