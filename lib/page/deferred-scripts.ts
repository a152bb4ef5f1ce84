/** The id of the data element that tells the loader what to load. */
export const deferredScriptsId = 'deferred-scripts';

/**
 * What that element holds: the page's payload file (the framework's inline scripts, moved by the
 * export stage), its chunks, and `waits` when the page loads them only once the visitor asks.
 */
export interface DeferredScripts {
  payload: string;
  chunks: string[];
  waits?: true;
}
