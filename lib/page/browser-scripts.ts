/** Written by `npm run browser`. */
export const browserScriptsFile = '.browser/scripts.json';

/** Files named by their content, cached for good. */
export const scriptsPath = '/scripts/';

export interface ScriptFile {
  path: string;
  text: string;
}

// `afterPaint` holds the after-paint script, then `loader`, then `analytics` (empty in a build without).
export interface BrowserScripts {
  head: string;
  afterPaint: ScriptFile;
  loader: string;
  analytics: string;
  /** Added when search is first used. */
  search: ScriptFile;
}

// Set on <html> once the after-paint script has run. Not a performance mark: a page under a fake clock
// (Playwright's) keeps no marks.
export const afterPaintAttribute = 'data-after-paint';
