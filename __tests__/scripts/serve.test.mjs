import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { headerLineBytes, hostAddedHeaderBytes } from '../../scripts/host-rules.mjs';

// A tiny export with a page, a 404 page and host rules, served the way the benchmark serves the
// site and the framework floor (--dir, and --https for HTTP/2 over TLS).
const dir = mkdtempSync(join(tmpdir(), 'serve-'));
const page = `<!doctype html><title>Home</title><p>${'A page of text. '.repeat(200)}</p>`;
writeFileSync(join(dir, 'index.html'), page);
writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title><p>This page is not here.</p>');
const rules = { 'X-Content-Type-Options': 'nosniff' };
writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');

/** Starts scripts/serve.mjs on a free port and resolves with the origin it prints. */
function serve(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, ...args], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => {
      const origin = /at (https?:\/\/\S+)/.exec(chunk.toString())?.[1];
      if (origin) resolve({ child, origin });
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
}

/** One HTTP/2 request; the certificate is made for the run, so it is not verified here. */
function get2(origin, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path, ...headers });
    const chunks = [];
    let head;
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

describe('serve.mjs --https', () => {
  let server;
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

describe('serve.mjs without --https', () => {
  let server;
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
    const head = await new Promise((resolve, reject) => {
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
