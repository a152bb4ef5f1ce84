#!/usr/bin/env tsx
// Checks the posts and the site's own files under content/ and writes what the site reads to .content/,
// their images to public/media/ and the site's icons. Runs before every build, test run and dev server.
// Usage: tsx scripts/content.ts [--dev] [--today YYYY-MM-DD] [--watch -- <command>]
import { spawn } from 'node:child_process';
import { mkdirSync, watch, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import type { Profile } from '@/lib/site/site-content';
import type { IsoDate } from '@/lib/time/dates';
import { isIsoDate } from '@/lib/time/dates';
import { mediaPath } from '@/lib/images/image-sets';
import { loadContent, problemReport } from '@/content-loader/content-files';
import { encodeImages, readSourceFacts, saveSourceFacts } from '@/content-loader/encode-images';
import { fieldProblemLine } from '@/content-loader/field-problems';
import { rasterBudgetBytes } from '@/content-loader/image-sources';
import { writeSiteIcons } from '@/content-loader/site-icons';
import { settingsAsVariables, settingsEnvFile } from '@/lib/site/site-config';
import { unknownPieces } from '@/lib/posts/piece-ref';
import { postKinds, type PostKindName } from '@/lib/posts/post-kinds';
import type { HomeFields } from '@/lib/site/files/home';
import { siteFiles } from '@/lib/site/files/registry';
import type { SettingsFields } from '@/lib/site/files/settings';
import { fieldLooks } from '@/lib/editor/field-look';
import { siteFolder } from '@/lib/site/files/site-file';
import {
  authorToday,
  isTemplateSample,
  loadSiteFiles,
  templateSampleName,
} from '@/content-loader/site-files';

// Beside the data, its declaration `<name>.d.json.ts`, which TypeScript reads for `<name>.json`
// (`allowArbitraryExtensions`), so no page casts what it imports.
function writeData(file: string, data: unknown, module: string, type: string) {
  writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
  writeFileSync(
    file.replace(/\.json$/, '.d.json.ts'),
    `import type { ${type.replace(/[[<].*$/, '')} } from '@/lib/${module}';\n\n` +
      `declare const data: ${type.endsWith('[]') ? `readonly ${type}` : type};\nexport default data;\n`,
  );
}

const { values: args, positionals } = parseArgs({
  options: {
    // Keeps drafts and scheduled posts, labelled, as `npm run dev` shows them.
    dev: { type: 'boolean', default: false },
    today: { type: 'string' },
    // Runs the command after `--` (the dev server) and writes again whenever content/ changes.
    watch: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const root = process.cwd();
const outDir = join(root, '.content');

if (args.today !== undefined && !isIsoDate(args.today)) {
  console.error(`--today "${args.today}" is not a date written YYYY-MM-DD`);
  process.exit(2);
}

// The test build's posts (npm run build:test), never in a build for the site.
const fixtures = process.env.CONTENT_FIXTURES || undefined;
if (fixtures && process.env.SITE_STRICT === '1') {
  console.error(
    'CONTENT_FIXTURES is set: a strict build is for publishing, and would publish the test posts',
  );
  process.exit(2);
}

// A publishing build refuses the seed's placeholder addresses wherever she left one, once the
// profile names her: the template's untouched sample goes up as it is.
const publishing = process.env.SITE_STRICT === '1';
const sample = publishing && isTemplateSample(root);
const strict = publishing && !sample;
if (sample)
  console.log(
    `content: the profile still names the template's sample writer (${templateSampleName}): its .example addresses go up unlinked until it names you`,
  );

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const sources = readSourceFacts(root);

async function generate(): Promise<boolean> {
  const site = loadSiteFiles({ root, store: sources, budgetBytes: rasterBudgetBytes(root) }, siteFiles, {
    strict,
  });
  const today = (args.today as IsoDate | undefined) ?? authorToday(root);
  const loaded = loadContent({ root, today, includeUnpublished: args.dev, fixtures, sources, strict });
  const jobs = [...site.images, ...loaded.images];
  // A brief's own PDF is read once the rest is good: it may be the largest file of the site.
  const pdfs = site.problems.length || loaded.problems.length ? null : await loaded.readOwnFiles();
  const home = site.data[siteFiles.home.name] as Partial<HomeFields> | undefined;
  const homePlace = {
    entry: siteFiles.home.editor.label,
    file: `${siteFolder}/${siteFiles.home.name}.yml`,
    looks: fieldLooks(siteFiles.home.fields),
  };
  const featured = unknownPieces(home?.startHere, loaded.pieceKinds).map(({ index, message }) =>
    fieldProblemLine(homePlace, { path: ['startHere', index], message }),
  );
  const found = [...site.problems, ...loaded.problems, ...featured, ...(pdfs?.problems ?? [])];
  const made = found.length ? null : await encodeImages(root, jobs);
  const icons = found.length ? [] : await writeSiteIcons(root, site.data.profile as Profile);
  const problems = [...found, ...(made?.problems ?? []), ...icons];
  for (const line of [
    ...site.warnings,
    ...loaded.warnings,
    ...(pdfs?.warnings ?? []),
    ...(made?.warnings ?? []),
  ])
    console.warn(`warning: ${line}`);
  if (problems.length > 0) {
    for (const line of problemReport(problems)) console.error(line);
    return false;
  }
  saveSourceFacts(root, sources);
  mkdirSync(join(outDir, 'site'), { recursive: true });
  mkdirSync(join(outDir, 'posts'), { recursive: true });
  const kinds = Object.keys(postKinds) as PostKindName[];
  for (const kind of kinds)
    writeData(
      join(outDir, 'posts', `${kind}.json`),
      loaded.posts[kind],
      'posts/post-kinds',
      `KindPost<'${kind}'>[]`,
    );
  writeFileSync(join(outDir, 'as-of.json'), `${JSON.stringify({ today })}\n`);
  // The settings under the names of the variables over them, for next.config.mjs to fill in those unset.
  writeFileSync(
    join(outDir, settingsEnvFile),
    `${JSON.stringify(settingsAsVariables(site.data.settings as Partial<SettingsFields>))}\n`,
  );
  for (const [key, { name }] of Object.entries(siteFiles))
    if (name in site.data)
      writeData(
        join(outDir, 'site', `${name}.json`),
        site.data[name],
        'site/files/registry',
        `SiteData<'${key}'>`,
      );
  const posts = kinds.map((kind) => loaded.posts[kind]);
  const held = posts.flat().filter((post) => post.status).length;
  const counts = kinds.map((kind, index) =>
    plural(posts[index].length, postKinds[kind].editor.singular.toLowerCase()),
  );
  console.log(
    `content: ${counts.slice(0, -1).join(', ')} and ${counts.at(-1)} as of ${today}` +
      (fixtures ? `, the test posts of ${relative(root, fixtures)} among them` : '') +
      (args.dev ? `, ${held} of them draft or scheduled (shown by the dev server only)` : '') +
      `; ${Object.keys(site.data).length} site files`,
  );
  const { encoded, cached, made: files, published } = made!;
  console.log(
    `images: ${plural(encoded + cached, 'image')}, ${encoded} encoded now (${plural(files, 'file')}), ` +
      `${cached} from the cache; ${plural(published, 'file')} in public${mediaPath}/`,
  );
  return true;
}

function watchWhile() {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve(true);
  // A post, or an image beside one, saved: one run at a time, the last save included.
  const watcher = watch(join(root, 'content'), { recursive: true }, (_event, name) => {
    if (!name || !/\.(md|ya?ml|jpe?g|png|webp|avif|svg|pdf)$/i.test(name)) return;
    clearTimeout(timer);
    timer = setTimeout(() => (running = running.then(generate)), 100);
  });
  const [command, ...rest] = positionals;
  const child = spawn(command, rest, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => {
    watcher.close();
    process.exit(code ?? 0);
  });
}

generate().then((ok) => {
  if (!ok) process.exit(1);
  if (args.watch && positionals.length > 0) watchWhile();
});
