#!/usr/bin/env tsx
// Bundles the site's own browser code (browser/) with esbuild, minified, into .browser/scripts.json
// before every build, dev server and type check: the head script's text, which the layout inlines
// (lib/first-paint.ts), and the after-paint script and the loader as files named by their content,
// which app/scripts/[file]/route.ts serves. Usage: tsx scripts/browser-scripts.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { browserScriptsFile, scriptsPath, type BrowserScripts } from '@/lib/browser-scripts';
import { contentName } from '@/lib/content-name';

const root = process.cwd();

function bundle(entry: string) {
  return buildSync({
    entryPoints: [join(root, 'browser', `${entry}.ts`)],
    bundle: true,
    format: 'iife',
    minify: true,
    // Every part must parse where the site's CSS does not reach either: a browser below the
    // supported floor still runs the head script, which then links the whole stylesheet.
    target: 'es2017',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  }).outputFiles[0].text.trim();
}

const file = (name: string) => {
  const text = bundle(name);
  return { path: `${scriptsPath}${name}.${contentName(text)}.js`, text };
};
const scripts: BrowserScripts = {
  head: bundle('head'),
  afterPaint: file('after-paint'),
  loader: file('loader'),
};
mkdirSync(join(root, '.browser'), { recursive: true });
writeFileSync(join(root, browserScriptsFile), `${JSON.stringify(scripts, null, 1)}\n`);
const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
console.log(
  `browser: head ${kb(scripts.head)}, after-paint ${kb(scripts.afterPaint.text)}, loader ${kb(scripts.loader.text)}`,
);
