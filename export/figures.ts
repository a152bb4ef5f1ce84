// Figures read off the static export without a browser. Not a step of the export stage: the checks, the
// browser tests and the benchmarks read the export through it, so each measures a page the same way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { scriptsPath } from '../lib/page/browser-scripts';
import { deferredScriptsId, fullScripts, type DeferredScripts } from '../lib/page/deferred-scripts';
import { liveSearchAttribute } from '../lib/page/search-names';
import { postBodyAttribute } from '../lib/posts/post-body';
import {
  headerLineBytes,
  headersForPath,
  hostAddedHeaderBytes,
  parseHeadersFile,
  type HeaderRule,
} from './host-rules';
import { sharedChunksIn } from './defer';
import { exportFile, exportedPages } from './pages';
import { auditHtml } from './policy';

interface Weight {
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs extends Weight {
  route: string;
  files: string[];
}

export const htmlFileFor = (outDir: string, route: string) => exportFile(outDir, route, 'index.html');

const notPages = new Set(['/404/', '/_not-found/']);

export function listExportedRoutes(outDir: string): string[] {
  return exportedPages(outDir)
    .map(({ route }) => route)
    .filter((route) => route.endsWith('/') && !notPages.has(route));
}

/** `html`: the page, followed by its payload file's text when it has one (firstLoadJs). */
export function firstLoadScripts(html: string): string[] {
  // Legacy polyfills carry `nomodule`: modern browsers never download them.
  const legacyOnly = new Set(
    [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\bnomodule\b[^>]*>/gi)].map((match) => match[1]),
  );
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:\/_next\/)?static\/(?:chunks|rsc)\/[A-Za-z0-9_\-./~]+?\.js/g)) {
    const file = match[0].startsWith('/_next/') ? match[0] : `/_next/${match[0]}`;
    if (!legacyOnly.has(file)) found.add(file);
  }
  return [...found].sort();
}

export function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

// Every page loads the same few framework chunks: each is read and gzipped once.
const fileSizes = new Map<string, { raw: number; gzip: number }>();
function fileSize(path: string) {
  let size = fileSizes.get(path);
  if (!size) {
    const content = readFileSync(path);
    size = { raw: content.length, gzip: gzipSize(content) };
    fileSizes.set(path, size);
  }
  return size;
}

