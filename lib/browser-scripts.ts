/** Where `npm run browser` (scripts/browser-scripts.ts) writes the bundled browser code. */
export const browserScriptsFile = '.browser/scripts.json';

/** Where the site's own script files are served: named by their content, cached for good. */
export const scriptsPath = '/scripts/';

/** A script file of the site's own, named by its content under /scripts/. */
export interface ScriptFile {
  path: string;
  text: string;
}

/** The site's own browser code, bundled from browser/: the head script's text and two files. */
export interface BrowserScripts {
  head: string;
  afterPaint: ScriptFile;
  loader: ScriptFile;
}
