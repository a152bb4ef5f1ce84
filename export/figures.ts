// Figures read off the static export without a browser: which template each page is built from,
// how much JavaScript each loads, how heavy its HTML is (and its template's part of it, without the
// post's own writing) and what its first round trip carries. Not a step of the export stage: the
// checks of the built export, the browser tests' choice of pages (`oneOfEachTemplate`) and the
// benchmarks read the export through it, so that each measures a page the same way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { scriptsPath } from '../lib/page/browser-scripts';
import { deferredScriptsId, fullScripts, type DeferredScripts } from '../lib/page/deferred-scripts';
import { liveSearchAttribute } from '../lib/page/search-open';
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

/** A size in bytes, as written and gzipped. */
interface Weight {
  rawBytes: number;
  gzipBytes: number;
}

/** The first-load JavaScript of one route (firstLoadJs). */
export interface FirstLoadJs extends Weight {
  route: string;
  files: string[];
}

export const htmlFileFor = (outDir: string, route: string) => exportFile(outDir, route, 'index.html');

const notPages = new Set(['/404/', '/_not-found/']);

/** Every exported page as a route (`/`, `/essays/`, …), sorted, without the 404 copies. */
export function listExportedRoutes(outDir: string): string[] {
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

/**
 * The page templates of the app, written like Next's routes (`/`, `/essays/[slug]/`), read from the
 * `page` files under app/: route groups such as `(list)` are not part of the address.
 */
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

/**
 * The template a route is built from, among `templates` written like Next's routes
 * (`/essays/[slug]/`, `/research/tag/[...tag]/`): the most specific that matches, or undefined.
 */
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

/**
 * First-load JavaScript of one route: the files, their raw size and their gzipped size in bytes.
 * The page's RSC payload file (the page again as data, her whole post on a post's page) counts only
 * where the page loads the framework after its first paint: a page that waits for the visitor
 * runs it only when asked (`waitsAttribute`).
 */
export function firstLoadJs(outDir: string, route: string): FirstLoadJs {
  const page = readFileSync(htmlFileFor(outDir, route), 'utf8');
  // The loader's data names its files within their folders: read by their paths, with the page.
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

/** The after-paint file a page's head script adds (`addAfterFirstPaint`), by its path. */
const afterPaintFile = new RegExp(`${scriptsPath}after-paint\\.[\\w-]+\\.js`, 'g');

/**
 * What a page's loader loads: `{ payload, chunks, waits }` (`DeferredScripts`), every file by its
 * path, the chunks every page loads (named in the after-paint file) first; or null.
 */
export function deferredScripts(outDir: string, html: string): DeferredScripts | null {
  const data = new RegExp(`<script type="application/json" id="${deferredScriptsId}">(.*?)</script>`).exec(
    html,
  );
  if (!data) return null;
  const added = [...html.matchAll(afterPaintFile)].map(([path]) => exportFile(outDir, path));
  const shared = added.filter(existsSync).map((file) => sharedChunksIn(readFileSync(file, 'utf8')));
  return fullScripts(JSON.parse(data[1]) as DeferredScripts, shared[0] ?? []);
}

/**
 * The script a page runs before the visitor does anything, in bytes gzipped (level 9): its inline
 * scripts (the head script), the files its <script src> tags name (the after-paint script and the
 * loader, and the search file it adds on a page with a search form), and, unless its loader waits for the visitor, the framework the loader adds after the
 * first paint (firstLoadJs). `waits` says which.
 */
export function scriptBeforeInput(outDir: string, route: string) {
  const page = readFileSync(htmlFileFor(outDir, route), 'utf8');
  // The inline scripts the policy allows: those that run (`auditHtml`).
  const inline = auditHtml(page).scripts.filter(Boolean);
  const files = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
  // The site's own file, which the head script adds after the first paint rather than the parser
  // (`addAfterFirstPaint`): the after-paint script, the loader and any analytics.
  for (const text of inline) for (const [src] of text.matchAll(afterPaintFile)) files.push(src);
  // A page with a search form of its own has the after-paint script add the search file at once.
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

/** A page's HTML document: its size as written and gzipped (level 9), in bytes. */
export function htmlWeight(outDir: string, route: string): Weight {
  const html = readFileSync(htmlFileFor(outDir, route));
  return { rawBytes: html.length, gzipBytes: gzipSize(html) };
}

/**
 * A page's HTML without a post's own writing: the content of each element marked as a post's body
 * (`postBodyAttribute`) taken out, its tags kept. What the page's template adds, which its budget
 * holds whatever the length of what she wrote.
 */
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

/** A page's template part (templateHtml): its size as written and gzipped (level 9), in bytes. */
export function templateWeight(outDir: string, route: string): Weight {
  const html = Buffer.from(templateHtml(readFileSync(htmlFileFor(outDir, route), 'utf8')));
  return { rawBytes: html.length, gzipBytes: gzipSize(html) };
}

/**
 * What a new connection must carry before a page can be painted, as a host sends it: the page's
 * HTML up to what its first paint waits for (firstPaintHtml), gzipped at level 6 (what
 * the preview server and most hosts send), every header the host files give its path (every rule
 * that matches it, joined as the hosts join them), and what the host adds itself (the status line,
 * the content type and encoding, the date and the like: hostAddedHeaderBytes), in bytes. A new TCP
 * connection delivers ten segments, 14,600 bytes, before it waits for an acknowledgement: a page
 * whose first paint needs more waits one more round trip for it (docs/performance.md).
 * `wholeBytes` counts the whole page the same way: what follows the first screen streams in later
 * round trips, with no limit.
 */
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

/**
 * A page's HTML up to the element its render-blocking `rel="expect"` link names, the marker where
 * its first screen ends (`firstScreenMarkup`), that element's tag included: what a browser must
 * have before it paints (DECISIONS B12). Chromium renders once the element is in the document, not
 * at its end tag (bench:first-paint shows it); a browser without `rel="expect"` paints what it
 * has, which is no less. A page without the link, or without the element, waits for all of it.
 */
export function firstPaintHtml(html: string): string {
  const target = /<link\b(?=[^>]*\brel="expect")(?=[^>]*\bblocking="render")[^>]*\bhref="#([^"]+)"/.exec(
    html,
  )?.[1];
  if (!target) return html;
  const marker = new RegExp(`<[a-z][a-z0-9-]*\\b[^>]*\\bid="${target}"[^>]*>`).exec(html);
  return marker ? html.slice(0, marker.index + marker[0].length) : html;
}

/** The header rules the host files give the export (out/_headers). */
export function hostRules(outDir: string): HeaderRule[] {
  return parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
}

export { firstRoundTripBytes } from '@/lib/page/first-screen';

/** First-load JS for every route, plus the part every route shares (the framework and the layout). */
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
