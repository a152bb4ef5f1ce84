/** The id of the data element that tells the loader what to load. */
export const deferredScriptsId = 'deferred-scripts';

/**
 * What that element holds: the page's payload file (the framework's inline scripts, moved by the
 * export stage), its chunks, and `waits` when the page loads them only once the visitor asks. A
 * file in its usual folder is named within it, without `.js` (`shortFileName`): the chunks'
 * folder and `.js`, said once for each, were 26 bytes gzipped of every page.
 */
export interface DeferredScripts {
  payload: string;
  chunks: string[];
  waits?: true;
}

/** Where the framework's chunks are, and where the export stage writes each page's payload file. */
export const chunksFolder = '/_next/static/chunks/';
export const payloadFolder = '/_next/static/rsc/';

/** `path` as the data element names it: within `folder` and without `.js` when it is a script there. */
export function shortFileName(path: string, folder: string) {
  const name = path.startsWith(folder) && path.endsWith('.js') ? path.slice(folder.length, -3) : '';
  return name && !name.includes('/') ? name : path;
}

/** The path of a file the data element names (shortFileName): a name within `folder`, or a path. */
export const fullFilePath = (name: string, folder: string) =>
  name.startsWith('/') ? name : `${folder}${name}.js`;

/** The data element's text for `scripts`, files named within their folders. */
export const shortScripts = ({ payload, chunks, ...rest }: DeferredScripts): DeferredScripts => ({
  payload: shortFileName(payload, payloadFolder),
  chunks: chunks.map((chunk) => shortFileName(chunk, chunksFolder)),
  ...rest,
});

/** What the data element says, every file by its path (no object spread: the loader runs it). */
export const fullScripts = (scripts: DeferredScripts): DeferredScripts =>
  Object.assign({}, scripts, {
    payload: fullFilePath(scripts.payload, payloadFolder),
    chunks: scripts.chunks.map((chunk) => fullFilePath(chunk, chunksFolder)),
  });
