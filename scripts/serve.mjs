#!/usr/bin/env node
// Serves the static export in out/ on loopback the way a static host would, with sirv (files, clean
// URLs with or without a trailing slash, content types) and compression (gzip). What is ours: the
// security headers from out/_headers, the custom 404 page, and never serving host config files.
// Builds first when out/ is missing or older than the sources.
// Usage: node scripts/serve.mjs [--no-build] [--dir other/out] [--https]  (PORT=3000); --dir serves
// another export as it is (the benchmark's reference), never building it; --https serves over TLS
// with HTTP/2, as a CDN does, using a certificate made for this run (browsers must be told to accept
// it: the benchmark passes --ignore-certificate-errors).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, resolve } from 'node:path';
import compression from 'compression';
import selfsigned from 'selfsigned';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from './host-rules.mjs';

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

function newestMtime(path) {
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
let headerRules = { mtime: -1, rules: [] };
function currentRules() {
  const mtime = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (mtime !== headerRules.mtime)
    headerRules = { mtime, rules: mtime ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [] };
  return headerRules.rules;
}
if (!currentRules().length)
  console.warn(`No _headers in ${dirArg > 0 ? outDir : 'out/'}: serving without the security headers.`);
// Files that hosts read as configuration and never serve.
const hostFiles = new Set(['/_headers', '/vercel.json']);

function setHeaders(res, pathname) {
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  for (const [name, value] of Object.entries(headersForPath(currentRules(), pathname)))
    res.setHeader(name, value);
  // Generated metadata images (opengraph-image, icon) are exported without an extension.
  const file = join(outDir, pathname);
  if (extname(pathname) === '' && existsSync(file) && statSync(file).isFile())
    res.setHeader('Content-Type', 'image/png');
}

function notFound(req, res) {
  const page = join(outDir, '404.html');
  if (!existsSync(page))
    return res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  setHeaders(res, '/404.html');
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : readFileSync(page));
}

const files = sirv(outDir, { dev: true, extensions: ['html'], setHeaders, onNoMatch: notFound });
const gzip = compression();

function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  gzip(req, res, () => {
    const { pathname } = new URL(req.url ?? '/', `http://${host}`);
    if (hostFiles.has(pathname)) notFound(req, res);
    else files(req, res);
  });
}

const https = process.argv.includes('--https');
let server;
if (https) {
  // No browser trusts it anyway, so it carries only a name.
  const pem = await selfsigned.generate([{ name: 'commonName', value: host }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  server = createSecureServer({ key: pem.private, cert: pem.cert, allowHTTP1: true }, handle);
} else server = createServer(handle);
server.listen(port, host, () => {
  const where = `${https ? 'https' : 'http'}://${host}:${server.address().port}`;
  console.log(`Serving ${dirArg > 0 ? outDir : 'out/'} at ${where}`);
});
