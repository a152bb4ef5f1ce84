// A local stand-in for the parts of GitHub's REST API the publish run reads and writes
// (scripts/publish/github.ts), answering as docs.github.com documents them: the repository (`has_issues`,
// `fork`), a workflow's runs (`{ total_count, workflow_runs: [{ head_sha, event, status, conclusion }] }`,
// filtered by the query), the open issues (pull requests among them carry `pull_request`), a new issue
// (201 with its `number`; 410 Gone when the repository has Issues off), a comment, and an edit.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Issue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  comments: string[];
}

export interface GitHubStandIn {
  url: string;
  repository: { has_issues: boolean; fork: boolean; created_at: string };
  /** Commits Checks passed on, on pushes to main. */
  checked: string[];
  /** How many hourly runs the publish workflow has had. */
  scheduledRuns: number;
  issues: Issue[];
  close(): Promise<void>;
}

const body = (request: IncomingMessage) =>
  new Promise<Record<string, string>>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : {}));
  });

export async function gitHubStandIn(repository = 'her/site'): Promise<GitHubStandIn> {
  const state: GitHubStandIn = {
    url: '',
    repository: { has_issues: true, fork: false, created_at: '2026-01-01T09:00:00Z' },
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
    if (request.method === 'GET' && path === '/actions/workflows/publish.yml/runs') {
      const count = url.searchParams.get('event') === 'schedule' ? state.scheduledRuns : 0;
      return reply(200, { total_count: count, workflow_runs: [] });
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
      return reply(201, { number: issue.number, title, body: text, state: 'open' });
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
