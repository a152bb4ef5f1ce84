// The framework's scripts load after the first paint (docs/performance.md, "Script deferral"): its
// inline bootstrap and payload move, unchanged and in order, to one file named by their content,
// and a data element ends the page's <body>, which the loader (added by the head script after the
// first paint) reads to add them back, or, on a page whose islands all wait, to add them when the
// visitor asks. The chunks every page loads are named once, in the loader's file.
import {
  chunksFolder,
  deferredScriptsId,
  sharedChunksMark,
  shortFileName,
  shortScripts,
  type DeferredScripts,
} from '@/lib/page/deferred-scripts';
import { payloadPath, type NextPage } from './next-export';

/** The data element, as it ends a page's <body>, each file named within its folder when it can be. */
export function dataElement(scripts: DeferredScripts) {
  const data = JSON.stringify(shortScripts(scripts)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${deferredScriptsId}">${data}</script>`;
}

/**
 * The page's payload file and the tags that end its <body>, naming the chunks not in `shared`;
 * `waits`: load only when the visitor asks.
 */
export function deferFramework({ inline, chunks }: NextPage, waits: boolean, shared: readonly string[]) {
  const payload = { path: payloadPath(inline), text: inline };
  const own = chunks.filter((chunk) => !shared.includes(chunk));
  return {
    payload,
    tags: dataElement({ payload: payload.path, chunks: own, ...(waits ? { waits } : {}) }),
  };
}

/** The chunks in every one of `lists`, in the first's order. */
export function sharedChunks(lists: readonly (readonly string[])[]) {
  return (lists[0] ?? []).filter((chunk) => lists.every((list) => list.includes(chunk)));
}

const markedList = JSON.stringify([sharedChunksMark]);

/**
 * The loader's file (`text`) with the chunks every page loads (`shared`) after their mark, named
 * within their folder as the data element names them; null unless the file holds the mark's
 * empty list once.
 */
export function withSharedChunks(text: string, shared: readonly string[]) {
  const parts = text.split(markedList);
  if (parts.length !== 2) return null;
  const names = shared.map((chunk) => shortFileName(chunk, chunksFolder));
  return parts.join(JSON.stringify([sharedChunksMark, ...names]));
}

/** The list of chunks every page loads as a loader's file holds it, its mark first ([] if none). */
export function sharedChunksIn(text: string): string[] {
  const at = text.indexOf(JSON.stringify(sharedChunksMark));
  const end = text.indexOf(']', at);
  return at > 0 && text[at - 1] === '[' && end > 0
    ? (JSON.parse(text.slice(at - 1, end + 1)) as string[])
    : [];
}
