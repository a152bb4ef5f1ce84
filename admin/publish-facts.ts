// What the editor's status reads (docs/publishing.md, "After a save"), with the editor's token or none.
import type {
  GitHubReach,
  PublishFacts,
  PublishRecord,
  PublishState,
  Save,
} from '@/lib/editor/publish-status';
import { saveTitle } from '@/lib/editor/publish-status';
import { buildInfoPath, readBuildInfo } from '@/lib/web/build-info';

export interface PublishSource {
  /** `owner/name`, or null while the editor's configuration has only its placeholder. */
  repo: string | null;
  /** Null for the repository's default. */
  branch: string | null;
  apiRoot: string;
  timeZone: string;
}

export const publishSourceFile = 'publishing.json';

/** Where Sveltia CMS keeps the signed-in user, `{ backendName, token, … }` (its `account.svelte.js`). */
const userKey = 'sveltia-cms.user';

export function editorToken(): string | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(userKey) ?? 'null');
    if (!user || typeof user !== 'object') return null;
    const { backendName, token } = user as Record<string, unknown>;
    return backendName === 'github' && typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

class Unanswered extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function asSave(commit: Json): Save {
  const inner = (commit.commit ?? {}) as Json;
  const committer = (inner.committer ?? {}) as Json;
  return { sha: text(commit.sha), date: text(committer.date), title: saveTitle(text(inner.message)) };
}

const states = new Set<string>([
  'queued',
  'pending',
  'in_progress',
  'success',
  'failure',
  'error',
  'inactive',
]);

// A commit never changes: each is asked for once a page.
const savesBySha = new Map<string, Save>();

export async function readPublishFacts(source: PublishSource, token: string | null): Promise<PublishFacts> {
  const build = await fetch(buildInfoPath, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then(readBuildInfo)
    .catch(() => null);
  const none = (github: GitHubReach): PublishFacts => ({
    build,
    live: null,
    newest: null,
    record: null,
    github,
  });
  if (!source.repo) return none('no-repository');

  const get = async <Body>(path: string, cache: RequestCache = 'no-cache'): Promise<Body> => {
    const headers: Record<string, string> = { Accept: 'application/vnd.github+json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    // `no-cache` asks again with the answer's ETag: a 304 does not count against a signed-in rate limit.
    const response = await fetch(`${source.apiRoot}/repos/${source.repo}${path}`, { headers, cache });
    if (!response.ok) throw new Unanswered(response.status);
    return response.json() as Promise<Body>;
  };
  const commitOf = async (sha: string) => {
    const known = savesBySha.get(sha);
    if (known) return known;
    const save = asSave(await get<Json>(`/commits/${sha}`, 'default'));
    savesBySha.set(sha, save);
    return save;
  };

  try {
    // Her saves are what the editor writes, under content/; an engineer's commit is not one.
    const branch = source.branch ? `&sha=${encodeURIComponent(source.branch)}` : '';
    const [latest] = await get<Json[]>(`/commits?path=content&per_page=1${branch}`);
    const newest = latest ? asSave(latest) : null;
    if (newest) savesBySha.set(newest.sha, newest);
    // A build made from a commit GitHub does not have (a local one) still says its day.
    const live = build?.commit ? await commitOf(build.commit).catch(() => null) : null;
    // Read even when live: a live save's record may carry a word for her (a post the pause would hold).
    const record = newest ? await recordOf(newest.sha) : null;
    return { build, live, newest, record, github: 'read' };
  } catch (error) {
    // Signed out, GitHub answers a private repository's every address with 404.
    if (error instanceof Unanswered && !token && error.status < 500) return none('signed-out');
    return none('no-answer');
  }

  async function recordOf(sha: string): Promise<PublishRecord | null> {
    const [deployment] = await get<Json[]>(`/deployments?sha=${sha}&environment=production&per_page=1`);
    if (!deployment) return null;
    const [status] = await get<Json[]>(`/deployments/${Number(deployment.id)}/statuses?per_page=1`);
    if (!status) return { state: 'created', description: '', logUrl: null };
    const state = text(status.state);
    return {
      state: states.has(state) ? (state as PublishState) : 'pending',
      description: text(status.description),
      logUrl: text(status.log_url) || text(status.target_url) || null,
    };
  }
}
