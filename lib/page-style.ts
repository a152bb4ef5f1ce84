/** The id of the element holding a page's own stylesheet, written after the build (scripts/page-css.mjs). */
export const pageStyleId = 'page-style';

/**
 * The first part of the head script: applies the page's own stylesheet before the first paint.
 * After the build each page carries only the rules it can show, as text in a
 * `<script type="text/css">` data element before this script (scripts/page-css.mjs), so the one
 * Content-Security-Policy needs no hash per page: the stylesheet is built from that text and adopted
 * by the document. A browser without constructable stylesheets (below the supported floor) gets the
 * whole site's stylesheet as a file instead, and a visitor without script the same through
 * <noscript>. Under `npm run dev` there is no such element and the framework's own stylesheet
 * applies.
 */
export const pageStyleScript = `(function(d){var e=d.getElementById(${JSON.stringify(pageStyleId)});if(!e)return;try{var s=new CSSStyleSheet();s.replaceSync(e.textContent);d.adoptedStyleSheets=[s]}catch(x){var t=d.querySelector("style[data-href]");if(!t)return;var l=d.createElement("link");l.rel="stylesheet";l.href=t.getAttribute("data-href").split(" ")[0];d.head.appendChild(l)}})(document)`;
