// Reads the static export in out/ without a browser: which pages it holds and how much JavaScript
// each one loads on first visit, and how heavy its HTML is. Shared by the benchmark, the budget test
// and scripts/budgets.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const notPages = new Set(['/404/', '/_not-found/']);

/** Every HTML file of the export with the route it answers (`/`, `/essays/`, `/404.html`), sorted. */
export function exportedPages(outDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== '_next') walk(path);
      } else if (entry.endsWith('.html')) {
        const rel = relative(outDir, path).split(sep).join('/');
        pages.push({ route: `/${rel.replace(/(^|\/)index\.html$/, '$1')}`, file: path });
      }
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** Every exported page as a route (`/`, `/essays/`, ...), sorted, without the 404 copies. */
export function listExportedRoutes(outDir) {
  return exportedPages(outDir)
    .map(({ route }) => route)
    .filter((route) => route.endsWith('/') && !notPages.has(route));
}

/** The file in the export that a site path (`/_next/static/...`, `/essays/`) names. */
export function exportFile(outDir, path, ...rest) {
  return join(outDir, ...path.split('/').filter(Boolean), ...rest);
}

export function htmlFileFor(outDir, route) {
  return exportFile(outDir, route, 'index.html');
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
    const content = readFileSync(path);
    rawBytes += content.length;
    gzipBytes += gzipSize(content);
  }
  return { route, files, rawBytes, gzipBytes };
}

/** A page's HTML document: its size as written and gzipped (level 9), in bytes. */
export function htmlWeight(outDir, route) {
  const html = readFileSync(htmlFileFor(outDir, route));
  return { rawBytes: html.length, gzipBytes: gzipSize(html) };
}

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
  const sharedGzipBytes = shared.reduce(
    (sum, file) => sum + gzipSize(readFileSync(exportFile(outDir, file))),
    0,
  );
  return { perRoute, shared, sharedGzipBytes };
}
