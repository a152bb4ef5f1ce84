// Post-build step: the framework's scripts, and the data they hydrate from, load after the page's
// first paint, not during it (docs/performance.md, "Script deferral"). Next writes every chunk in
// <head> as <script async> with a low-priority preload, and the page's React tree a second time as
// inline `self.__next_f` scripts (the RSC payload). This step moves the payload, unchanged and in
// order, to one file named by its content, /_next/static/rsc/<hash>.js, and the chunks to one
// loader before </body> that runs the payload file and then adds the same <script async> elements
// once the first content is on screen. React finds them in <head> when it hydrates.
//
// That shape is the framework's, not ours, so the step checks it found what it expects on every
// page and reports anything else as a problem that stops the build: an upgrade that changes the
// shape must fail loudly rather than leave the scripts where they were.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

const fromBuild = (url) => (url ?? '').startsWith('/_next/static/');
/** The RSC payload: the first script creates `self.__next_f`, the rest push onto it. */
const payloadScript = (text) => /^\(?self\.__next_f\s*=|^self\.__next_f\.push\(/.test(text);

/** Where the payload file of a page goes: its path in the export, from its content. */
export function payloadPath(text) {
  return `/_next/static/rsc/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`;
}

/** The id of the element that tells the loader what to load: `{ "payload": path, "chunks": [path] }`. */
export const deferredScriptsId = 'deferred-scripts';

/**
 * The loader, the same on every page so one policy hash covers the whole site. It reads the page's
 * payload file and chunks from the data element before it. After the browser's first-contentful-
 * paint entry (two animation frames where paint timing is missing), in the next task, it preloads
 * the chunks, runs the payload file and, once that has run, adds the chunks. A hidden tab, which
 * never paints, loads them at once. If the payload file fails, no chunk is added: the page stays
 * the server's readable HTML.
 */
export const loaderScript =
  `(function(w){var c=w.getElementById(${JSON.stringify(deferredScriptsId)});if(!c)return;` +
  `var j=JSON.parse(c.textContent),p=j.payload,s=j.chunks,d=0;` +
  `function add(u,then){var e=w.createElement("script");e.src=u;e.async=true;if(then)e.onload=then;w.head.appendChild(e)}` +
  `function l(){if(d)return;d=1;s.forEach(function(u){` +
  `var k=w.createElement("link");k.rel="preload";k.as="script";k.href=u;w.head.appendChild(k)});` +
  `add(p,function(){s.forEach(function(u){add(u)})})}` +
  `function later(){setTimeout(l,0)}` +
  `if(w.visibilityState==="hidden")return l();` +
  `w.addEventListener("visibilitychange",function(){if(w.visibilityState==="hidden")l()});` +
  `var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
  `var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});` +
  `o.observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(function(){requestAnimationFrame(later)})})(document)`;

/** The data element and the loader, as they end a page's <body>. */
export function loaderTags(payload, chunks) {
  const data = JSON.stringify({ payload, chunks }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${deferredScriptsId}">${data}</script><script>${loaderScript}</script>`;
}

/** What one page holds of the framework's scripts, read with a real HTML parser. */
function readScripts(html) {
  const found = {
    cuts: [],
    chunks: [],
    payload: [],
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
        if (fromBuild(attribs.src) && attribs.nomodule === undefined) {
          found.framework = true;
          if (attribs.async === undefined) return found.notAsync.push(attribs.src);
          if (!found.chunks.includes(attribs.src)) found.chunks.push(attribs.src);
          cut();
        } else if (attribs.src === undefined && !attribs.type) {
          if (payloadScript(text)) {
            found.payload.push(text);
            cut();
          } else if (text.includes('__next_f'))
            found.odd.push(`an inline script uses __next_f but is no payload push: ${text.slice(0, 60)}`);
          else if (text === loaderScript) found.deferred = true;
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
 * The page with Next's chunk scripts, their preloads and the inline RSC payload replaced by one
 * loader before </body>, and the payload file the loader runs (`{ path, text }`). `problems` says
 * what of the expected shape was not found, for a page with framework scripts; the page is then
 * returned as it was. A page already deferred, or without framework scripts, is returned as it is.
 */
export function deferFrameworkScripts(html) {
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
  const text = `${found.payload.join(';\n')};\n`;
  const payload = { path: payloadPath(text), text };
  const loader = loaderTags(payload.path, found.chunks);
  return {
    html: out + html.slice(at, found.bodyEnd) + loader + html.slice(found.bodyEnd),
    payload,
    problems,
  };
}
