import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  connect,
  type IncomingHttpHeaders,
  type IncomingHttpStatusHeader,
  type OutgoingHttpHeaders,
} from 'node:http2';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { headerLineBytes, hostAddedHeaderBytes } from '../../export/host-rules';
import { startPreviewServer, type PreviewServer } from '../harness/preview-server';

// A tiny export with a page, a 404 page and host rules, served the way the benchmark serves the
// site and the framework floor (--dir, and --https for HTTP/2 over TLS).
const dir = mkdtempSync(join(tmpdir(), 'serve-'));
const page = `<!doctype html><title>Home</title><p>${'A page of text. '.repeat(200)}</p>`;
writeFileSync(join(dir, 'index.html'), page);
writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title><p>This page is not here.</p>');
const rules = { 'X-Content-Type-Options': 'nosniff' };
writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');

/** Starts scripts/serve.ts for the tiny export on a free port. */
const serve = (args: string[]) => startPreviewServer(['--dir', dir, ...args], 0);

/** One HTTP/2 request; the certificate is made for the run, so it is not verified here. */
function get2(
  origin: string,
  path: string,
  headers: OutgoingHttpHeaders = {},
): Promise<{ head: IncomingHttpHeaders & IncomingHttpStatusHeader; body: Buffer; alpn?: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let head: IncomingHttpHeaders & IncomingHttpStatusHeader = {};
    request.on('response', (h) => (head = h));
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      session.close();
      resolve({ head, body: Buffer.concat(chunks), alpn: session.alpnProtocol });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serve.ts --https', () => {
  let server: PreviewServer;
  before(async () => (server = await serve(['--https'])));
  after(() => server.child.kill());

  it('serves the export over TLS with HTTP/2, compressed and with the host rules', async () => {
    assert.match(server.origin, /^https:\/\/127\.0\.0\.1:\d+$/);
    const { head, body, alpn } = await get2(server.origin, '/', { 'accept-encoding': 'br' });
    assert.equal(alpn, 'h2');
    assert.equal(head[':status'], 200);
    assert.equal(head['content-encoding'], 'br');
    assert.equal(head['x-content-type-options'], 'nosniff');
    assert.equal(brotliDecompressSync(body).toString(), page);
  });

  it('answers a missing page with the 404 page and never serves the host rules', async () => {
    for (const path of ['/nowhere/', '/_headers']) {
      const { head, body } = await get2(server.origin, path);
      assert.equal(head[':status'], 404, path);
      assert.match(body.toString(), /This page is not here/, path);
    }
  });
});

describe('serve.ts without --https', () => {
  let server: PreviewServer;
  before(async () => (server = await serve([])));
  after(() => {
    server.child.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves plain HTTP/1.1, as npm start and the browser tests use it', async () => {
    assert.match(server.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.origin}/`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), page);
  });

  it('adds no more to a page’s headers than the first round trip counts for any host', async () => {
    // The response as written on the wire, up to the blank line that ends its headers.
    const head = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(server.origin);
      const socket = connectTcp(Number(port), '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.destroy();
        resolve(received.slice(0, end + 4));
      });
      socket.on('error', reject);
    });
    assert.match(head, /^HTTP\/1\.1 200 OK\r\n/);
    assert.match(head, /\r\nContent-Encoding: gzip\r\n/);
    const added = Buffer.byteLength(head) - headerLineBytes(rules);
    assert.ok(
      added <= hostAddedHeaderBytes,
      `the preview server adds ${added} bytes of its own to a page's headers, over the ${hostAddedHeaderBytes} the budget counts`,
    );
  });
});
