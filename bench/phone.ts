// The phone of the benchmarks of a visitor's waits (bench:next-page, bench:first-use).
import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PreviewServer } from '../__tests__/harness/preview-server';

/** The phone: Lighthouse's mobile profile. */
export const phone = { roundTripMs: 150, bitsPerSecond: 1.6e6, cpuSlowdown: 4, width: 390, height: 844 };

/** Each request pays one round trip (two on a new connection) and its body's time at the phone's rate. */
export function throttle(upstream: number, port: number): Promise<Server> {
  const fresh = new WeakSet<Socket>();
  const server = createServer((req, res) => {
    const started = Date.now();
    const firstOnSocket = fresh.has(req.socket);
    fresh.delete(req.socket);
    const forward = request(
      { host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', async () => {
          const body = Buffer.concat(chunks);
          const due =
            (firstOnSocket ? 2 : 1) * phone.roundTripMs + (body.length * 8 * 1000) / phone.bitsPerSecond;
          await sleep(Math.max(0, started + due - Date.now()));
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.on('connection', (socket) => fresh.add(socket));
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function stopServers(servers: readonly (PreviewServer | Server)[]) {
  for (const server of servers) {
    if ('child' in server) server.child.kill();
    else server.close();
  }
}
