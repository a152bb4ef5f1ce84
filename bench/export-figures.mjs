// Figures read off the static export without a browser: which template each page is built from,
// how much JavaScript each loads, how heavy its HTML is and what its first round trip carries. Used
// by the checks of the built export (__tests__/build/) and the benchmarks; run under tsx, since it
// reads the export stage's own modules.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptsPath } from '../lib/browser-scripts';
import { deferredScriptsId } from '../lib/deferred-scripts';
import { exportFile, exportedPages } from '../export/pages';
import { auditHtml } from '../export/policy';
import {
  headerLineBytes,
  headersForPath,
  hostAddedHeaderBytes,
  parseHeadersFile,
} from '../scripts/host-rules.mjs';

export const htmlFileFor = (outDir, route) => exportFile(outDir, route, 'index.html');

const notPages = new Set(['/404/', '/_not-found/']);

/** Every exported page as a route (`/`, `/essays/`, …), sorted, without the 404 copies. */
export function listExportedRoutes(outDir) {
  return exportedPages(outDir)
    .map(({ route }) => route)
    .filter((route) => route.endsWith('/') && !notPages.has(route));
}

/**
 * The script files a page loads before it is interactive: every `<script src>`, the chunks and the
 * RSC payload file its loader names, and the chunks that the inline bootstrap and the payload name
 * for this page's client components. `html` is the page, followed by its payload file's text when
 * it has one (see firstLoadJs).
 */
export function firstLoadScripts(html) {
  // Legacy polyfills carry `nomodule`: modern browsers never download them.
  const legacyOnly = new Set(
    [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bnomodule\b[^>]*>/gi)].map((match) => match[1]),
  );
  const found = new Set();
  for (const match of html.matchAll(/(?:\/_next\/)?static\/(?:chunks|rsc)\/[A-Za-z0-9_\-./~]+?\.js/g)) {
    const file = match[0].startsWith('/_next/') ? match[0] : `/_next/${match[0]}`;
    if (!legacyOnly.has(file)) found.add(file);
  }
  return [...found].sort();
}

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

// Every page loads the same few framework chunks: each is read and gzipped once.
const fileSizes = new Map();
function fileSize(path) {
  if (!fileSizes.has(path)) {
    const content = readFileSync(path);
    fileSizes.set(path, { raw: content.length, gzip: gzipSize(content) });
  }
  return fileSizes.get(path);
}

/**
 * The page templates of the app, written like Next's routes (`/`, `/essays/[slug]/`), read from the
 * `page` files under app/: route groups such as `(list)` are not part of the address.
 */
export function appTemplates(appDir) {
  const templates = [];
  const walk = (dir, segments) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        const grouped = entry.startsWith('(') && entry.endsWith(')');
        walk(path, grouped ? segments : [...segments, entry]);
      } else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry))
        templates.push(segments.length ? `/${segments.join('/')}/` : '/');
    }
  };
  walk(appDir, []);
  return templates.sort();
}

/**
 * The template a route is built from, among `templates` written like Next's routes
 * (`/essays/[slug]/`, `/research/tag/[...tag]/`): the most specific that matches, or undefined.
 */
export function templateOf(route, templates) {
  const segments = (path) => path.split('/').filter(Boolean);
  const got = segments(route);
  const matches = (template) => {
    const want = segments(template);
    const catchAll = want.at(-1)?.startsWith('[...');
    if (catchAll ? got.length < want.length : got.length !== want.length) return false;
    return want.every((segment, index) => segment.startsWith('[') || segment === got[index]);
  };
  const literal = (template) => segments(template).filter((segment) => !segment.startsWith('[')).length;
  return templates.filter(matches).sort((a, b) => literal(b) - literal(a))[0];
}

/** First-load JavaScript of one route: the files, their raw size and their gzipped size in bytes. */
export function firstLoadJs(outDir, route) {
  const page = readFileSync(htmlFileFor(outDir, route), 'utf8');
  const payloads = [...page.matchAll(/\/_next\/static\/rsc\/[0-9a-f]+\.js/g)].map(([file]) =>
    readFileSync(exportFile(outDir, file), 'utf8'),
  );
  const files = firstLoadScripts([page, ...payloads].join('\n'));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const path = exportFile(outDir, file);
    if (!existsSync(path)) throw new Error(`${route} references ${file}, which is not in the export`);
    const size = fileSize(path);
    rawBytes += size.raw;
    gzipBytes += size.gzip;
  }
  return { route, files, rawBytes, gzipBytes };
}

