// What the publish run reads and writes of its own repository through GitHub's REST API, with the run's
// own token. GITHUB_API_URL points it at a stand-in for tests.
import type { Env } from '@/scripts/publish/hosts';
import type { FailedBuild } from '@/scripts/publish/source';
import { requestUrl } from '@/scripts/publish/read-url';

export interface Repository {
  hasIssues: boolean;
  fork: boolean;
  /** Whether only its members can see it; GitHub pauses a public repository's schedules after 60 quiet days. */
  private: boolean;
  age: number;
  /** How many hourly runs the clock has had, or null when that could not be read. */
  scheduledRuns: number | null;
}

export interface OpenIssue {
  number: number;
  body: string;
}

/** The title of the issue a failed publish opens, and of the one a failed letter draft opens. */
export const issueTitles = { publish: 'Publishing failed', letter: 'The letter was not drafted' } as const;

const timeoutMs = 15_000;

export async function request(
  path: string,
  env: Env,
  send?: { method: 'POST' | 'PATCH' | 'PUT'; body?: unknown },
): Promise<{ json: unknown } | { error: string; status?: number }> {
  const base = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const answer = await requestUrl(`${base}/repos/${env.GITHUB_REPOSITORY}${path}`, timeoutMs, {
    method: send?.method ?? 'GET',
    headers: {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(env.GITHUB_TOKEN ? { authorization: `Bearer ${env.GITHUB_TOKEN}` } : {}),
      ...(send?.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: send?.body !== undefined ? JSON.stringify(send.body) : undefined,
  });
  if ('error' in answer) return { error: `GitHub’s API did not answer (${answer.error})` };
  const { response, text } = answer;
  if (!response.ok)
    return { error: `GitHub’s API answered HTTP ${response.status}`, status: response.status };
  try {
    return { json: text ? JSON.parse(text) : null };
  } catch {
    return { error: 'GitHub’s API answered with something that is not JSON' };
  }
}

const get = (path: string, env: Env = process.env) => request(path, env);

export async function readRepository(env: Env = process.env): Promise<Repository | { error: string }> {
  const [answer, runs] = await Promise.all([
    get('', env),
    get('/actions/workflows/clock.yml/runs?event=schedule&per_page=1', env),
  ]);
  if ('error' in answer) return answer;
  const {
    has_issues,
    fork,
    created_at,
    private: hidden,
  } = answer.json as {
    has_issues?: unknown;
    fork?: unknown;
    private?: unknown;
    created_at?: string;
  };
  const count = 'error' in runs ? null : (runs.json as { total_count?: unknown }).total_count;
  return {
    hasIssues: has_issues === true,
    fork: fork === true,
    private: hidden === true,
    age: (Date.now() - Date.parse(created_at ?? '')) / 3_600_000 || 0,
    scheduledRuns: typeof count === 'number' ? count : null,
  };
}

/** The commits of `main` that Checks passed on a push, newest runs first (the last hundred). */
export async function checkedCommits(env: Env = process.env): Promise<Set<string>> {
  const answer = await get(
    '/actions/workflows/checks.yml/runs?branch=main&event=push&status=success&per_page=100',
    env,
  );
  if ('error' in answer) return new Set();
  const runs = (answer.json as { workflow_runs?: { head_sha?: unknown }[] }).workflow_runs ?? [];
  return new Set(runs.map((run) => String(run.head_sha)));
}

export async function openIssue(title: string, env: Env = process.env): Promise<OpenIssue | null> {
  const answer = await get('/issues?state=open&per_page=100', env);
  if ('error' in answer || !Array.isArray(answer.json)) return null;
  const issue = (
    answer.json as { number: number; title: string; body?: string | null; pull_request?: unknown }[]
  ).find((entry) => entry.title === title && !entry.pull_request);
  return issue ? { number: issue.number, body: issue.body ?? '' } : null;
}

/** What a report left in an issue's body for the next run to read (`renderReport`). */
export interface RunState {
  stage?: 'setup' | 'publish' | 'letter';
  /** The problems it reported, each a line: a run that meets the same ones adds nothing. */
  lines?: string[];
  /** The build that failed, so the clock does not build it again every hour. */
  failed?: FailedBuild;
  /** The letter issues whose draft in Kit is still owed. */
  letters?: string[];
}

const statePattern = /<!-- publish-state: (.*?) -->/;

export function stateMarker(state: RunState): string {
  return `<!-- publish-state: ${JSON.stringify(state)} -->`;
}

export function readState(body: string): RunState {
  try {
    const state = JSON.parse(statePattern.exec(body)?.[1] ?? '{}') as RunState & {
      setup?: string[];
      failedLive?: string;
    };
    // What reports wrote before the state named its stage and its build's two sources.
    if (state.setup) return { stage: 'setup', lines: state.setup };
    if (state.failedLive)
      return {
        stage: 'publish',
        failed: { source: { content: state.failedLive, code: state.failedLive }, transient: false },
      };
    return state;
  } catch {
    return {};
  }
}

/** What filing a report did, in a few words, and the issue's address when there is one. */
export interface Filed {
  said: string;
  url?: string;
}

// An open issue's body is made the latest report, with a comment (which GitHub emails her about) only
// when the problems differ from those it already says.
export async function fileReport(title: string, body: string, env: Env = process.env): Promise<Filed> {
  const issue = await openIssue(title, env);
  if (issue) {
    const url = `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/issues/${issue.number}`;
    const same =
      JSON.stringify(readState(issue.body).lines ?? null) === JSON.stringify(readState(body).lines ?? []);
    if (!same) {
      const comment = await request(`/issues/${issue.number}/comments`, env, {
        method: 'POST',
        body: { body },
      });
      if ('error' in comment)
        return { said: `could not comment on issue #${issue.number}: ${comment.error}`, url };
    }
    await request(`/issues/${issue.number}`, env, { method: 'PATCH', body: { body } });
    return {
      said: same
        ? `issue #${issue.number} already says this; its body is brought up to date`
        : `commented on issue #${issue.number}`,
      url,
    };
  }
  const made = await request('/issues', env, { method: 'POST', body: { title, body } });
  if ('error' in made)
    return {
      said:
        made.status === 410
          ? 'could not open an issue: Issues are turned off in this repository'
          : `could not open an issue: ${made.error}`,
    };
  const { number, html_url } = made.json as { number?: number; html_url?: string };
  return { said: `opened issue #${number}`, url: html_url };
}

export async function closeIssue(title: string, comment: string, env: Env = process.env): Promise<string> {
  const issue = await openIssue(title, env);
  if (!issue) return 'no open issue to close';
  await request(`/issues/${issue.number}/comments`, env, { method: 'POST', body: { body: comment } });
  const closed = await request(`/issues/${issue.number}`, env, {
    method: 'PATCH',
    body: { state: 'closed' },
  });
  return 'error' in closed
    ? `could not close issue #${issue.number}: ${closed.error}`
    : `closed issue #${issue.number}`;
}
