// The framework's scripts after the first paint (docs/performance.md, "Script deferral"): the inline
// bootstrap and payload move, unchanged and in order, to one file, named in a data element for the loader.
import {
  chunksFolder,
  deferredScriptsId,
  sharedChunksMark,
  shortFileName,
  shortScripts,
  type DeferredScripts,
} from '@/lib/page/deferred-scripts';
import { payloadPath, type NextPage } from './next-export';

export function dataElement(scripts: DeferredScripts) {
  const data = JSON.stringify(shortScripts(scripts)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${deferredScriptsId}">${data}</script>`;
}

export function deferFramework({ inline, chunks }: NextPage, waits: boolean, shared: readonly string[]) {
  const payload = { path: payloadPath(inline), text: inline };
  const own = chunks.filter((chunk) => !shared.includes(chunk));
  return {
    payload,
    tags: dataElement({ payload: payload.path, chunks: own, ...(waits ? { waits } : {}) }),
  };
}

export function sharedChunks(lists: readonly (readonly string[])[]) {
  return (lists[0] ?? []).filter((chunk) => lists.every((list) => list.includes(chunk)));
}

const markedList = JSON.stringify([sharedChunksMark]);

/** Null unless the loader's file holds the mark's empty list once. */
export function withSharedChunks(text: string, shared: readonly string[]) {
  const parts = text.split(markedList);
  if (parts.length !== 2) return null;
  const names = shared.map((chunk) => shortFileName(chunk, chunksFolder));
  return parts.join(JSON.stringify([sharedChunksMark, ...names]));
}

export function sharedChunksIn(text: string): string[] {
  const at = text.indexOf(JSON.stringify(sharedChunksMark));
  const end = text.indexOf(']', at);
  return at > 0 && text[at - 1] === '[' && end > 0
    ? (JSON.parse(text.slice(at - 1, end + 1)) as string[])
    : [];
}
