// What script can add to a page after it is served, in any state: each client island's classes and
// elements, and those of the site's scripts and error boundaries, which any page can show.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import { buildSync } from 'esbuild';
import { islandAttribute, waitsAttribute } from '@/lib/page/island-attributes';
import type { Page } from './page';
import type { Shown } from './page-css';

export const islandsOn = (page: Page) =>
  page.elements
    .filter(({ name, attribs }) => name === 'template' && attribs[islandAttribute])
    .map(({ attribs }) => ({ name: attribs[islandAttribute], waits: waitsAttribute in attribs }));

/** A scanner answers each candidate once, so one per call. */
export function candidatesIn(texts: string[]) {
  const files = texts.map((content) => ({ content, extension: 'tsx' }));
  return new Set(files.length ? new Scanner({ sources: [] }).scanFiles(files) : []);
}

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
    // jsx("input", { type: "date", … })
    const program = parse(text, { ecmaVersion: 'latest', sourceType: 'module' });
    const runtime = new Set<string>();
    simple(program, {
      ImportDeclaration({ source, specifiers }) {
        if (source.value === 'react/jsx-runtime') specifiers.forEach(({ local }) => runtime.add(local.name));
      },
    });
    simple(program, {
      CallExpression({ callee, arguments: [tag, props] }) {
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

// `search`: only a page with a search form of its own carries it; elsewhere it comes with the whole site's
// rules when search opens (browser/search-open.ts). `of(name)`: read when a page first names the island.
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
