/** The id of the data element that tells the loader what to load. */
export const deferredScriptsId = 'deferred-scripts';

/**
 * What that element holds: the page's payload file (the framework's inline scripts, moved by the
 * export stage), its chunks, and `waits` when the page loads them only once the visitor asks. A
 * file in its usual folder is named within it, without `.js` (`shortFileName`): the chunks'
 * folder and `.js`, said once for each, were 26 bytes gzipped of every page. The chunks every
 * page loads are named once, in the loader's file (sharedChunksMark), and not in the element.
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

/**
 * The list of chunks every page loads, in the loader's file, starts with this mark: the export
 * stage writes their names after it, once it knows them, and the loader reads what follows it.
 * Those names were 92 bytes gzipped of every page.
 */
export const sharedChunksMark = '@shared-chunks';

/**
 * What the loader loads: the chunks `shared` by every page (that list as the loader's file holds
 * it, its mark first), then what the data element says, every file by its path (no object spread:
 * the loader runs it).
 */
export const fullScripts = (scripts: DeferredScripts, shared: readonly string[]): DeferredScripts =>
  Object.assign({}, scripts, {
    payload: fullFilePath(scripts.payload, payloadFolder),
    chunks: shared
      .slice(1)
      .concat(scripts.chunks)
      .map((chunk) => fullFilePath(chunk, chunksFolder)),
  });
