#!/usr/bin/env node
// Serves the static export in out/ on loopback, the way a static host would: clean URLs with or
// without a trailing slash, the custom 404 page, correct content types. Builds first when out/ is
// missing or older than the sources. Usage: node scripts/serve.mjs [--no-build]  (PORT=3000)
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { headersForPath, parseHeadersFile } from './security-headers.mjs';

const root = resolve(process.cwd());
const outDir = join(root, 'out');
const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

const sourcePaths = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
  '.env',
  '.env.local',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function exportIsStale() {
  const marker = join(outDir, 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return sourcePaths.some((path) => newestMtime(join(root, path)) > built);
}

if (!process.argv.includes('--no-build') && exportIsStale()) {
  console.log('out/ is missing or older than the sources: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(outDir)) {
  console.error('No out/ folder to serve. Run `npm run build` first.');
  process.exit(1);
}

// Host header rules written by the post-build step; applied here so local runs get the real policy.
const headersFile = join(outDir, '_headers');
const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
if (!headerRules.length) console.warn('No out/_headers found: serving without the security headers.');
// Host configuration files that hosts read but never serve.
const hostFiles = new Set(['/_headers', '/vercel.json']);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** Maps a URL path to a file in out/, or null. Never leaves out/. */
function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = resolve(outDir, `.${decoded}`);
  if (target !== outDir && !target.startsWith(outDir + sep)) return null;
  const candidates = [target, join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile) ?? null;
}

function contentTypeFor(file) {
  const ext = extname(file).toLowerCase();
  if (contentTypes[ext]) return contentTypes[ext];
  // Generated metadata images (opengraph-image, icon) are exported without an extension.
  return ext === '' ? 'image/png' : 'application/octet-stream';
}

function send(req, res, file, status, rulePath) {
  const type = contentTypeFor(file);
  const headers = {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ...headersForPath(headerRules, rulePath),
    'Content-Type': type,
    Vary: 'Accept-Encoding',
  };
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', `http://${host}`);
  const file = hostFiles.has(pathname) ? null : resolveFile(pathname);
  if (file) return send(req, res, file, 200, pathname);
  const notFound = join(outDir, '404.html');
  if (isFile(notFound)) return send(req, res, notFound, 404, '/404.html');
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(port, host, () => {
  console.log(`Serving out/ at http://${host}:${port}`);
});
