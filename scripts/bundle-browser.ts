#!/usr/bin/env tsx
// Bundles browser/ with esbuild, minified, into .browser/scripts.json before every build, dev server and
// type check: the head script the layout inlines (`headScript`), and the files served under /scripts/.
// Usage: tsx scripts/bundle-browser.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnvConfig } from '@next/env';
import { buildSync } from 'esbuild';
import { browserScriptsFile, scriptsPath, type BrowserScripts } from '@/lib/page/browser-scripts';
import { sharedChunksMark } from '@/lib/page/deferred-scripts';
import { namedScript } from '@/lib/web/content-name';
import { analyticsSettings } from '@/lib/site/site-config';
import { fontClassSlot } from '@/lib/page/web-font-names';
import { readSettings } from '@/content-loader/site-files';

const root = process.cwd();
loadEnvConfig(root, false, { info: () => {}, error: console.error });
const analytics = analyticsSettings(readSettings(root).env);

function bundle(entry: string, define?: Record<string, string>, target = 'es2017') {
  return buildSync({
    define,
    entryPoints: [join(root, 'browser', `${entry}.ts`)],
    bundle: true,
    format: 'iife',
    minify: true,
    // Every part must parse where the site's CSS does not reach either: a browser below the
    // supported floor still runs the head script, which then links the whole stylesheet.
    target,
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  }).outputFiles[0].text.trim();
}

const named = (name: string, text: string) => namedScript(scriptsPath, name, text);
// Pagefind's module, which the search imports, runs only in browsers of ES2020.
const search = named('search', bundle('search', undefined, 'es2020'));
// Each its own bundle, so the loader's tests run its text as shipped; the tracker only when analytics is
// configured, so a build without it ships the file as it was.
const loader = bundle('loader', { SHARED_CHUNKS: JSON.stringify([sharedChunksMark]) });
const analyticsText = analytics ? bundle('analytics', { ANALYTICS: JSON.stringify(analytics) }) : '';
const afterPaintText = [
  bundle('after-paint', { SEARCH_SCRIPT_FILE: JSON.stringify(search.path) }),
  loader,
  analyticsText,
]
  .filter(Boolean)
  .join('\n');
const afterPaint = named('after-paint', afterPaintText);
const head = bundle('head', { SITE_SCRIPT_FILE: JSON.stringify(afterPaint.path) });
// The layout writes next/font's class where the head script names fontClassSlot (`headScript`):
// a bundle that spells it otherwise would leave the cached font unapplied, silently.
const slots = head.split(JSON.stringify(fontClassSlot)).length - 1;
if (slots !== 1) {
  console.error(
    `browser: the head script names ${JSON.stringify(fontClassSlot)} ${slots} times, not once (browser/head.ts)`,
  );
  process.exit(1);
}
const scripts: BrowserScripts = { head, afterPaint, loader, analytics: analyticsText, search };
mkdirSync(join(root, '.browser'), { recursive: true });
writeFileSync(join(root, browserScriptsFile), `${JSON.stringify(scripts, null, 1)}\n`);
const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
console.log(
  `browser: head ${kb(scripts.head)}, after-paint file ${kb(scripts.afterPaint.text)} (the loader ${kb(scripts.loader)}` +
    `${analytics ? `, analytics for ${analytics.domain} ${kb(analyticsText)}` : ', no analytics'}), search ${kb(search.text)}`,
);
