// The hourly clock (.github/workflows/clock.yml): starts Publish only when there is something to do,
// read from the publish runs' records (GitHub deployments). Node runs it as it is, with no install,
// so it imports nothing: its types are erased by Node and checked by the project's type check.

/** A publish run's record of a commit: its newest deployment status. */
export interface ClockRecord {
  state: string;
  /** When the status was set, as an ISO time. */
  at: string;
}

/** What the newest successful publish recorded: the day it published as of, and the next post's date. */
export interface LivePayload {
  asOf?: string;
  nextDue?: string | null;
  timeZone?: string;
}

export interface ClockFacts {
  head: string;
  /** The newest record of main's newest commit, or null when no publish run has looked at it. */
  headRecord: ClockRecord | null;
  /** What the live build's record says, or null when there is none yet. */
  live: LivePayload | null;
  now: Date;
}

/** A record that says a run is on its way stops being believed after this long. */
const lostAfterMs = 2 * 3600_000;

/** The calendar day at `now` in `timeZone`, as the site counts days (`siteToday`). */
export function dayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether the clock starts a publish now, and why, in a line of its log. */
export function clockDecision({ head, headRecord, live, now }: ClockFacts): { start: boolean; why: string } {
  const commit = head.slice(0, 7);
  if (!headRecord) return { start: true, why: `${commit}, main's newest save, has no publish on record` };
  const age = now.getTime() - Date.parse(headRecord.at);
  if ((headRecord.state === 'queued' || headRecord.state === 'in_progress') && age > lostAfterMs)
    return { start: true, why: `the publish of ${commit} has said "${headRecord.state}" for over two hours` };
  if (headRecord.state === 'error')
    return { start: true, why: `the last publish of ${commit} failed for a passing reason; trying again` };
  if (live?.nextDue && live.timeZone && dayIn(live.timeZone, now) >= live.nextDue)
    return { start: true, why: `a post dated ${live.nextDue} has come due` };
  return {
    start: false,
    why: `nothing to do: ${commit} is ${headRecord.state}${live?.nextDue ? `; the next post is dated ${live.nextDue}` : ''}`,
  };
}

interface Deployment {
  id: number;
  sha: string;
  created_at: string;
  payload?: unknown;
}

interface Status {
  state: string;
  created_at: string;
}

async function main() {
  const env = process.env;
  const api = `${(env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')}/repos/${env.GITHUB_REPOSITORY}`;
  const headers = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    authorization: `Bearer ${env.GITHUB_TOKEN}`,
  };
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${api}${path}`, {
      method: init.method ?? 'GET',
      headers: init.body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(15_000),
    }).catch((error: Error & { cause?: { code?: string } }) => {
      throw new Error(`GitHub did not answer ${path} (${error.cause?.code ?? error.message})`);
    });
    if (!response.ok) throw new Error(`GitHub answered HTTP ${response.status} to ${path}`);
    return response.status === 204 ? null : response.json();
  };
  const newestStatus = async (deployment: Deployment) =>
    ((await call(`/deployments/${deployment.id}/statuses?per_page=1`)) as Status[])[0] ?? null;

  const head = String(env.GITHUB_SHA);
  const [ofHead] = (await call(`/deployments?environment=production&sha=${head}&per_page=1`)) as Deployment[];
  const headStatus = ofHead ? await newestStatus(ofHead) : null;
  let live: LivePayload | null = null;
  for (const deployment of (await call('/deployments?environment=production&per_page=10')) as Deployment[]) {
    if ((await newestStatus(deployment))?.state !== 'success') continue;
    live = (typeof deployment.payload === 'object' && deployment.payload) || {};
    break;
  }
  const decision = clockDecision({
    head,
    headRecord: ofHead
      ? { state: headStatus?.state ?? 'queued', at: headStatus?.created_at ?? ofHead.created_at }
      : null,
    live,
    now: new Date(),
  });
  console.log(`clock: ${decision.start ? 'starting Publish' : 'not starting Publish'}: ${decision.why}`);
  if (decision.start)
    await call('/actions/workflows/publish.yml/dispatches', {
      method: 'POST',
      body: { ref: env.GITHUB_REF_NAME || 'main', inputs: { by: 'clock' } },
    });
}

if (process.argv[1]?.endsWith('clock.ts'))
  main().catch((error: Error) => {
    console.error(`clock: ${error.message}`);
    process.exit(1);
  });
