// What a publish run records in GitHub for the editor, the clock and the next run: a deployment of
// the commit of her save in the `production` environment, and its statuses (docs.github.com, "REST API
// endpoints for deployments" and "…for deployment statuses"); and the clock workflow's state.
import type { Env } from '@/scripts/publish/hosts';
import { request } from '@/scripts/publish/github';
import type { Source } from '@/scripts/publish/source';

export const environment = 'production';

export type RecordState = 'queued' | 'in_progress' | 'success' | 'failure' | 'error' | 'inactive';

/** What a deployment carries for the clock: the day it publishes as of, the next post's date, her zone. */
export interface RecordPayload extends Source {
  asOf: string;
  nextDue: string | null;
  timeZone: string;
}

export interface PublishRecord {
  id: number;
  sha: string;
  state: RecordState | null;
  description: string;
  payload: Partial<RecordPayload>;
}

/** GitHub keeps 140 characters of a status's description. */
export const statusText = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

interface Deployment {
  id: number;
  sha: string;
  payload?: unknown;
}

async function newestStatus(id: number, env: Env) {
  const answer = await request(`/deployments/${id}/statuses?per_page=1`, env);
  if ('error' in answer) return null;
  const [status] = answer.json as { state?: RecordState; description?: string | null }[];
  return status ?? null;
}

/** The newest record of `sha`, or null when no run has made one (or GitHub could not be read). */
export async function recordOf(sha: string, env: Env): Promise<PublishRecord | null> {
  const answer = await request(`/deployments?environment=${environment}&sha=${sha}&per_page=1`, env);
  if ('error' in answer) return null;
  const [deployment] = answer.json as Deployment[];
  if (!deployment) return null;
  const status = await newestStatus(deployment.id, env);
  return {
    id: deployment.id,
    sha: deployment.sha,
    state: status?.state ?? null,
    description: status?.description ?? '',
    payload: (deployment.payload && typeof deployment.payload === 'object'
      ? deployment.payload
      : {}) as Partial<RecordPayload>,
  };
}

/** Sets a record's state; GitHub emails no one. Says what went wrong, or null. */
export async function setRecord(
  id: number,
  state: RecordState,
  env: Env,
  { description = '', logUrl, siteUrl }: { description?: string; logUrl?: string; siteUrl?: string } = {},
): Promise<string | null> {
  const answer = await request(`/deployments/${id}/statuses`, env, {
    method: 'POST',
    body: {
      state,
      description: statusText(description),
      ...(logUrl ? { log_url: logUrl } : {}),
      ...(siteUrl ? { environment_url: siteUrl } : {}),
      auto_inactive: false,
    },
  });
  return 'error' in answer ? answer.error : null;
}

/**
 * A record of publishing `payload`'s save, in `state`: the newest record of that commit when it is
 * still waiting (a plan made it), else a new one. Its id, or why there is none.
 */
export async function openRecord(
  payload: RecordPayload,
  state: RecordState,
  env: Env,
  detail: { description?: string; logUrl?: string } = {},
): Promise<{ id: number } | { error: string }> {
  const newest = await recordOf(payload.content, env);
  let id = newest && (newest.state === 'queued' || newest.state === null) ? newest.id : 0;
  if (!id) {
    const made = await request('/deployments', env, {
      method: 'POST',
      body: {
        ref: payload.content,
        environment,
        auto_merge: false,
        required_contexts: [],
        production_environment: true,
        description: 'Publish',
        payload,
      },
    });
    if ('error' in made) return { error: made.error };
    id = Number((made.json as { id?: number }).id);
    if (!id) return { error: 'GitHub made no deployment' };
  }
  const failed = await setRecord(id, state, env, detail);
  return failed ? { error: failed } : { id };
}

/** The clock workflow's state (`active`, `disabled_inactivity`, …), or why it could not be read. */
export async function clockState(env: Env): Promise<{ state: string } | { error: string }> {
  const answer = await request('/actions/workflows/clock.yml', env);
  return 'error' in answer ? answer : { state: String((answer.json as { state?: string }).state) };
}

export async function enableClock(env: Env): Promise<string | null> {
  const answer = await request('/actions/workflows/clock.yml/enable', env, { method: 'PUT' });
  return 'error' in answer ? answer.error : null;
}

/** What the newest successful record says is live, or null when there is none or GitHub cannot be read. */
export async function liveRecord(env: Env): Promise<Partial<RecordPayload> | null> {
  const answer = await request(`/deployments?environment=${environment}&per_page=10`, env);
  if ('error' in answer) return null;
  for (const deployment of answer.json as Deployment[]) {
    if ((await newestStatus(deployment.id, env))?.state !== 'success') continue;
    return (
      deployment.payload && typeof deployment.payload === 'object' ? deployment.payload : {}
    ) as Partial<RecordPayload>;
  }
  return null;
}
