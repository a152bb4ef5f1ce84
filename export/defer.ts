// The framework's scripts load after the first paint (docs/performance.md, "Script deferral"): its
// inline bootstrap and payload move, unchanged and in order, to one file named by their content,
// and a data element ends the page's <body>, which the loader (added by the head script after the
// first paint) reads to add them back, or, on a page whose islands all wait, to add them when the
// visitor asks.
import { deferredScriptsId, shortScripts, type DeferredScripts } from '@/lib/page/deferred-scripts';
import { payloadPath, type NextPage } from './next-export';

/** The data element, as it ends a page's <body>, each file named within its folder when it can be. */
export function dataElement(scripts: DeferredScripts) {
  const data = JSON.stringify(shortScripts(scripts)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${deferredScriptsId}">${data}</script>`;
}

/** The page's payload file and the tags that end its <body>; `waits`: load only when the visitor asks. */
export function deferFramework({ inline, chunks }: NextPage, waits: boolean) {
  const payload = { path: payloadPath(inline), text: inline };
  return {
    payload,
    tags: dataElement({ payload: payload.path, chunks, ...(waits ? { waits } : {}) }),
  };
}
