// What script can add to a page after it is served: the classes and elements each client island
// can render in any of its states (a form's error), and those of the site's scripts (the search
// results among them) and the error boundaries, which any page can show.
//
// Which islands a page holds is read from its markup: every island renders through one wrapper
// (`island`) that puts a <template data-island="<its file's name>"> before it, with
// `data-waits` when the page works without it until the visitor asks for more. An island's source
// is its module and what of the project it imports, as esbuild bundles it; its classes are
// Tailwind's candidates in those files (Tailwind's own scanner), its elements those its JSX or
// createElement calls create (the bundle read with acorn).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import { buildSync } from 'esbuild';
import { islandAttribute, waitsAttribute } from '@/lib/page/islands';
import type { Page } from './page';
import type { Shown } from './page-css';

/** The islands a page renders, by their markers. */
export const islandsOn = (page: Page) =>
  page.elements
    .filter(({ name, attribs }) => name === 'template' && attribs[islandAttribute])
    .map(({ attribs }) => ({ name: attribs[islandAttribute], waits: waitsAttribute in attribs }));

/** Tailwind's candidates in source texts (a scanner answers each candidate once, so one per call). */
export function candidatesIn(texts: string[]) {
  const files = texts.map((content) => ({ content, extension: 'tsx' }));
  return new Set(files.length ? new Scanner({ sources: [] }).scanFiles(files) : []);
}

/**
 * The markup project files `entries` can render: the classes and elements of their whole source,
 * without the modules `external` names as they are imported.
 */
function markupOf(root: string, entries: string[], external: string[] = []): Shown {
  const built = buildSync({
    ...{ entryPoints: entries, bundle: true, packages: 'external', format: 'esm', metafile: true, external },
    ...{ write: false, outdir: 'islands.invalid', logLevel: 'silent', absWorkingDir: root },
  });
  // The project's own modules; a stylesheet they import is the whole site's, not what they show.
  const files = Object.keys(built.metafile!.inputs).filter(
    (file) => /\.(tsx?|jsx?|mjs)$/.test(file) && !file.split(/[\\/]/).includes('node_modules'),
  );
  const tags = new Set<string>();
  for (const { text } of built.outputFiles.filter(({ path }) => path.endsWith('.js'))) {
    // The JSX compiles to calls of React's JSX runtime: jsx("input", { type: "date", … }).
    const program = parse(text, { ecmaVersion: 'latest', sourceType: 'module' });
    const runtime = new Set<string>();
    simple(program, {
      ImportDeclaration({ source, specifiers }) {
        if (source.value === 'react/jsx-runtime') specifiers.forEach(({ local }) => runtime.add(local.name));
      },
    });
    simple(program, {
      CallExpression({ callee, arguments: [tag, props] }) {
        // A script of the site's own makes its elements with document.createElement("li").
        const method = callee.type === 'MemberExpression' && callee.property;
        if (
          method &&
          method.type === 'Identifier' &&
          method.name === 'createElement' &&
          tag?.type === 'Literal'
        )
          tags.add(String(tag.value).toLowerCase());
        if (callee.type !== 'Identifier' || !runtime.has(callee.name)) return;
        if (tag?.type !== 'Literal' || typeof tag.value !== 'string') return;
        tags.add(tag.value);
        if (tag.value !== 'input' || props?.type !== 'ObjectExpression') return;
        for (const prop of props.properties)
          if (prop.type === 'Property' && prop.key.type === 'Identifier' && prop.key.name === 'type')
            if (prop.value.type === 'Literal') tags.add(`input:${String(prop.value.value).toLowerCase()}`);
      },
    });
  }
  return { classes: candidatesIn(files.map((file) => readFileSync(join(root, file), 'utf8'))), tags };
}

/**
 * The markup script can add: `always` for what any page can show (the head and after-paint
 * scripts, the error boundaries); `search` for the search dialog and the live results, which a page
 * carries only with a search form of its own (elsewhere they come with the whole site's rules when
 * search opens, browser/search-open.ts); and `of(name)` for an island's, by its file's name under
 * app/ or components/, read the first time a page names it. A name of no file, or of several, is a
 * problem.
 */
export function islandMarkup(root: string) {
  const sources = ['app', 'components'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(root, folder, file)),
  );
  const boundaries = sources.filter((file) => /^(global-)?error\.tsx$/.test(basename(file)));
  const always = markupOf(
    root,
    [...['head', 'after-paint'].map((file) => join(root, `browser/${file}.ts`)), ...boundaries],
    ['./search-dialog'],
  );
  const search = markupOf(
    root,
    ['search-dialog', 'search'].map((file) => join(root, `browser/${file}.ts`)),
  );
  const islands = new Map<string, Shown>();
  const problems: string[] = [];
  const of = (name: string) => {
    if (!islands.has(name)) {
      const found = sources.filter((file) => basename(file).replace(/\.tsx?$/, '') === name);
      if (found.length !== 1)
        problems.push(`the island "${name}" is ${found.length} files under app/ and components/, not one`);
      islands.set(name, found.length === 1 ? markupOf(root, found) : { classes: new Set(), tags: new Set() });
    }
    return islands.get(name)!;
  };
  return { always, search, of, problems };
}
