// Post-build step: the framework's scripts, and the data they hydrate from, load after the page's
// first paint, not during it. Next puts every chunk in <head> as <script async>, plus a low-priority
// preload, and writes the page's whole React tree a second time as inline scripts at the end of
// <body> (the RSC payload: on a 140 KB page, about 85 KB). On a phone, the chunks finish while the
// browser is still laying out a long page and run the moment they land, so hydration work happens
// before the first frame; and the payload makes the HTML several round trips long on a new
// connection, when the page alone fits in about one (README, "Performance benchmark").
//
// This step takes both out of the page. The payload scripts go, unchanged and in order, to one
// file named by its content, /_next/static/rsc/<hash>.js; the chunks go to one small loader at the
// end of <body>. Once the first content is on screen the loader starts the chunks downloading, runs
// the payload file, and then adds the chunks to <head> as the same <script async> elements Next
// wrote. The payload has to run first: the framework reads it when its main chunk runs and treats
// the page's data as complete from then on. React finds the chunk scripts in <head> when it
// hydrates (it looks for script[async][src]) and does not fetch them again.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

const frameworkScript = (name, attribs) =>
  name === 'script' &&
  attribs.async !== undefined &&
  attribs.nomodule === undefined &&
  (attribs.src ?? '').startsWith('/_next/static/');
const frameworkPreload = (name, attribs) =>
  name === 'link' &&
  attribs.rel === 'preload' &&
  attribs.as === 'script' &&
  (attribs.href ?? '').startsWith('/_next/static/');
/** The RSC payload: the first script creates `self.__next_f`, the rest push onto it. */
const payloadScript = (text) => /^\(?self\.__next_f\s*=|^self\.__next_f\.push\(/.test(text);

/** Where the payload file of a page goes: its path in the export, from its content. */
export function payloadPath(text) {
  return `/_next/static/rsc/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`;
}

/**
 * The loader. It waits for the browser's own first-contentful-paint entry, which is reported once
 * that frame is on screen, then, in the next task, preloads the chunks, runs the payload file and,
 * when that has run, adds the chunks. Where paint timing is missing (older browsers) it waits two
 * animation frames instead. A hidden tab, which never paints, loads them at once, as does a tab
 * hidden before its first paint. If the payload file fails to load, no chunk is added: the page
 * stays the server's HTML, which is readable and whose links work, rather than a framework with no
 * data to render.
 */
export function loaderScript(payload, sources) {
  return (
    `(function(p,s){var d=0,w=document;` +
    `function add(u,then){var e=w.createElement("script");e.src=u;e.async=true;if(then)e.onload=then;w.head.appendChild(e)}` +
    `function chunks(){s.forEach(function(u){add(u)})}` +
    `function l(){if(d)return;d=1;if(!p)return chunks();s.forEach(function(u){` +
    `var k=w.createElement("link");k.rel="preload";k.as="script";k.href=u;w.head.appendChild(k)});add(p,chunks)}` +
    `function later(){setTimeout(l,0)}` +
    `if(w.visibilityState==="hidden")return l();` +
    `w.addEventListener("visibilitychange",function(){if(w.visibilityState==="hidden")l()});` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});` +
    `o.observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){requestAnimationFrame(later)})})` +
    `(${JSON.stringify(payload)},${JSON.stringify(sources)})`
  );
}

/**
 * The page with Next's chunk scripts, their preloads and the inline RSC payload replaced by one
 * loader before </body>, and the payload file the loader runs (`{ path, text }`), or null when the
 * page had no payload. A page without chunks is returned as it is.
 */
export function deferFrameworkScripts(html) {
  const cuts = [];
  const sources = [];
  const payload = [];
  let bodyEnd = -1;
  let open = null; // the <script> being read: { start, chunk, text }
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (frameworkScript(name, attribs)) {
          open = { start: parser.startIndex, chunk: true, text: '' };
          if (!sources.includes(attribs.src)) sources.push(attribs.src);
        } else if (name === 'script' && attribs.src === undefined && !attribs.type) {
          open = { start: parser.startIndex, chunk: false, text: '' };
        } else if (frameworkPreload(name, attribs)) {
          cuts.push([parser.startIndex, parser.endIndex + 1]);
        }
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'script' && open) {
          if (open.chunk) cuts.push([open.start, parser.endIndex + 1]);
          else if (payloadScript(open.text)) {
            cuts.push([open.start, parser.endIndex + 1]);
            payload.push(open.text);
          }
          open = null;
        }
        if (name === 'body') bodyEnd = parser.startIndex;
      },
    },
    { lowerCaseAttributeNames: true, decodeEntities: false },
  );
  parser.end(html);
  if (!sources.length) return { html, payload: null };
  if (bodyEnd < 0) throw new Error('defer-hydration: page without </body>');
  let out = '';
  let at = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    out += html.slice(at, start);
    at = end;
  }
  const text = payload.length ? `${payload.join(';\n')};\n` : null;
  const file = text && { path: payloadPath(text), text };
  const loader = `<script>${loaderScript(file?.path ?? null, sources)}</script>`;
  return { html: out + html.slice(at, bodyEnd) + loader + html.slice(bodyEnd), payload: file };
}