/** What a page's loader is told: `{ payload, chunks, waits }` (lib/deferred-scripts.ts), or null. */
export function deferredScripts(html) {
  const data = new RegExp(`<script type="application/json" id="${deferredScriptsId}">(.*?)</script>`).exec(
    html,
  );
  return data ? JSON.parse(data[1]) : null;
}

/**
 * The script a page runs before the visitor does anything, in bytes gzipped (level 9): its inline
 * scripts (the head script), the files its <script src> tags name (the after-paint script and the
 * loader), and, unless its loader waits for the visitor, the framework the loader adds after the
 * first paint (firstLoadJs). `waits` says which.
 */
export function scriptBeforeInput(outDir, route) {
  const page = readFileSync(htmlFileFor(outDir, route), 'utf8');
  // The inline scripts the policy allows: those that run (export/policy.ts).
  const inline = auditHtml(page).scripts.filter(Boolean);
  const files = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
  // The site's own file, which the head script adds after the first paint rather than the parser
  // (browser/after-first-paint.ts): the after-paint script, the loader and any analytics.
  const added = new RegExp(`${scriptsPath}after-paint\\.[\\w-]+\\.js`, 'g');
  for (const text of inline) for (const [src] of text.matchAll(added)) files.push(src);
  const waits = Boolean(deferredScripts(page)?.waits);
  let gzipBytes = inline.reduce((sum, text) => sum + gzipSize(Buffer.from(text)), 0);
  for (const file of files) gzipBytes += fileSize(exportFile(outDir, file)).gzip;
  if (!waits) gzipBytes += firstLoadJs(outDir, route).gzipBytes;
  return { route, waits, gzipBytes, inline: inline.length, files };
}

/** A page's HTML document: its size as written and gzipped (level 9), in bytes. */
export function htmlWeight(outDir, route) {
  const html = readFileSync(htmlFileFor(outDir, route));
  return { rawBytes: html.length, gzipBytes: gzipSize(html) };
}

/**
 * What a new connection must carry before a page can be painted, as a host sends it: the page's
 * HTML gzipped at level 6 (what the preview server and most hosts send), every header the host
 * files give its path (every rule that matches it, joined as the hosts join them), and what the
 * host adds itself (the status line, the content type and encoding, the date and the like:
 * hostAddedHeaderBytes), in bytes. A new TCP connection delivers ten segments, 14,600 bytes, before
 * it waits for an acknowledgement: a page over that waits one more round trip for its first paint
 * (docs/performance.md).
 */
export function firstRoundTrip(outDir, route, rules = hostRules(outDir)) {
  const file = route.endsWith('/') ? htmlFileFor(outDir, route) : exportFile(outDir, route);
  const htmlBytes = gzipSync(readFileSync(file), { level: 6 }).length;
  const headerBytes = hostAddedHeaderBytes + headerLineBytes(headersForPath(rules, route));
  return { route, htmlBytes, headerBytes, bytes: htmlBytes + headerBytes };
}

/** The header rules the host files give the export (out/_headers). */
export function hostRules(outDir) {
  return parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
}

/** The bytes a new connection delivers in its first round trip: ten TCP segments of 1,460. */
export const firstRoundTripBytes = 14_600;

/** First-load JS for every route, plus the part every route shares (the framework and the layout). */
export function firstLoadReport(outDir) {
  const perRoute = listExportedRoutes(outDir).map((route) => ({
    ...firstLoadJs(outDir, route),
    html: htmlWeight(outDir, route),
  }));
  const shared = perRoute.reduce(
    (common, entry) => common.filter((file) => entry.files.includes(file)),
    perRoute[0]?.files ?? [],
  );
  const sharedGzipBytes = shared.reduce((sum, file) => sum + fileSize(exportFile(outDir, file)).gzip, 0);
  return { perRoute, shared, sharedGzipBytes };
}
