/** The data element that tells the loader what to load. */
export const deferredScriptsId = 'deferred-scripts';

// `payload` is the framework's inline scripts, moved by the export stage; `waits` when the page loads them
// only once the visitor asks. Files are named short (`shortFileName`): the folder and `.js` were 26 bytes
// gzipped of every page.
export interface DeferredScripts {
  payload: string;
  chunks: string[];
  waits?: true;
}

export const chunksFolder = '/_next/static/chunks/';
export const payloadFolder = '/_next/static/rsc/';

export function shortFileName(path: string, folder: string) {
  const name = path.startsWith(folder) && path.endsWith('.js') ? path.slice(folder.length, -3) : '';
  return name && !name.includes('/') ? name : path;
}

export const fullFilePath = (name: string, folder: string) =>
  name.startsWith('/') ? name : `${folder}${name}.js`;

export const shortScripts = ({ payload, chunks, ...rest }: DeferredScripts): DeferredScripts => ({
  payload: shortFileName(payload, payloadFolder),
  chunks: chunks.map((chunk) => shortFileName(chunk, chunksFolder)),
  ...rest,
});

// The chunks every page loads are listed once in the loader's file after this mark, which the export stage
// fills in once it knows them, rather than in every page (92 bytes gzipped).
export const sharedChunksMark = '@shared-chunks';

/** `shared` as the loader's file holds it, mark first. No object spread: the loader runs this. */
export const fullScripts = (scripts: DeferredScripts, shared: readonly string[]): DeferredScripts =>
  Object.assign({}, scripts, {
    payload: fullFilePath(scripts.payload, payloadFolder),
    chunks: shared
      .slice(1)
      .concat(scripts.chunks)
      .map((chunk) => fullFilePath(chunk, chunksFolder)),
  });
