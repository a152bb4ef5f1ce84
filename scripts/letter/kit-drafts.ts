// Drafts a Tomorrow Letter issue as a broadcast in Kit, through Kit's v4 API (npm run letter -- --kit):
// it creates the draft, or updates the one an earlier run made, and never schedules or sends anything.
import { STATUS_CODES } from 'node:http';

export interface KitSettings {
  /** A v4 API key: a secret, sent only in the X-Kit-Api-Key header. */
  apiKey: string;
  /** https://api.kit.com, or a stand-in such as a test's local server. */
  baseUrl: string;
  /** The HTML template the broadcast is sent in (docs/publishing.md). */
  templateId: number;
  timeoutMs: number;
}

/** What the broadcast says; `description` names the issue and finds the draft again next time. */
export interface Draft {
  subject: string;
  previewText: string;
  content: string;
  description: string;
}

export interface DraftResult {
  id: number;
  action: 'created' | 'updated';
}

interface Broadcast {
  id: number;
  description: string | null;
  send_at: string | null;
  status?: string;
}

interface BroadcastPage {
  broadcasts: Broadcast[];
  pagination: { has_next_page: boolean; end_cursor: string | null };
}

/** A request Kit refused or never answered, as one line that names the request. */
export class KitError extends Error {
  /** True when a write went out and no answer came back, so Kit may or may not have made it. */
  readonly unanswered: boolean;
  constructor(message: string, unanswered = false) {
    super(message);
    this.unanswered = unanswered;
  }
}

/** Where the author opens a draft in Kit to review and send it. */
export const kitDraftUrl = (id: number) => `https://app.kit.com/campaigns/${id}/draft`;

/** Kit's own words from an error answer: `{"errors": [...]}`, or the start of whatever else it sent. */
function kitErrorText(body: string): string {
  try {
    const errors = (JSON.parse(body) as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length) return errors.map(String).join('; ');
  } catch {
    // Not JSON: a proxy's or a load balancer's page.
  }
  const text = body.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : 'no error text';
}

async function request<T>(settings: KitSettings, method: string, path: string, body?: unknown): Promise<T> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}${path}`;
  const what = `${method} ${path.split('?')[0]}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers: {
        'X-Kit-Api-Key': settings.apiKey,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const { name, cause } = error as Error & { cause?: { code?: string; message?: string } };
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new KitError(
        `Kit did not answer ${what} within ${settings.timeoutMs / 1000} s`,
        method !== 'GET',
      );
    throw new KitError(
      `Could not reach Kit at ${new URL(url).origin} for ${what}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
  if (!response.ok) {
    const status = [response.status, STATUS_CODES[response.status]].filter(Boolean).join(' ');
    throw new KitError(`Kit answered ${what} with ${status}: ${kitErrorText(text)}`);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new KitError(
      `Kit answered ${what} with ${response.status} but not with JSON: ${kitErrorText(text)}`,
    );
  }
}

async function broadcastsNamed(settings: KitSettings, description: string): Promise<Broadcast[]> {
  const found: Broadcast[] = [];
  let after: string | null = null;
  do {
    const query: string = `?per_page=500${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const page: BroadcastPage = await request<BroadcastPage>(settings, 'GET', `/v4/broadcasts${query}`);
    found.push(...page.broadcasts.filter((broadcast) => broadcast.description === description));
    after = page.pagination.has_next_page ? page.pagination.end_cursor : null;
  } while (after);
  return found;
}

const isDraft = (broadcast: Broadcast) => (broadcast.status ?? 'draft') === 'draft' && !broadcast.send_at;

// One write, so a refused or failed one leaves Kit as it was. `send_at: null` keeps it a draft and
// `public: false` keeps it off Kit's web archive: the site is the letter's archive.
export async function draftBroadcast(settings: KitSettings, draft: Draft): Promise<DraftResult> {
  const matches = await broadcastsNamed(settings, draft.description);
  const sent = matches.filter((broadcast) => !isDraft(broadcast));
  if (sent.length)
    throw new KitError(
      `Kit already has broadcast ${sent[0].id} for this issue, ${sent[0].status ?? 'scheduled'} rather than a draft; change it in Kit (${kitDraftUrl(sent[0].id)})`,
    );
  if (matches.length > 1)
    throw new KitError(
      `Kit has ${matches.length} drafts for this issue (${matches.map((broadcast) => broadcast.id).join(', ')}); delete all but one in Kit and run this again`,
    );
  const body = {
    email_template_id: settings.templateId,
    subject: draft.subject,
    preview_text: draft.previewText,
    content: draft.content,
    description: draft.description,
    public: false,
    send_at: null,
  };
  if (matches.length === 1) {
    const { broadcast } = await request<{ broadcast: Broadcast }>(
      settings,
      'PUT',
      `/v4/broadcasts/${matches[0].id}`,
      body,
    );
    return { id: broadcast.id, action: 'updated' };
  }
  const { broadcast } = await request<{ broadcast: Broadcast }>(settings, 'POST', '/v4/broadcasts', body);
  return { id: broadcast.id, action: 'created' };
}
