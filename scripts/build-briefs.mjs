#!/usr/bin/env node
// Writes public/briefs/*.pdf from content/briefs.ts; npm runs it before `next build` and `next dev`.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireTs } from './typescript.mjs';

const { briefs } = requireTs('../content/briefs.ts');
const { writeBriefPdfs } = requireTs('./build-briefs-pdf.ts');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const written = await writeBriefPdfs(briefs, join(root, 'public'));
console.log(
  `Research briefs: wrote ${written.length} PDFs to ${relative(root, join(root, 'public', 'briefs'))}/`,
);
