// A local stand-in for Kit's v4 broadcasts API, answering as Kit documents it: the X-Kit-Api-Key header,
// `{ broadcast }` and `{ broadcasts, pagination }` bodies, cursor pages newest first, `{ errors }` for 401,
// 404 and 422. It can refuse or ignore the next request, and keeps every request it was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubBroadcast {
  id: number;
  publication_id: number;
  created_at: string;
  subject: string;
  preview_text: string | null;
  description: string | null;
  content: string | null;
  public: boolean;
  published_at: string | null;
  send_at: string | null;
  thumbnail_alt: null;
  thumbnail_url: null;
  public_url: string | null;
  email_address: string;
  email_template: { id: number; name: string };
  subscriber_filter: { all: { type: string }[] }[];
  status: string;
}

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  apiKey: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | undefined;
}

interface Refusal {
  method: string;
  status: number;
  body: string;
}

export interface KitStub {
  url: string;
  requests: StubRequest[];
  broadcasts: StubBroadcast[];
  /** Answers the next request of this method with `status` and `body` instead of doing it. */
  refuseNext(method: string, status: number, body: unknown): void;
  /** Never answers the next request of this method. */
  ignoreNext(method: string): void;
  close(): Promise<void>;
}

export interface StubOptions {
  apiKey: string;
  /** The account's email templates: an id not among them is refused with 422, as Kit does. */
  templates?: { id: number; name: string }[];
  /** Kit pages up to 1,000 broadcasts; a smaller page lets a test walk several pages. */
  maxPerPage?: number;
}

const cursor = (id: number) => Buffer.from(JSON.stringify([id])).toString('base64');
const idOf = (cursorText: string) =>
  (JSON.parse(Buffer.from(cursorText, 'base64').toString()) as number[])[0];

/** A broadcast as Kit would hold it, for a test to put in the account beforehand. */
export function stubBroadcast(id: number, fields: Partial<StubBroadcast> = {}): StubBroadcast {
  return {
    id,
    publication_id: id,
    created_at: '2026-11-02T14:00:00Z',
    subject: `Broadcast ${id}`,
    preview_text: null,
    description: null,
    content: null,
    public: false,
    published_at: null,
    send_at: null,
    thumbnail_alt: null,
    thumbnail_url: null,
    public_url: null,
    email_address: 'letter@your-site.example',
    email_template: { id: 6, name: 'Text Only' },
    subscriber_filter: [{ all: [{ type: 'all_subscribers' }] }],
    status: 'draft',
    ...fields,
  };
}

export async function startKitStub({
  apiKey,
  templates = [{ id: 41, name: 'Letter edition (HTML)' }],
  maxPerPage = 1000,
}: StubOptions): Promise<KitStub> {
  const requests: StubRequest[] = [];
  const broadcasts: StubBroadcast[] = [];
  const refusals: Refusal[] = [];
  const ignored: string[] = [];
  const waiting: ServerResponse[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  function list(query: URLSearchParams) {
    const perPage = Math.min(Number(query.get('per_page') ?? 500), 1000, maxPerPage);
    const after = query.get('after');
    const newestFirst = [...broadcasts].sort((a, b) => b.id - a.id);
    const rest = after ? newestFirst.filter((broadcast) => broadcast.id < idOf(after)) : newestFirst;
    const page = rest.slice(0, perPage);
    return {
      broadcasts: page,
      pagination: {
        has_previous_page: Boolean(after),
        has_next_page: rest.length > page.length,
        start_cursor: page.length ? cursor(page[0].id) : null,
        end_cursor: page.length ? cursor(page[page.length - 1].id) : null,
        per_page: perPage,
      },
    };
  }

  function write(body: Record<string, unknown>, existing?: StubBroadcast): StubBroadcast | string[] {
    const template = templates.find((entry) => entry.id === body.email_template_id);
    if (!template) return ['Email template not found'];
    const sendAt = (body.send_at as string | null | undefined) ?? null;
    const id = existing?.id ?? Math.max(100, ...broadcasts.map((broadcast) => broadcast.id)) + 1;
    return stubBroadcast(id, {
      ...existing,
      subject: String(body.subject ?? ''),
      preview_text: (body.preview_text as string | undefined) ?? null,
      description: (body.description as string | undefined) ?? null,
      content: (body.content as string | undefined) ?? null,
      public: Boolean(body.public),
      send_at: sendAt,
      email_template: template,
      status: sendAt ? 'scheduled' : 'draft',
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub.invalid');
    let text = '';
    for await (const chunk of req) text += chunk;
    const request: StubRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      apiKey: req.headers['x-kit-api-key'] as string | undefined,
      contentType: req.headers['content-type'],
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    };
    requests.push(request);

    const ignore = ignored.indexOf(request.method);
    if (ignore !== -1) {
      ignored.splice(ignore, 1);
      waiting.push(res);
      return;
    }
    const refusal = refusals.findIndex((entry) => entry.method === request.method);
    if (refusal !== -1) {
      const [{ status, body }] = refusals.splice(refusal, 1);
      return send(res, status, body);
    }
    if (request.apiKey !== apiKey) return send(res, 401, { errors: ['The access token is invalid'] });

    if (request.path === '/v4/broadcasts' && request.method === 'GET')
      return send(res, 200, list(url.searchParams));
    if (request.path === '/v4/broadcasts' && request.method === 'POST') {
      const made = write(request.body ?? {});
      if (Array.isArray(made)) return send(res, 422, { errors: made });
      broadcasts.push(made);
      return send(res, 201, { broadcast: made });
    }
    const match = /^\/v4\/broadcasts\/(\d+)$/.exec(request.path);
    if (match && request.method === 'PUT') {
      const index = broadcasts.findIndex((broadcast) => broadcast.id === Number(match[1]));
      if (index === -1) return send(res, 404, { errors: ['Not Found'] });
      if (broadcasts[index].status !== 'draft')
        return send(res, 422, { errors: ['Broadcast has already started sending.'] });
      const made = write(request.body ?? {}, broadcasts[index]);
      if (Array.isArray(made)) return send(res, 422, { errors: made });
      broadcasts[index] = made;
      return send(res, 200, { broadcast: made });
    }
    send(res, 404, { errors: ['Not Found'] });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, { errors: [error.message] }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    broadcasts,
    refuseNext: (method, status, body) =>
      refusals.push({ method, status, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    ignoreNext: (method) => ignored.push(method),
    close: () =>
      new Promise<void>((done) => {
        waiting.forEach((res) => res.destroy());
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
