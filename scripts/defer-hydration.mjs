// Post-build step: the framework's scripts, and the data they hydrate from, load after the page's
// first paint, not during it (docs/performance.md, "Script deferral"). Next writes every chunk in
// <head> as <script async> with a low-priority preload, the page's React tree a second time as
// inline `self.__next_f` scripts (the RSC payload), an inline bootstrap that tells the bundler's
// runtime which chunks belong to the page, and a `nomodule` polyfill for browsers without modules.
// This step moves the bootstrap and the payload, unchanged and in order, to one file named by its
// content, /_next/static/rsc/<hash>.js, drops the polyfill (every browser the site supports runs
// modules, so none ever fetched it), and leaves a data element and one small loader file before
// </body>: the loader runs the payload file and then adds the same <script async> elements once the
// first content is on screen. React finds them in <head> when it hydrates. None of it is inline
// script any more, so none of it is in the page's first round trip or the policy's hashes.
//
// That shape is the framework's, not ours, so the step checks it found what it expects on every
// page and reports anything else as a problem that stops the build: an upgrade that changes the
// shape must fail loudly rather than leave the scripts where they were.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { buildSync } from 'esbuild';

const fromBuild = (url) => (url ?? '').startsWith('/_next/static/');
/** The RSC payload: the first script creates `self.__next_f`, the rest push onto it. */
const payloadScript = (text) => /^\(?self\.__next_f\s*=|^self\.__next_f\.push\(/.test(text);
/** Turbopack's bootstrap: registers the page's chunks with the runtime before they run. */
const bootstrapScript = (text) => /^\(?globalThis(?:\.|\[["'])TURBOPACK/.test(text);
/** An inline script of the framework's that the step moves into the payload file. */
export const frameworkScript = (text) => payloadScript(text) || bootstrapScript(text);

const contentName = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Where the payload file of a page goes: its path in the export, from its content. */
export function payloadPath(text) {
  return `/_next/static/rsc/${contentName(text)}.js`;
}

/** The id of the element that tells the loader what to load: `{ "payload": path, "chunks": [path] }`. */
export const deferredScriptsId = 'deferred-scripts';

/**
 * The whole site's rules: its stylesheet without the font faces, which the page's own <style>
 * already holds (scripts/page-css.mjs writes it beside the stylesheet Next named, and the loader,
 * scripts/framework-loader.js, fetches it by this name).
 */
export const rulesFile = (href) => href.replace(/\.css$/, '.rules.css');

/**
 * The loader, one file for every page (loaderPath, its source in scripts/framework-loader.js),
 * loaded `async` after the page's data element. It reads the page's payload file and chunks from
 * that element. After the browser's first-contentful-paint entry (two animation frames where paint
 * timing is missing), in the next task, it preloads the chunks, runs the payload file, and fetches
 * the whole site's rules (rulesFile): the page carries only its own (scripts/page-css.mjs), and
 * the pages the router then shows in place need the rest. It adopts them after the page's own
 * sheet, and once that is done and the payload has run it adds the chunks. A hidden tab, which
 * never paints, loads them at once. If the payload file fails, no chunk is added: the page stays
 * the server's readable HTML; if the rules fail, the page keeps its own. A page whose data element
 * says `waits` loads nothing until the visitor opens search or uses a form that needs its island,
 * and meanwhile prefetches the pages whose links the visitor points at (scripts/island-markup.mjs).
 */
export const loaderScript = buildSync({
  stdin: {
    contents: readFileSync(new URL('./framework-loader.js', import.meta.url), 'utf8').replace(
      "'DEFERRED_SCRIPTS_ID'",
      JSON.stringify(deferredScriptsId),
    ),
    resolveDir: fileURLToPath(new URL('.', import.meta.url)),
    sourcefile: 'framework-loader.js',
  },
  // Bundled with the rule it shares with the router (lib/intent-prefetch.ts), and minified: a page
  // that waits for the visitor runs it before any input, so its bytes count against that page's
  // script budget (budgets.json, readingScriptGzKb). Its source stays commented for whoever
  // changes it.
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2017',
  charset: 'utf8',
  write: false,
}).outputFiles[0].text;

/** Where the loader is served, named by its content so it is cached for good. */
export const loaderPath = `/_next/static/deferred/${contentName(loaderScript)}.js`;

/**
 * The data element and the loader, as they end a page's <body>. `waits`: the page loads the
 * framework only when the visitor asks for it (opening search, using a form), not after its first
 * paint.
 */
export function loaderTags(payload, chunks, waits = false) {
  const data = JSON.stringify({ payload, chunks, ...(waits ? { waits } : {}) }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${deferredScriptsId}">${data}</script><script src="${loaderPath}" async=""></script>`;
}

/** What one page holds of the framework's scripts, read with a real HTML parser. */
function readScripts(html) {
  const found = {
    cuts: [],
    chunks: [],
    payload: [],
    bootstrap: [],
    notAsync: [],
    odd: [],
    bodyEnd: -1,
    deferred: false,
    framework: false,
  };
  let open = null; // the <script> being read
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const start = parser.startIndex;
        if (
          name === 'link' &&
          attribs.rel === 'preload' &&
          attribs.as === 'script' &&
          fromBuild(attribs.href)
        )
          found.cuts.push([start, parser.endIndex + 1]);
        if (name === 'script') open = { start, attribs, text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'body') found.bodyEnd = parser.startIndex;
        if (name !== 'script' || !open) return;
        const { start, attribs, text } = open;
        const cut = () => found.cuts.push([start, parser.endIndex + 1]);
        open = null;
        if (attribs.src === loaderPath) found.deferred = true;
        else if (fromBuild(attribs.src) && attribs.nomodule !== undefined) cut();
        else if (fromBuild(attribs.src)) {
          found.framework = true;
          if (attribs.async === undefined) return found.notAsync.push(attribs.src);
          if (!found.chunks.includes(attribs.src)) found.chunks.push(attribs.src);
          cut();
        } else if (attribs.src === undefined && !attribs.type) {
          if (payloadScript(text)) {
            found.payload.push(text);
            cut();
          } else if (bootstrapScript(text)) {
            found.bootstrap.push(text);
            cut();
          } else if (/__next_f|TURBOPACK/.test(text))
            found.odd.push(
              `an inline script uses __next_f or TURBOPACK but is no payload push or bootstrap: ${text.slice(0, 60)}`,
            );
          if (/__next_f|TURBOPACK/.test(text)) found.framework = true;
        }
      },
    },
    { lowerCaseAttributeNames: true, decodeEntities: false },
  );
  parser.end(html);
  return found;
}

/**
 * The page with Next's chunk scripts, their preloads, the inline bootstrap and RSC payload replaced
 * by the loader before </body>, and the payload file the loader runs (`{ path, text }`); the loader
 * itself is the file loaderPath names, with loaderScript in it, the same for every page. `problems` says
 * what of the expected shape was not found, for a page with framework scripts; the page is then
 * returned as it was. A page already deferred, or without framework scripts, is returned as it is.
 * `waits` marks a page whose islands all wait for the visitor (scripts/island-markup.mjs): its
 * loader fetches the framework only when asked, not after the first paint.
 */
export function deferFrameworkScripts(html, { waits = false } = {}) {
  const found = readScripts(html);
  const unchanged = (...problems) => ({ html, payload: null, problems });
  if (found.deferred && !found.chunks.length && !found.payload.length) return unchanged();
  if (!found.framework) return unchanged();
  const expected =
    'expected <script async src="/_next/static/…"> chunks and inline self.__next_f payload scripts';
  const problems = found.odd.map((problem) => `${problem} (${expected})`);
  if (found.notAsync.length) problems.unshift(`${found.notAsync.join(', ')} not loaded async (${expected})`);
  if (!found.chunks.length) problems.push(`framework scripts, but no chunk to defer (${expected})`);
  if (!found.payload.length) problems.push(`no RSC payload found (${expected})`);
  if (found.bodyEnd < 0) problems.push('no </body> to put the loader before');
  if (problems.length) return unchanged(...problems);

  let out = '';
  let at = 0;
  for (const [start, end] of found.cuts.sort((a, b) => a[0] - b[0])) {
    out += html.slice(at, start);
    at = end;
  }
  const text = `${[...found.bootstrap, ...found.payload].join(';\n')};\n`;
  const payload = { path: payloadPath(text), text };
  const loader = loaderTags(payload.path, found.chunks, waits);
  return {
    html: out + html.slice(at, found.bodyEnd) + loader + html.slice(found.bodyEnd),
    payload,
    problems,
  };
}
