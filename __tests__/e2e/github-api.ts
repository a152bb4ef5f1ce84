// GitHub's REST API as the editor's status of her site reads it, answered in the shapes GitHub's
// documentation gives: "Get a commit", "List commits", "List deployments", "List deployment
// statuses", and its 404 for a private repository asked without a token.
import type { Page } from '@playwright/test';

export const repo = 'maya/tomorrow-lens';
const api = `https://api.github.com/repos/${repo}`;
const octocat = {
  login: 'maya',
  id: 1,
  node_id: 'MDQ6VXNlcjE=',
  avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4',
  url: 'https://api.github.com/users/maya',
  html_url: 'https://github.com/maya',
  type: 'User',
  site_admin: false,
};

export interface Commit {
  sha: string;
  date: string;
  message: string;
  /** The files it changed. */
  files: string[];
}

export function commitBody({ sha, date, message }: Commit) {
  const person = { name: 'Maya', email: 'maya@example.com', date };
  return {
    sha,
    node_id: `C_${sha.slice(0, 12)}`,
    commit: {
      author: person,
      committer: person,
      message,
      tree: { url: `${api}/git/trees/${'0'.repeat(40)}`, sha: '0'.repeat(40) },
      url: `${api}/git/commits/${sha}`,
      comment_count: 0,
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    },
    url: `${api}/commits/${sha}`,
    html_url: `https://github.com/${repo}/commit/${sha}`,
    comments_url: `${api}/commits/${sha}/comments`,
    author: octocat,
    committer: octocat,
    parents: [],
  };
}

export interface Deployment {
  id: number;
  /** The commit of her save. */
  sha: string;
  /** Newest first, as GitHub lists them. */
  statuses: { state: string; description: string; log_url: string; environment_url?: string }[];
}

function deploymentBody({ id, sha }: Deployment) {
  return {
    url: `${api}/deployments/${id}`,
    id,
    node_id: `DE_${id}`,
    sha,
    ref: sha,
    task: 'deploy',
    payload: { content: sha, code: sha, asOf: '2026-11-29', nextDue: null, timeZone: 'America/Toronto' },
    original_environment: 'production',
    environment: 'production',
    description: null,
    creator: octocat,
    created_at: '2026-11-29T15:56:00Z',
    updated_at: '2026-11-29T15:57:00Z',
    statuses_url: `${api}/deployments/${id}/statuses`,
    repository_url: api,
    transient_environment: false,
    production_environment: true,
  };
}

function statusBody(deployment: Deployment, index: number) {
  const status = deployment.statuses[index];
  return {
    url: `${api}/deployments/${deployment.id}/statuses/${index + 1}`,
    id: deployment.id * 100 + index,
    node_id: `DES_${deployment.id}_${index}`,
    state: status.state,
    creator: octocat,
    description: status.description,
    environment: 'production',
    target_url: status.log_url,
    created_at: '2026-11-29T15:57:00Z',
    updated_at: '2026-11-29T15:57:00Z',
    deployment_url: `${api}/deployments/${deployment.id}`,
    repository_url: api,
    environment_url: status.environment_url ?? '',
    log_url: status.log_url,
  };
}

const notFound = {
  message: 'Not Found',
  documentation_url: 'https://docs.github.com/rest',
  status: '404',
};

/**
 * Answers api.github.com for one repository: its commits (newest first; `path` picks those that changed
 * a file under it), the deployments of the environment `production`, or 404 for everything when
 * `private` (asked without a token). Gives the addresses asked, in order.
 */
export async function answerGitHub(
  page: Page,
  state: { commits: Commit[]; deployments?: Deployment[]; private?: boolean },
) {
  const asked: string[] = [];
  await page.route('https://api.github.com/**', (route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.pathname}${url.search}`);
    const headers = { 'access-control-allow-origin': '*', 'x-github-api-version-selected': '2022-11-28' };
    const json = (body: unknown, status = 200) => route.fulfill({ status, json: body, headers });
    if (state.private || !url.pathname.startsWith(`/repos/${repo}/`)) return json(notFound, 404);
    const path = url.pathname.slice(`/repos/${repo}`.length);
    const query = Object.fromEntries(url.searchParams);
    const perPage = Number(query.per_page ?? 30);
    if (path === '/commits')
      return json(
        state.commits
          .filter(({ files }) => !query.path || files.some((file) => file.startsWith(`${query.path}/`)))
          .slice(0, perPage)
          .map(commitBody),
      );
    const single = /^\/commits\/([0-9a-f]{40})$/.exec(path);
    const commit = single && state.commits.find(({ sha }) => sha === single[1]);
    if (commit) return json(commitBody(commit));
    const deployments = state.deployments ?? [];
    if (path === '/deployments')
      return json(
        deployments
          .filter(({ sha }) => !query.sha || sha === query.sha)
          .filter(() => !query.environment || query.environment === 'production')
          .slice(0, perPage)
          .map(deploymentBody),
      );
    const statuses = /^\/deployments\/(\d+)\/statuses$/.exec(path);
    const deployment = statuses && deployments.find(({ id }) => id === Number(statuses[1]));
    if (deployment)
      return json(deployment.statuses.slice(0, perPage).map((_, index) => statusBody(deployment, index)));
    return json(notFound, 404);
  });
  return asked;
}
