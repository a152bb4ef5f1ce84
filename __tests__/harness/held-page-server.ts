// A server in front of the preview server that brings each page as over a long first round trip
// (docs/performance.md, "The first round trip"): its first part at once, the rest after `holdMs` or on
// release. Each response closes its connection, so each page is a new connection's first round trip.
import { request } from 'node:http';
import type { Page } from '@playwright/test';
import { createServer, type Socket } from 'node:net';
import { constants, createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { firstRoundTripBytes, firstScreenId } from '../../lib/page/first-screen';

/** Where a page's first part ends. */
export type Cut = 'round trip' | 'before the marker' | 'inside <head>';

/** What the server did with the last page it sent: its bytes at once, and its bytes held. */
export interface SentPage {
  path: string;
  firstBytes: number;
  heldBytes: number;
}

export interface HeldPageServer {
  origin: string;
  /** The cut for the pages that follow. */
  cut: Cut;
  /** The pages sent so far, by path. */
  sent: Map<string, SentPage>;
  /** Sends the rest of every page held now, whatever their hold. */
  release(): void;
  close(): Promise<void>;
}

/** Where in the page's HTML its first part ends, for the cuts that fall at a place in the page. */
function cutAt(html: Buffer, cut: Exclude<Cut, 'round trip'>): number {
  const at =
    cut === 'before the marker' ? html.indexOf(`<template id="${firstScreenId}"`) : html.indexOf('</head>');
  if (at < 0)
    throw new Error(`the page has no ${cut === 'before the marker' ? 'first-screen marker' : '<head>'}`);
  return at;
}

/** Gzipped HTML in two parts, the first decodable on its own up to `at` (a sync flush). */
function gzipInTwo(html: Buffer, at: number): Promise<[Buffer, Buffer]> {
  return new Promise((resolve, reject) => {
    const gzip = createGzip({ level: 6 });
    const chunks: Buffer[] = [];
    let first: Buffer | undefined;
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    gzip.on('error', reject);
    gzip.on('end', () => resolve([first!, Buffer.concat(chunks)]));
    gzip.write(html.subarray(0, at));
    gzip.flush(constants.Z_SYNC_FLUSH, () => {
      first = Buffer.concat(chunks.splice(0));
      gzip.end(html.subarray(at));
    });
  });
}

const chunk = (bytes: Buffer) =>
  bytes.length
    ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
    : Buffer.alloc(0);

/** The body's bytes that fit beside `headerBytes` in the first round trip, framed as one chunk. */
function fitting(headerBytes: number, body: Buffer): number {
  let length = firstRoundTripBytes - headerBytes;
  while (length > 0 && headerBytes + chunk(body.subarray(0, length)).length > firstRoundTripBytes)
    length -= 1;
  return Math.max(0, Math.min(length, body.length));
}

/** Fetches a path from the upstream server as a browser would, its body as sent (gzipped or not). */
function fetchUpstream(upstream: URL, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; message: string; headers: [string, string][]; body: Buffer }>(
    (resolve, reject) => {
      const forward = request(
        new URL(path, upstream),
        { headers: { ...headers, host: upstream.host, 'accept-encoding': 'gzip' } },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', () => {
            const pairs: [string, string][] = [];
            for (let i = 0; i < answer.rawHeaders.length; i += 2)
              pairs.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]]);
            resolve({
              status: answer.statusCode ?? 502,
              message: answer.statusMessage ?? '',
              headers: pairs,
              body: Buffer.concat(parts),
            });
          });
        },
      );
      forward.on('error', reject);
      forward.end();
    },
  );
}

const framing = new Set(['transfer-encoding', 'content-length', 'connection', 'keep-alive']);

/** Starts the server on 127.0.0.1 at `port` (0 for any free one) in front of `upstream`. */
export function startHeldPageServer({
  upstream,
  port = 0,
  holdMs,
}: {
  upstream: string;
  port?: number;
  /** How long to hold the rest of a page; without it, until release() is called. */
  holdMs?: number;
}): Promise<HeldPageServer> {
  const holding = new Set<() => void>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let received = '';
    socket.on('data', async (data) => {
      received += data.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      const [requestLine, ...headerLines] = received.slice(0, end).split('\r\n');
      const path = requestLine.split(' ')[1] ?? '/';
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      try {
        await answer(socket, path, headers);
      } catch {
        socket.destroy();
      }
    });
  });

  const held: HeldPageServer = {
    origin: '',
    cut: 'round trip',
    sent: new Map(),
    release: () => [...holding].forEach((done) => done()),
    close: () =>
      new Promise((done) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => done());
      }),
  };

  async function answer(socket: Socket, path: string, headers: Record<string, string>) {
    const got = await fetchUpstream(new URL(upstream), path, headers);
    const kept = got.headers.filter(([name]) => !framing.has(name.toLowerCase()));
    const html = kept.some(
      ([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'),
    );
    const gzipped = kept.some(
      ([name, value]) => name.toLowerCase() === 'content-encoding' && value === 'gzip',
    );
    const head = (more: string[]) =>
      Buffer.from(
        [
          `HTTP/1.1 ${got.status} ${got.message}`,
          ...kept.map(([name, value]) => `${name}: ${value}`),
          ...more,
          '',
          '',
        ].join('\r\n'),
      );
    if (!html) {
      socket.end(
        Buffer.concat([head([`Content-Length: ${got.body.length}`, 'Connection: close']), got.body]),
      );
      return;
    }
    const page = gzipped ? gunzipSync(got.body) : got.body;
    const start = head([
      ...(gzipped ? [] : ['Content-Encoding: gzip']),
      'Transfer-Encoding: chunked',
      'Connection: close',
    ]);
    let parts: [Buffer, Buffer];
    if (held.cut === 'round trip') {
      const body = gzipSync(page, { level: 6 });
      const at = fitting(start.length, body);
      parts = [body.subarray(0, at), body.subarray(at)];
    } else parts = await gzipInTwo(page, cutAt(page, held.cut));
    const first = Buffer.concat([start, chunk(parts[0])]);
    socket.write(first);
    held.sent.set(path, { path, firstBytes: first.length, heldBytes: parts[1].length });
    await new Promise<void>((resolve) => {
      const done = () => {
        holding.delete(done);
        resolve();
      };
      holding.add(done);
      if (holdMs !== undefined) setTimeout(done, holdMs);
    });
    socket.end(Buffer.concat([chunk(parts[1]), Buffer.from('0\r\n\r\n')]));
  }

  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      held.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      resolve(held);
    }),
  );
}

/** What a navigation showed, in ms from its start: its paints, and when the page's last byte came in. */
export interface Paints {
  fcp: number;
  lcp: number;
  arrived: number;
}

/**
 * What `page` showed once loaded: its first contentful paint, its largest contentful paint and when
 * its last byte arrived (the held bytes), as the browser saw them.
 */
export async function paintsOf(page: Page): Promise<Paints> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(
    () =>
      new Promise<Paints>((done) => {
        const largest: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) largest.push(entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          done({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            lcp: largest.at(-1) ?? NaN,
            arrived: navigation.responseEnd,
          });
        }, 200);
      }),
  );
}
