#!/usr/bin/env tsx
// Serves out/ on loopback as a static host would, with its headers and 404 page, building first when out/
// is stale. Usage: npm start [-- --no-build] [--dir other/out] [--https]  (PORT=3000); --dir serves another
// export as it is, never building it; --https: TLS and HTTP/2, as a CDN, with a certificate made per run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import compression from 'compression';
import { generate } from 'selfsigned';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../export/host-rules';

const root = process.cwd();
const dirArg = process.argv.indexOf('--dir');
const outDir = dirArg > 0 ? resolve(process.argv[dirArg + 1]) : join(root, 'out');
const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const sources = [
  'admin',
  'app',
  'browser',
  'components',
  'content',
  'export',
  'lib',
  'public',
  'scripts',
  'next.config.mjs',
];
sources.push('tailwind.config.ts', 'postcss.config.mjs', 'package.json', '.env', '.env.local');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const marker = join(outDir, 'index.html');
const stale =
  !existsSync(marker) || sources.some((path) => newestMtime(join(root, path)) > statSync(marker).mtimeMs);
if (!process.argv.includes('--no-build') && dirArg < 0 && stale) {
  console.log('out/ is missing or older than the sources: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(outDir)) {
  console.error('No out/ folder to serve. Run `npm run build` first.');
  process.exit(1);
}

// Host header rules written by the post-build step, applied here so local runs get the real policy,
// and read again whenever a new build rewrites them.
const headersFile = join(outDir, '_headers');
let headerRules: { mtime: number; rules: HeaderRule[] } = { mtime: -1, rules: [] };
function currentRules() {
  const mtime = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (mtime !== headerRules.mtime)
    headerRules = { mtime, rules: mtime ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [] };
  return headerRules.rules;
}
if (!currentRules().length)
  console.warn(`No _headers in ${dirArg > 0 ? outDir : 'out/'}: serving without the security headers.`);
const hostFiles = new Set(['/_headers', '/vercel.json']);

function setHeaders(res: ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  for (const [name, value] of Object.entries(headersForPath(currentRules(), pathname)))
    res.setHeader(name, value);
  // Generated metadata images (opengraph-image, icon) are exported without an extension.
  const file = join(outDir, pathname);
  if (extname(pathname) === '' && existsSync(file) && statSync(file).isFile())
    res.setHeader('Content-Type', 'image/png');
}

function notFound(req: IncomingMessage, res: ServerResponse) {
  const page = join(outDir, '404.html');
  if (!existsSync(page))
    return res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  setHeaders(res, '/404.html');
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : readFileSync(page));
}

const files = sirv(outDir, { dev: true, extensions: ['html'], setHeaders, onNoMatch: notFound });
// Typed for Express's request and response, but reads and wraps only what Node's own have.
const gzip = compression() as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  gzip(req, res, () => {
    const { pathname } = new URL(req.url ?? '/', `http://${host}`);
    if (hostFiles.has(pathname)) notFound(req, res);
    else files(req, res);
  });
}

// sirv and compression are written for HTTP/1's request and response; HTTP/2's compatibility API gives
// them the same methods.
async function secureServer() {
  // No browser trusts it anyway, so it carries only a name.
  const pem = await generate([{ name: 'commonName', value: host }], { keyType: 'ec', algorithm: 'sha256' });
  const http2Handle = handle as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void;
  return createSecureServer({ key: pem.private, cert: pem.cert, allowHTTP1: true }, http2Handle);
}

const https = process.argv.includes('--https');
async function start() {
  const server = https ? await secureServer() : createServer(handle);
  server.listen(port, host, () => {
    const where = `${https ? 'https' : 'http'}://${host}:${(server.address() as AddressInfo).port}`;
    console.log(`Serving ${dirArg > 0 ? outDir : 'out/'} at ${where}`);
  });
}

start();