/** Route groups such as `(list)` are not part of the address. */
export function appTemplates(appDir: string): string[] {
  const templates: string[] = [];
  const walk = (dir: string, segments: string[]) => {
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

export function templateOf(route: string, templates: readonly string[]): string | undefined {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const got = segments(route);
  const matches = (template: string) => {
    const want = segments(template);
    const catchAll = want.at(-1)?.startsWith('[...');
    if (catchAll ? got.length < want.length : got.length !== want.length) return false;
    return want.every((segment, index) => segment.startsWith('[') || segment === got[index]);
  };
  const literal = (template: string) =>
    segments(template).filter((segment) => !segment.startsWith('[')).length;
  return templates.filter(matches).sort((a, b) => literal(b) - literal(a))[0];
}

/** The RSC payload file counts only where the framework loads after the first paint (`waitsAttribute`). */
export function firstLoadJs(outDir: string, route: string): FirstLoadJs {
  const page = readFileSync(htmlFileFor(outDir, route), 'utf8');
  const deferred = deferredScripts(outDir, page);
  const named = [page, ...(deferred ? [deferred.payload, ...deferred.chunks] : [])].join('\n');
  const payloadFiles = [
    ...new Set([...named.matchAll(/\/_next\/static\/rsc\/[0-9a-f]+\.js/g)].map(([file]) => file)),
  ];
  const payloads = payloadFiles.map((file) => readFileSync(exportFile(outDir, file), 'utf8'));
  const waits = Boolean(deferred?.waits);
  const files = firstLoadScripts([named, ...payloads].join('\n')).filter(
    (file) => !(waits && payloadFiles.includes(file)),
  );
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

const afterPaintFile = new RegExp(`${scriptsPath}after-paint\\.[\\w-]+\\.js`, 'g');

export function deferredScripts(outDir: string, html: string): DeferredScripts | null {
  const data = new RegExp(`<script type="application/json" id="${deferredScriptsId}">(.*?)</script>`).exec(
    html,
  );
  if (!data) return null;
  const added = [...html.matchAll(afterPaintFile)].map(([path]) => exportFile(outDir, path));
  const shared = added.filter(existsSync).map((file) => sharedChunksIn(readFileSync(file, 'utf8')));
  return fullScripts(JSON.parse(data[1]) as DeferredScripts, shared[0] ?? []);
}

/** What a page runs before the visitor does anything, gzipped (level 9); the framework unless it `waits`. */
export function scriptBeforeInput(outDir: string, route: string) {
  const page = readFileSync(htmlFileFor(outDir, route), 'utf8');
  const inline = auditHtml(page).scripts.filter(Boolean);
  const files = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
  // Added by the head script, not the parser (`addAfterFirstPaint`).
  for (const text of inline) for (const [src] of text.matchAll(afterPaintFile)) files.push(src);
  if (page.includes(`${liveSearchAttribute}="page"`)) {
    const afterPaint = files.find((file) => file.startsWith(`${scriptsPath}after-paint.`));
    const text = afterPaint ? readFileSync(exportFile(outDir, afterPaint), 'utf8') : '';
    files.push(...(text.match(new RegExp(`${scriptsPath}search\\.[\\w-]+\\.js`)) ?? []));
  }
  const waits = Boolean(deferredScripts(outDir, page)?.waits);
  let gzipBytes = inline.reduce((sum, text) => sum + gzipSize(Buffer.from(text)), 0);
  for (const file of files) gzipBytes += fileSize(exportFile(outDir, file)).gzip;
  if (!waits) gzipBytes += firstLoadJs(outDir, route).gzipBytes;
  return { route, waits, gzipBytes, inline: inline.length, files };
}

export function htmlWeight(outDir: string, route: string): Weight {
  const html = readFileSync(htmlFileFor(outDir, route));
  return { rawBytes: html.length, gzipBytes: gzipSize(html) };
}

/** Without a post's own writing (`postBodyAttribute`), so its budget holds whatever she wrote. */
export function templateHtml(html: string): string {
  const cuts: { start: number; end: number }[] = [];
  let body: { start: number; depth: number } | undefined;
  let depth = 0;
  const parser = new Parser({
    onopentag(_name, attribs) {
      depth += 1;
      if (!body && postBodyAttribute in attribs) body = { start: parser.endIndex + 1, depth };
    },
    onclosetag() {
      if (body?.depth === depth) {
        cuts.push({ start: body.start, end: parser.startIndex });
        body = undefined;
      }
      depth -= 1;
    },
  });
  parser.end(html);
  let kept = '';
  let at = 0;
  for (const { start, end } of cuts) {
    kept += html.slice(at, start);
    at = end;
  }
  return kept + html.slice(at);
}

export function templateWeight(outDir: string, route: string): Weight {
  const html = Buffer.from(templateHtml(readFileSync(htmlFileFor(outDir, route), 'utf8')));
  return { rawBytes: html.length, gzipBytes: gzipSize(html) };
}

// What a new connection must carry before the page can paint, as a host sends it: HTML to the first paint
// gzipped at level 6 (as most hosts send), and the headers. A new TCP connection delivers 14,600 bytes before
// it waits for an acknowledgement: a page that needs more waits one more round trip (docs/performance.md).
export function firstRoundTrip(
  outDir: string,
  route: string,
  rules: readonly HeaderRule[] = hostRules(outDir),
) {
  const file = route.endsWith('/') ? htmlFileFor(outDir, route) : exportFile(outDir, route);
  const content = readFileSync(file);
  const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;
  const firstPaint = route.endsWith('/') ? firstPaintHtml(content.toString('utf8')) : undefined;
  const htmlBytes = gzipped(firstPaint === undefined ? content : Buffer.from(firstPaint));
  const headerBytes = hostAddedHeaderBytes + headerLineBytes(headersForPath(rules, route));
  return {
    route,
    htmlBytes,
    headerBytes,
    bytes: htmlBytes + headerBytes,
    wholeBytes: gzipped(content) + headerBytes,
  };
}

// Up to and including the start tag of the element a render-blocking `rel="expect"` link names (DECISIONS
// B12): Chromium renders once the element is in the document, not at its end tag (bench:first-paint).
export function firstPaintHtml(html: string): string {
  const target = /<link\b(?=[^>]*\brel="expect")(?=[^>]*\bblocking="render")[^>]*\bhref="#([^"]+)"/.exec(
    html,
  )?.[1];
  if (!target) return html;
  const marker = new RegExp(`<[a-z][a-z0-9-]*\\b[^>]*\\bid="${target}"[^>]*>`).exec(html);
  return marker ? html.slice(0, marker.index + marker[0].length) : html;
}

export function hostRules(outDir: string): HeaderRule[] {
  return parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
}

export { firstRoundTripBytes } from '@/lib/page/first-screen';

export function firstLoadReport(outDir: string) {
  const perRoute = listExportedRoutes(outDir).map((route) => ({
    ...firstLoadJs(outDir, route),
    html: htmlWeight(outDir, route),
    template: templateWeight(outDir, route),
  }));
  const shared = perRoute.reduce(
    (common, entry) => common.filter((file) => entry.files.includes(file)),
    perRoute[0]?.files ?? ([] as string[]),
  );
  const sharedGzipBytes = shared.reduce((sum, file) => sum + fileSize(exportFile(outDir, file)).gzip, 0);
  return { perRoute, shared, sharedGzipBytes };
}
