import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import selfsigned from 'selfsigned';
import { kitApiOrigin } from '@/lib/web/kit';
import { formspreeEndpoint } from '../third-party-stubs';
import { pageWatchPath, pageWatchScript } from './page-watch';

// The visitor's network in the journeys (journeys.spec.ts): a proxy that passes the sites' requests on to
// their preview servers, adding the page watch (page-watch.ts), and through CONNECT answers for Kit and
// Formspree over TLS with a certificate made for this run. Every other host (Calendly's) is unreachable,
// as offline; in WebKit, which refuses that certificate, Kit and Formspree are too (webkit.ts).

/** How a third party answers a journey: as when it takes the request, refuses it, is down, or not at all. */
export type Answer = 'takes' | 'refuses' | 'is down' | 'is unreachable';

/** What reached a third party. */
export interface SentRequest {
  origin: string;
  method: string;
  path: string;
  accept: string;
  contentType: string;
  body: Buffer;
}

export interface StandIns {
  /** `host:port` of the proxy. */
  proxy: string;
  answers: { kit: Answer; formspree: Answer };
  /** Each request a third party received (not the CORS preflights). */
  sent: SentRequest[];
  /** Back to the start: Kit and Formspree take everything, nothing sent. */
  reset(): void;
  close(): Promise<void>;
}

const kitHost = new URL(kitApiOrigin).host;
const formspreeHost = new URL(formspreeEndpoint).host;

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks)));
    request.on('error', fail);
  });
}

/** Kit's v3 answers (its documented body on success, its error shape on refusal) and Formspree's. */
function thirdPartyAnswer(host: string, answer: Answer) {
  const json = (status: number, body: unknown) => ({
    status,
    type: 'application/json',
    body: JSON.stringify(body),
  });
  if (answer === 'is down') return { status: 502, type: 'text/html', body: '<h1>Bad gateway</h1>' };
  if (host === kitHost)
    return answer === 'takes'
      ? json(200, { subscription: { state: 'inactive' } })
      : json(401, { error: 'Authorization Failed', message: 'API Key not valid' });
  return answer === 'takes'
    ? json(200, { next: 'https://formspree.io/thanks', ok: true })
    : json(400, {
        error: 'Validation errors',
        errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }],
      });
}

/**
 * Adds the page-watch script to a page, first in its head, before any of the page's own. A body
 * with no head (a 304's, empty) is left as it is: the browser shows the copy it kept, watched.
 */
function withPageWatch(html: string) {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script src="${pageWatchPath}"></script>${html.slice(at)}`;
}

export async function startStandIns(siteOrigins: string[]): Promise<StandIns> {
  const sites = new Set(siteOrigins.map((origin) => new URL(origin).host));
  const answers: StandIns['answers'] = { kit: 'takes', formspree: 'takes' };
  const sent: SentRequest[] = [];

  const certificate = await selfsigned.generate([{ name: 'commonName', value: 'journeys stand-in' }], {
    keyType: 'ec',
    extensions: [
      { name: 'subjectAltName', altNames: [kitHost, formspreeHost].map((value) => ({ type: 2, value })) },
    ],
  });

  const answerThirdParty = async (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host ?? '';
    const body = await readBody(request);
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    sent.push({
      origin: `https://${host}`,
      method: request.method ?? '',
      path: request.url ?? '',
      accept: request.headers.accept ?? '',
      contentType: request.headers['content-type'] ?? '',
      body,
    });
    const answer = thirdPartyAnswer(host, host === kitHost ? answers.kit : answers.formspree);
    response.writeHead(answer.status, { ...cors, 'Content-Type': answer.type }).end(answer.body);
  };
  const thirdParty = createTlsServer({ key: certificate.private, cert: certificate.cert }, answerThirdParty);

  const passOn = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', siteOrigins[0]);
    if (!sites.has(url.host)) return request.socket.destroy();
    if (url.pathname === pageWatchPath)
      return response
        .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
        .end(pageWatchScript);
    // Without accept-encoding: a page is read whole, to add the watch to it.
    const headers = { ...request.headers, host: url.host };
    delete headers['accept-encoding'];
    delete (headers as Record<string, unknown>)['proxy-connection'];
    const onward = forward(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method,
        headers,
      },
      async (answer) => {
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!html) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          return answer.pipe(response);
        }
        const page = withPageWatch((await readBody(answer)).toString('utf8'));
        const headers = { ...answer.headers };
        delete headers['content-length'];
        response.writeHead(answer.statusCode ?? 502, headers).end(page);
      },
    );
    onward.on('error', () => response.writeHead(502).end());
    request.pipe(onward);
  };

  const proxy = createServer(passOn);
  proxy.on('connect', (request: IncomingMessage, socket: Socket) => {
    const [host, port] = (request.url ?? '').split(':');
    const open =
      port === '443' &&
      ((host === kitHost && answers.kit !== 'is unreachable') ||
        (host === formspreeHost && answers.formspree !== 'is unreachable'));
    if (!open) return socket.destroy();
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    thirdParty.emit('connection', socket);
  });
  const sockets = new Set<Socket>();
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));

  return {
    proxy: `127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    answers,
    sent,
    reset() {
      answers.kit = 'takes';
      answers.formspree = 'takes';
      sent.length = 0;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => proxy.close(() => done()));
    },
  };
}
