// What script can add to a page after it is served, read from the site's own source: the classes
// and elements each client island can render (in any of its states: a form's error, the search
// results, the open menu), and those of the head and after-paint scripts (lib/first-paint.ts).
// scripts/page-css.mjs keeps the CSS for them on the pages that hold the island. Which islands a
// page holds is read from the page's RSC payload, where the framework names each client component
// it hydrates by its export name (`SubscribeForm`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Scanner } from '@tailwindcss/oxide';
import ts from 'typescript';

/**
 * Tailwind's candidates in source texts: what its own build reads as possible class names. A
 * scanner answers only with candidates it has not seen before, so each call has its own.
 */
export function candidatesIn(texts) {
  if (!texts.length) return new Set();
  const scanner = new Scanner({ sources: [] });
  return new Set(scanner.scanFiles(texts.map((content) => ({ content, extension: 'tsx' }))));
}

const tagPattern = /<([a-z][a-z0-9-]*)[\s/>]/g;
const inputPattern = /<input\b[^>]*?\btype=["']([\w-]+)["']/g;

/** The classes, element names (`<textarea`) and input types (`input:date`) source texts can render. */
export function markupIn(texts) {
  const tags = new Set(
    texts.flatMap((text) => [
      ...[...text.matchAll(tagPattern)].map(([, tag]) => tag),
      ...[...text.matchAll(inputPattern)].map(([, type]) => `input:${type.toLowerCase()}`),
    ]),
  );
  return { classes: candidatesIn(texts), tags };
}

const isClientModule = (text) => /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text);
const exportedNames = (text) =>
  new Set([
    ...[...text.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g)].map(([, n]) => n),
    ...(/export\s+default\b/.test(text) ? ['default'] : []),
  ]);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(tsx?|mjs|js)$/.test(entry) ? [path] : [];
  });
}

/** The project's compiler options, which say how imports resolve (the `@/` alias among them). */
function compilerOptions(root) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  return config?.options ?? {};
}

/** A module and every file of the project it imports, as TypeScript resolves them. */
function moduleGraph(root, options, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const path = resolved?.resolvedFileName;
      if (!path || resolved.isExternalLibraryImport || path.endsWith('.d.ts')) continue;
      const inProject = relative(root, path);
      if (!inProject.startsWith('..') && !inProject.split(sep).includes('node_modules')) visit(path);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * An island that lets its page wait for the visitor: one whose module says `// island: waits.` on a
 * line of its own, with why. Its HTML is whole without script, and what it adds is asked for by
 * the visitor (opening search, using a form), which loads the framework then
 * (scripts/framework-loader.js). A page whose islands all wait loads no framework before that; a
 * new island without the line makes its pages load it after their first paint again.
 */
const waitsForVisitor = (text) => /^\/\/ island: waits\./m.test(text);

/**
 * The markup script can add, by island: `always` for what every page holds (the head and
 * after-paint scripts, and the error boundaries, which any page can fall back to), and `byName` for
 * each client module's exports, with everything the module imports. `waits` names the islands
 * that let a page wait for the visitor (waitsForVisitor).
 */
export function islandMarkup(root) {
  const read = (files) => markupIn(files.map((file) => readFileSync(file, 'utf8')));
  const clients = ['app', 'components']
    .flatMap((folder) => filesUnder(join(root, folder)))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => isClientModule(text));
  const options = compilerOptions(root);
  const byName = new Map();
  const waits = new Set();
  const always = [...moduleGraph(root, options, join(root, 'lib', 'first-paint.ts'))];
  for (const { file, text } of clients) {
    const graph = moduleGraph(root, options, file);
    for (const name of exportedNames(text)) {
      if (name === 'default') always.push(...graph);
      else byName.set(name, [...(byName.get(name) ?? []), ...graph]);
      if (name !== 'default' && waitsForVisitor(text)) waits.add(name);
    }
  }
  return {
    always: read([...new Set(always)]),
    byName: new Map([...byName].map(([name, files]) => [name, read([...new Set(files)])])),
    waits,
  };
}

/**
 * The client components an RSC payload hydrates, by export name. `payload` is the page's payload
 * scripts (`self.__next_f.push(...)`, data only), run in an empty context to read the flight data,
 * whose lines `<id>:I[<module>,[<chunks>],"<export>"]` name each one (the name may be a reference
 * `$<id>` to a string line).
 */
export function payloadIslands(payload) {
  const context = { self: {} };
  context.globalThis = context;
  runInNewContext(payload, context, { timeout: 1000 });
  const flight = (context.self.__next_f ?? [])
    .filter(([kind, text]) => kind === 1 && typeof text === 'string')
    .map(([, text]) => text)
    .join('');
  const strings = new Map(
    [...flight.matchAll(/^([0-9a-f]+):"([^"]*)"$/gm)].map(([, id, text]) => [id, text]),
  );
  return new Set(
    [...flight.matchAll(/^[0-9a-f]+:I\[[^\]]*\[[^\]]*\],"([^"]*)"/gm)].map(([, name]) =>
      name.startsWith('$') ? (strings.get(name.slice(1)) ?? name) : name,
    ),
  );
}
