// A local stand-in for the parts of GitHub's REST API the publish run and the clock use, answering as
// docs.github.com documents them: 204 for enabling and dispatching a workflow, 410 Gone for issues with
// Issues off, deployments listed newest first and filtered by `sha` and `environment`.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Issue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  comments: string[];
}

export interface Deployment {
  id: number;
  sha: string;
  ref: string;
  environment: string;
  payload: Record<string, unknown>;
  created_at: string;
  statuses: {
    state: string;
    description: string;
    log_url: string;
    environment_url: string;
    created_at: string;
  }[];
}

export interface GitHubStandIn {
  url: string;
  repository: { has_issues: boolean; fork: boolean; private: boolean; created_at: string };
  /** The clock workflow's state, as `GET /actions/workflows/clock.yml` gives it. */
  clock: string;
  /** The dispatches asked of each workflow file, with their inputs. */
  dispatched: { workflow: string; ref: string; inputs: Record<string, string> }[];
  deployments: Deployment[];
  /** Commits Checks passed on, on pushes to main. */
  checked: string[];
  /** How many hourly runs the publish workflow has had. */
  scheduledRuns: number;
  issues: Issue[];
  close(): Promise<void>;
}

const body = (request: IncomingMessage) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  new Promise<Record<string, any>>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : {}));
  });

/** A production deployment of `sha` that went live, as a publish run records one. */
export function liveDeployment(id: number, sha: string, payload: Record<string, unknown>): Deployment {
  const at = new Date().toISOString();
  return {
    id,
    sha,
    ref: sha,
    environment: 'production',
    payload,
    created_at: at,
    statuses: [{ state: 'success', description: 'Live', log_url: '', environment_url: '', created_at: at }],
  };
}

/** A deployment as the API shows it: its statuses are read at their own address. */
function shown(deployment: Deployment, url: string, root: string) {
  const { id, sha, ref, environment, payload, created_at } = deployment;
  return {
    id,
    sha,
    ref,
    environment,
    payload,
    created_at,
    statuses_url: `${url}${root}/deployments/${id}/statuses`,
  };
}

export async function gitHubStandIn(repository = 'her/site'): Promise<GitHubStandIn> {
  const state: GitHubStandIn = {
    url: '',
    repository: { has_issues: true, fork: false, private: false, created_at: '2026-01-01T09:00:00Z' },
    clock: 'active',
    dispatched: [],
    deployments: [],
    checked: [],
    scheduledRuns: 24,
    issues: [],
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const reply = (status: number, json: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const root = `/repos/${repository}`;
    if (!url.pathname.startsWith(root)) return reply(404, { message: 'Not Found' });
    const path = url.pathname.slice(root.length);
    if (request.method === 'GET' && path === '')
      return reply(200, { full_name: repository, ...state.repository });
    if (request.method === 'GET' && path === '/actions/workflows/checks.yml/runs') {
      const runs =
        url.searchParams.get('status') === 'success' && url.searchParams.get('branch') === 'main'
          ? state.checked.map((sha, at) => ({
              id: at + 1,
              head_sha: sha,
              event: 'push',
              status: 'completed',
              conclusion: 'success',
            }))
          : [];
      return reply(200, { total_count: runs.length, workflow_runs: runs });
    }
    if (request.method === 'GET' && path === '/actions/workflows/clock.yml/runs') {
      const count = url.searchParams.get('event') === 'schedule' ? state.scheduledRuns : 0;
      return reply(200, { total_count: count, workflow_runs: [] });
    }
    if (request.method === 'GET' && path === '/actions/workflows/clock.yml')
      return reply(200, { id: 7, name: 'Clock', path: '.github/workflows/clock.yml', state: state.clock });
    if (request.method === 'PUT' && path === '/actions/workflows/clock.yml/enable') {
      state.clock = 'active';
      return response.writeHead(204).end();
    }
    const dispatch = /^\/actions\/workflows\/([\w.-]+)\/dispatches$/.exec(path);
    if (request.method === 'POST' && dispatch) {
      const { ref, inputs = {} } = await body(request);
      state.dispatched.push({ workflow: dispatch[1], ref, inputs });
      return response.writeHead(204).end();
    }
    if (request.method === 'GET' && path === '/deployments') {
      const sha = url.searchParams.get('sha');
      const environment = url.searchParams.get('environment');
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const found = [...state.deployments]
        .reverse()
        .filter((entry) => (!sha || entry.sha === sha) && (!environment || entry.environment === environment))
        .slice(0, perPage)
        .map((entry) => shown(entry, state.url, root));
      return reply(200, found);
    }
    if (request.method === 'POST' && path === '/deployments') {
      const made = await body(request);
      const deployment: Deployment = {
        id: state.deployments.length + 1,
        sha: made.ref,
        ref: made.ref,
        environment: made.environment ?? 'production',
        payload: made.payload ?? {},
        created_at: new Date().toISOString(),
        statuses: [],
      };
      state.deployments.push(deployment);
      return reply(201, shown(deployment, state.url, root));
    }
    const ofDeployment = /^\/deployments\/(\d+)\/statuses$/.exec(path);
    const deployment =
      ofDeployment && state.deployments.find((entry) => entry.id === Number(ofDeployment[1]));
    if (ofDeployment && !deployment) return reply(404, { message: 'Not Found' });
    if (deployment && request.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      return reply(200, [...deployment.statuses].reverse().slice(0, perPage));
    }
    if (deployment && request.method === 'POST') {
      const { state: status, description = '', log_url = '', environment_url = '' } = await body(request);
      deployment.statuses.push({
        state: status,
        description,
        log_url,
        environment_url,
        created_at: new Date().toISOString(),
      });
      return reply(201, { id: deployment.statuses.length, state: status, description });
    }
    if (request.method === 'GET' && path === '/issues')
      return reply(
        200,
        state.issues
          .filter((issue) => issue.state === 'open')
          .map(({ number, title, body: text }) => ({ number, title, body: text, state: 'open' })),
      );
    if (request.method === 'POST' && path === '/issues') {
      if (!state.repository.has_issues) return reply(410, { message: 'Issues are disabled for this repo' });
      const { title, body: text } = await body(request);
      const issue: Issue = {
        number: state.issues.length + 1,
        title,
        body: text,
        state: 'open',
        comments: [],
      };
      state.issues.push(issue);
      return reply(201, {
        number: issue.number,
        title,
        body: text,
        state: 'open',
        html_url: `https://github.com/${repository}/issues/${issue.number}`,
      });
    }
    const issue = state.issues.find((entry) => path.startsWith(`/issues/${entry.number}`));
    if (issue && request.method === 'POST' && path === `/issues/${issue.number}/comments`) {
      issue.comments.push((await body(request)).body);
      return reply(201, { id: issue.comments.length });
    }
    if (issue && request.method === 'PATCH' && path === `/issues/${issue.number}`) {
      const change = await body(request);
      if (change.body !== undefined) issue.body = change.body;
      if (change.state === 'closed') issue.state = 'closed';
      return reply(200, { number: issue.number, state: issue.state });
    }
    reply(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
