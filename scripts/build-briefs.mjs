#!/usr/bin/env node
// Writes public/briefs/*.pdf from content/briefs.ts; npm runs it before `next build` and `next dev`.
// The content and the layout are TypeScript, so ts-node compiles them on the fly: transpile only
// (types are checked by `tsc`), CommonJS, and without the project's tsconfig, whose bundler
// settings are meant for Next rather than for Node.
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('ts-node').register({
  transpileOnly: true,
  skipProject: true,
  compilerOptions: { module: 'commonjs', moduleResolution: 'node', target: 'es2022', esModuleInterop: true },
});

const { briefs } = require('../content/briefs.ts');
const { writeBriefPdfs } = require('./build-briefs-pdf.ts');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const written = await writeBriefPdfs(briefs, join(root, 'public'));
console.log(
  `Research briefs: wrote ${written.length} PDFs to ${relative(root, join(root, 'public', 'briefs'))}/`,
);
