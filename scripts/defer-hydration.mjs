// Post-build step: the framework's scripts start loading after the page's first paint, not during
// it. Next puts every chunk in <head> as <script async>, plus a low-priority preload. On a phone,
// those downloads finish while the browser is still laying out a long page, and each chunk runs the
// moment it lands, so hydration work happens before the first frame and the text paints late
// (README, "Benchmark"). This step moves the chunks into one small loader at the end of <body> that
// adds the same <script async> elements to <head> once the first frame is painted. React finds them
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
 * The loader: after the next frame is painted (a task queued from requestAnimationFrame runs after
 * that frame), or at once in a hidden tab, where frames never come.
 */
export function loaderScript(sources) {
  return (
    `(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})})` +
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
