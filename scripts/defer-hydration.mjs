// Post-build step: the framework's scripts start loading after the page's first paint, not during
// it. Next puts every chunk in <head> as <script async>, plus a low-priority preload. On a phone,
// those downloads finish while the browser is still laying out a long page, and each chunk runs the
// moment it lands, so hydration work happens before the first frame and the text paints late
// (README, "Performance benchmark"). This step moves the chunks into one small loader at the end of <body> that
// adds the same <script async> elements to <head> once the first content is on screen. React finds them
// there when it hydrates (it looks for script[async][src]) and does not fetch them again.
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

/**
 * The loader. It waits for the browser's own first-contentful-paint entry, which is reported once
 * that frame is on screen, then adds the scripts in the next task. Where paint timing is missing
 * (older browsers) it waits two animation frames instead. A hidden tab, which never paints, loads
 * them at once, as does a tab hidden before its first paint.
 */
export function loaderScript(sources) {
  return (
    `(function(s){var d=0,w=document;function l(){if(d)return;d=1;s.forEach(function(u){` +
    `var e=w.createElement("script");e.src=u;e.async=true;w.head.appendChild(e)})}` +
    `function later(){setTimeout(l,0)}` +
    `if(w.visibilityState==="hidden")return l();` +
    `w.addEventListener("visibilitychange",function(){if(w.visibilityState==="hidden")l()});` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});` +
    `o.observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){requestAnimationFrame(later)})})` +
    `(${JSON.stringify(sources)})`
  );
}

/** The page with Next's chunk scripts and their preloads replaced by one loader before </body>. */
export function deferFrameworkScripts(html) {
  const cuts = [];
  const sources = [];
  let bodyEnd = -1;
  let inScript = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (frameworkScript(name, attribs)) {
          inScript = parser.startIndex;
          if (!sources.includes(attribs.src)) sources.push(attribs.src);
        } else if (frameworkPreload(name, attribs)) {
          cuts.push([parser.startIndex, parser.endIndex + 1]);
        }
      },
      onclosetag(name) {
        if (name === 'script' && inScript !== null) {
          cuts.push([inScript, parser.endIndex + 1]);
          inScript = null;
        }
        if (name === 'body') bodyEnd = parser.startIndex;
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.end(html);
  if (!sources.length) return html;
  if (bodyEnd < 0) throw new Error('defer-hydration: page without </body>');
  let out = '';
  let at = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    out += html.slice(at, start);
    at = end;
  }
  const loader = `<script>${loaderScript(sources)}</script>`;
  return out + html.slice(at, bodyEnd) + loader + html.slice(bodyEnd);
}
