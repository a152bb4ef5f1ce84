/**
 * The framework loader: one file for every page, added by the head script once the page has
 * painted (addAfterFirstPaint). It reads the page's data element (deferredScriptsId), which names
 * the page's payload file and its own chunks, after those every page loads (SHARED_CHUNKS).
 *
 * After the browser's first-contentful-paint entry (two animation frames where paint timing is
 * missing), in the next task, it preloads the chunks, runs the payload file and fetches the whole
 * site's rules: the page carries only its own, and the pages the router then shows in place need
 * the rest. Once both are done it adds the chunks, which React finds in <head> when it hydrates. A
 * hidden tab, which never paints, loads them at once. If the payload file fails, no chunk is added
 * and the page stays the server's readable HTML, its forms sending as without scripts; if the rules
 * fail, the page keeps its own.
 *
 * A page whose islands all wait for the visitor (`waits`) loads nothing until the visitor uses a
 * form that needs its island, and meanwhile prefetches the pages whose links the
 * visitor points at. Once the chunks are added, <html> carries routerAttribute: the router takes the
 * page's links from then on, and the speculation rules leave them alone.
 */
import { deferredScriptsId, fullScripts, type DeferredScripts } from '@/lib/page/deferred-scripts';
import {
  formReadyAttribute,
  islandFormAttribute,
  labelAttribute,
  waitsForIsland,
} from '@/lib/web/held-submit';
import { intentEvents, intentPrefetchPath } from '@/lib/page/intent-prefetch';
import { routerAttribute } from '@/lib/web/speculation-rules';
import { adoptWholeRules } from './whole-rules';

/** The chunks every page loads, their mark first (sharedChunksMark), as the export stage writes them here. */
declare const SHARED_CHUNKS: string[];

function addScript(doc: Document, src: string, failed: () => void, then?: () => void) {
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  if (then) script.onload = then;
  script.onerror = failed;
  doc.head.appendChild(script);
}

/**
 * When a script of the framework does not arrive (a filter, a failed connection), no island will
 * send a form: each form its island sends is marked ready, and one whose submit the head script
 * holds goes on to its `action`, as without scripts (formReadyAttribute). A form with no action
 * (no forms service configured) has nowhere to go and stays as it is.
 */
function releaseIslandForms(doc: Document) {
  doc.querySelectorAll<HTMLFormElement>(`form[${islandFormAttribute}][action]`).forEach((form) => {
    form.setAttribute(formReadyAttribute, '');
    if (form.querySelector(`[${labelAttribute}="pending"]:not([hidden])`)) form.requestSubmit();
  });
}

function preload(doc: Document, href: string) {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  doc.head.appendChild(link);
}

/** Whether `node` is in a form its island sends, which the head script holds until then. */
function formNeedingIsland(node: EventTarget | null) {
  const form = node instanceof Element ? node.closest('form') : null;
  return Boolean(form && waitsForIsland(form));
}

export function loadFrameworkWhenDue(doc: Document) {
  const data = doc.getElementById(deferredScriptsId);
  if (!data) return;
  const wanted = fullScripts(JSON.parse(data.textContent ?? '') as DeferredScripts, SHARED_CHUNKS);
  let started = false;
  const prefetched = new Set<string>();

  const load = () => {
    if (started) return;
    started = true;
    let waiting = 2;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      releaseIslandForms(doc);
    };
    const ready = () => {
      if (--waiting) return;
      wanted.chunks.forEach((src) => addScript(doc, src, fail));
      doc.documentElement.setAttribute(routerAttribute, '');
    };
    wanted.chunks.forEach((href) => preload(doc, href));
    const rules = adoptWholeRules(doc);
    if (rules) rules.then(ready);
    else ready();
    addScript(doc, wanted.payload, fail, ready);
  };

  // Until the framework is here (its router prefetches then, IntentPrefetch), a page of the site
  // the visitor points at, focuses or touches is fetched ahead of the click that usually follows,
  // by the same rule as the router's (intentPrefetchPath). A browser that reads the speculation
  // rules every page's headers name (speculationRules) prerenders it too,
  // revalidating this copy; the others have only this.
  const prefetchOnIntent = (event: Event) => {
    const href = !started && intentPrefetchPath(event.target, location);
    if (!href || prefetched.has(href)) return;
    prefetched.add(href);
    const hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = href;
    doc.head.appendChild(hint);
  };

  // The visitor asks for what only the framework does: using a form that needs its island, which
  // may have happened before this file arrived. Listening on window in the capture phase, it hears
  // it before any other listener, the head script's held submit among them.
  const waitForVisitor = () => {
    for (const type of ['focusin', 'pointerdown', 'submit'])
      addEventListener(
        type,
        (event) => {
          if (formNeedingIsland(event.target)) load();
        },
        true,
      );
    if (
      formNeedingIsland(doc.activeElement) ||
      doc.querySelector(`form[${islandFormAttribute}] [${labelAttribute}="pending"]:not([hidden])`)
    )
      load();
    for (const type of intentEvents) doc.addEventListener(type, prefetchOnIntent, { passive: true });
  };

  const soon = () => setTimeout(load, 0);

  if (wanted.waits) return waitForVisitor();
  if (doc.visibilityState === 'hidden') return load();
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') load();
  });
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        soon();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => requestAnimationFrame(soon));
}
