// The loader (scripts/defer-hydration.mjs): runs in the browser, one file for every page, loaded
// `async` after the page's data element, whose id the build writes in. The build bundles it with
// what it imports and minifies it for every browser the site supports (esbuild).
import { intentEvents, intentPrefetchPath } from '../lib/intent-prefetch';

(function (doc) {
  var data = doc.getElementById('DEFERRED_SCRIPTS_ID');
  if (!data) return;
  var wanted = JSON.parse(data.textContent);
  var started = false;
  var prefetched = {};

  function addScript(src, then) {
    var script = doc.createElement('script');
    script.src = src;
    script.async = true;
    if (then) script.onload = then;
    doc.head.appendChild(script);
  }

  function preload(href) {
    var link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }

  // The whole site's rules (the page carries only its own, scripts/page-css.mjs): the pages the
  // router shows in place need the rest. Adopted after the page's own sheet, they hold every rule
  // of it and win every tie, so the cascade is the whole sheet's. Nothing is removed: removing a
  // sheet, or linking one, makes Chrome match fonts again, and a web font that came too late for
  // the first paint would be swapped in then and move the text.
  function wholeRules(then) {
    var style = doc.querySelector('style[data-href]');
    var own = doc.adoptedStyleSheets && doc.adoptedStyleSheets[0];
    if (!style || !own) return then();
    fetch(
      style
        .getAttribute('data-href')
        .split(' ')[0]
        .replace(/\.css$/, '.rules.css'),
    )
      .then(function (response) {
        return response.ok ? response.text() : Promise.reject(response.status);
      })
      .then(function (text) {
        var whole = new CSSStyleSheet();
        whole.replaceSync(text);
        doc.adoptedStyleSheets = [own, whole];
      })
      .catch(function () {})
      .then(then);
  }

  function load() {
    if (started) return;
    started = true;
    var waiting = 2;
    function ready() {
      if (--waiting === 0)
        wanted.chunks.forEach(function (src) {
          addScript(src);
        });
    }
    wanted.chunks.forEach(preload);
    wholeRules(ready);
    addScript(wanted.payload, ready);
  }

  // A form with no `action` works only with its island; the head script holds its submit until
  // the island is ready (lib/held-submit.ts).
  function formNeedingIsland(node) {
    var form = node && node.closest && node.closest('form');
    return form && !form.hasAttribute('action') && form.method !== 'dialog';
  }

  // A page whose islands all wait for the visitor (scripts/island-markup.mjs) loads the framework
  // when the visitor asks for what only it does: opening search (the after-paint script fires
  // `searchopen` at the dialog, lib/search-open.ts), or using a form that needs its island. Both
  // may have happened before this file arrived. Listening on window in the capture phase, it hears
  // them before any other listener, the head script's held submit among them.
  function waitForVisitor() {
    ['searchopen', 'focusin', 'pointerdown', 'submit'].forEach(function (type) {
      window.addEventListener(
        type,
        function (event) {
          if (type === 'searchopen' || formNeedingIsland(event.target)) load();
        },
        true,
      );
    });
    if (
      doc.querySelector('dialog[open]') ||
      formNeedingIsland(doc.activeElement) ||
      doc.querySelector('form:not([action]) [data-when="pending"]:not([hidden])')
    )
      load();
    intentEvents.forEach(function (type) {
      doc.addEventListener(type, prefetchOnIntent, { passive: true });
    });
  }

  // Until the framework is here (its router prefetches then, components/intent-prefetch.tsx), a
  // page of the site the visitor points at, focuses or touches is fetched ahead of the click that
  // usually follows, for the normal page load that click makes: the same links, by the same rule,
  // as the router's (lib/intent-prefetch.ts). It is a <link rel=prefetch>, not Speculation Rules:
  // rules added by script are inline, and Chrome refuses inline rules under a policy that lists
  // hashes, even with 'inline-speculation-rules'.
  function prefetchOnIntent(event) {
    var href = !started && intentPrefetchPath(event.target, location);
    if (!href || prefetched[href]) return;
    prefetched[href] = true;
    var hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = href;
    doc.head.appendChild(hint);
  }

  function soon() {
    setTimeout(load, 0);
  }

  if (wanted.waits) return waitForVisitor();
  if (doc.visibilityState === 'hidden') return load();
  doc.addEventListener('visibilitychange', function () {
    if (doc.visibilityState === 'hidden') load();
  });
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        soon();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else
    requestAnimationFrame(function () {
      requestAnimationFrame(soon);
    });
})(document);
