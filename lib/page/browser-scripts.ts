/** Where `npm run browser` writes the bundled browser code. */
export const browserScriptsFile = '.browser/scripts.json';

/** Where the site's own script files are served: named by their content, cached for good. */
export const scriptsPath = '/scripts/';

/** A script file of the site's own, named by its content under /scripts/. */
export interface ScriptFile {
  path: string;
  text: string;
}

/**
 * The site's own browser code, bundled from browser/: the head script's text, and the one file the
 * head script adds after the first paint, the after-paint script followed by the loader (`loader`,
 * its text in that file) and, in a build configured for it, the analytics (`analytics`, its text
 * as it ends the file; empty without).
 */
export interface BrowserScripts {
  head: string;
  afterPaint: ScriptFile;
  loader: string;
  analytics: string;
  /** The live search, which the after-paint script adds when search is first used. */
  search: ScriptFile;
}

/**
 * The attribute the after-paint script sets on <html> once it has run, for
 * tests and tools that act once it has. An attribute, not a performance mark: a page under a fake
 * clock (Playwright's) keeps no marks.
 */
export const afterPaintAttribute = 'data-after-paint';
