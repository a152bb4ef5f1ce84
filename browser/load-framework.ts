// The framework loader, added by the head script after the first paint (addAfterFirstPaint): loads the
// payload file and chunks its data element names (deferredScriptsId) after the first contentful paint, or,
// on a page whose islands all wait (`waits`), once the visitor uses a form that needs its island.
import { deferredScriptsId, fullScripts, type DeferredScripts } from '@/lib/page/deferred-scripts';
import {
  formReadyAttribute,
  islandFormAttribute,
  labelAttribute,
  waitsForIsland,
} from '@/lib/web/form-ready';
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

// No island will come: a held submit goes on to the form's `action`, as without scripts.
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
    // The chunks wait for the payload file and the whole site's rules (pages the router shows in place
    // need them); React finds them in <head> when it hydrates. A failed payload adds none.
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

  // Until the router is here to do it (IntentPrefetch), prefetches by its rule (intentPrefetchPath).
  const prefetchOnIntent = (event: Event) => {
    const href = !started && intentPrefetchPath(event.target, location);
    if (!href || prefetched.has(href)) return;
    prefetched.add(href);
    const hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = href;
    doc.head.appendChild(hint);
  };

  // On window in the capture phase: before the head script's held submit. The form may be in use already.
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
  // A hidden tab never paints. Otherwise the task after the first contentful paint, or after two
  // frames where paint timing is missing.
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
