#!/usr/bin/env node
// Post-build step: removes from out/ the originals of the photos posts name under public/, which
// `next build` copies there as it copies all of public/. Pages show only the files made from them
// (public/media/, docs/publishing.md): an original is megabytes no page asks for, and a phone's photo
// carries its EXIF data, the place it was taken included. `npm run content` lists them in
// .content/image-sources.json. Usage: node scripts/drop-image-sources.mjs [--out other/out]
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exportFile } from './export-stats.mjs';

const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
const outDir = resolve(args.out);
const list = join(process.cwd(), '.content', 'image-sources.json');
if (!existsSync(list)) {
  console.error('drop-image-sources: .content/image-sources.json is missing: `npm run content` writes it');
  process.exit(1);
}
const originals = JSON.parse(readFileSync(list, 'utf8')).filter((path) =>
  existsSync(exportFile(outDir, path)),
);
for (const path of originals) rmSync(exportFile(outDir, path));
console.log(`drop-image-sources: ${originals.length} original photo(s) under public/ left out of out/`);
