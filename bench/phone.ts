// The phone the benchmarks of a visitor's waits play (bench:next-page, bench:first-use):
// Lighthouse's mobile profile, a proxy that makes each request of an export pay its network, and
// what both read their runs with.
import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PreviewServer } from '../__tests__/harness/preview-server';

/** The phone: Lighthouse's mobile profile. */
export const phone = { roundTripMs: 150, bitsPerSecond: 1.6e6, cpuSlowdown: 4, width: 390, height: 844 };

/**
 * A proxy in front of `upstream` that answers each request after one round trip (two on a new
 * connection) and the time its body takes at the phone's rate.
 */
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

/** The middle of a run's figures (the mean of the two middle ones for an even count). */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Stops the export's servers and the proxies in front of them. */
export function stopServers(servers: readonly (PreviewServer | Server)[]) {
  for (const server of servers) {
    if ('child' in server) server.child.kill();
    else server.close();
  }
}
