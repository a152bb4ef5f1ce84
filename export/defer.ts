// The framework's scripts load after the first paint (docs/performance.md, "Script deferral"): its
// inline bootstrap and payload move, unchanged and in order, to one file named by their content,
// and a data element and the loader (browser/loader.ts) end the page's <body>, to add them back
// after the first paint or, on a page whose islands all wait, when the visitor asks.
import { deferredScriptsId, type DeferredScripts } from '@/lib/deferred-scripts';
import { payloadPath, type NextPage } from './next-export';

/** The data element and the loader, as they end a page's <body>. */
export function loaderTags(loaderPath: string, scripts: DeferredScripts) {
  const data = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${deferredScriptsId}">${data}</script><script src="${loaderPath}" async=""></script>`;
}

/** The page's payload file and the tags that end its <body>; `waits`: load only when the visitor asks. */
export function deferFramework({ inline, chunks }: NextPage, loaderPath: string, waits: boolean) {
  const payload = { path: payloadPath(inline), text: inline };
  return {
    payload,
    tags: loaderTags(loaderPath, { payload: payload.path, chunks, ...(waits ? { waits } : {}) }),
  };
}
