import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { islandMarkup, islandsOn } from '../../export/islands';
import { applyEdits, readPage } from '../../export/page';

const root = process.cwd();

describe('one read of a page', () => {
  const html =
    '<!DOCTYPE html><html><head><script>head()</script></head><body><p class="p-2 text-sm">Hi</p>' +
    '<input type="date"/><template data-island="nav-link" data-waits=""></template><a href="/">Home</a>' +
    '<main><template data-island="calendly-widget"></template><img src="/a.png" onerror="x()"></main></body></html>';
  const page = readPage(html);

  it('holds the class names, elements and field types of the markup', () => {
    for (const name of ['p-2', 'text-sm']) assert.ok(page.classes.has(name), name);
    assert.ok(page.tags.has('input:date') && page.tags.has('p') && page.tags.has('img'));
  });

  it('holds each script and template with where it stands, whether it is in the content, and handlers', () => {
    const [script] = page.elements;
    assert.equal(html.slice(script.start, script.end), '<script>head()</script>');
    assert.equal(script.text, 'head()');
    assert.deepEqual(
      page.elements.map(({ name, inMain }) => `${name}${inMain ? ' in main' : ''}`),
      ['script', 'template', 'template in main'],
    );
    assert.deepEqual(page.handlers, ['onerror on <img>']);
    assert.equal(html.slice(page.bodyEnd), '</body></html>');
  });

  it('names the islands the page renders, and which wait for the visitor', () => {
    assert.deepEqual(islandsOn(page), [
      { name: 'nav-link', waits: true },
      { name: 'calendly-widget', waits: false },
    ]);
  });

  it('finds the attributes only the build reads: the islands’ markers and Pagefind’s, none else', () => {
    const indexed =
      '<body><article class="a" data-pagefind-body="" data-pagefind-filter="type:Essay">' +
      '<template data-island="nav-link" data-waits=""></template><a data-pagefind-ignore="" title="data-pagefind-x=&quot;y&quot;">' +
      'data-pagefind-body="" in her words</a><form data-island-form="" data-waits-for="x"></form></article></body>';
    const read = readPage(indexed);
    const without = (ranges: { start: number; end: number }[]) =>
      applyEdits(
        indexed,
        ranges.map((range) => ({ ...range, text: '' })),
      );
    assert.equal(
      without(read.searchIndexAttributes),
      indexed.replace(/ data-pagefind-(body|filter|ignore)="[^"]*"/g, ''),
    );
    assert.equal(
      without(read.islandMarkerAttributes),
      indexed.replace('<template data-island="nav-link" data-waits="">', '<template>'),
    );
    assert.equal(page.islandMarkerAttributes.length, 3);
  });

  it('is changed by edits made at once, in any order', () => {
    const [script] = page.elements;
    assert.equal(
      applyEdits(html, [
        { start: page.bodyEnd, end: page.bodyEnd, text: '<script src="/l.js"></script>' },
        { start: script.start, end: script.end, text: '' },
      ]),
      html.replace('<script>head()</script>', '').replace('</body>', '<script src="/l.js"></script></body>'),
    );
    assert.throws(
      () =>
        applyEdits(html, [
          { start: 0, end: 10, text: '' },
          { start: 5, end: 6, text: '' },
        ]),
      /overlapping/,
    );
  });
});

describe('what the site’s islands can show', () => {
  const islands = islandMarkup(root);

  it('reads an island’s classes and elements in every state, from its module and what it imports', () => {
    const form = islands.of('message-form');
    assert.ok(form.tags.has('textarea') && form.tags.has('form'));
    // Its pending state is drawn by the button it imports.
    assert.ok(form.classes.has('disabled:opacity-80'), 'the submit button, pending');
  });

  it('reads what any page can show: the site’s scripts and the error boundaries', () => {
    assert.ok(islands.always.tags.has('button'), 'the error page’s retry');
  });

  it('keeps the search dialog and its results apart, for the pages with a search form of their own', () => {
    // The search results, which the search file makes with createElement, and the dialog's frame.
    for (const tag of ['li', 'a', 'mark', 'time', 'dialog'])
      assert.ok(islands.search.tags.has(tag), `the search results' or dialog's <${tag}>`);
    for (const name of ['bg-coral-100', 'mt-[8vh]', 'backdrop:bg-ink/40'])
      assert.ok(islands.search.classes.has(name), name);
    // Elsewhere they come with the whole site's rules when search opens.
    for (const name of ['bg-coral-100', 'mt-[8vh]', 'backdrop:bg-ink/40', 'max-h-[60vh]'])
      assert.ok(!islands.always.classes.has(name), `${name} is not in every page's rules`);
    assert.ok(!islands.always.tags.has('dialog'), 'no page shows a <dialog> before search opens');
  });

  it('names an island that has no file, or more than one, as a problem of the build', () => {
    assert.deepEqual(islands.of('no-such-island'), { classes: new Set(), tags: new Set() });
    assert.deepEqual(islands.problems, [
      'the island "no-such-island" is 0 files under app/ and components/, not one',
    ]);
  });
});

describe('every island is marked', () => {
  // A client component a server module renders is an island: it must render through
  // components/site/island.tsx, or its pages would not know it is there (export/islands.ts).
  const files = ['app', 'components']
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(root, folder, file),
      ),
    )
    .filter((file) => /\.tsx?$/.test(file));
  const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const source = (file: string) => text.get(file) ?? '';
  const isClient = (file: string) => /^['"]use client['"]/.test(source(file));
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  );

  it('has each client module that a server module imports export islands only', () => {
    const unmarked: string[] = [];
    for (const file of files.filter((each) => !isClient(each))) {
      for (const { fileName } of ts.preProcessFile(source(file), true, true).importedFiles) {
        const target = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
        if (!target || !text.has(target) || !isClient(target)) continue;
        const parsed = ts.createSourceFile(
          target,
          source(target),
          ts.ScriptTarget.Latest,
          true,
          ts.ScriptKind.TSX,
        );
        for (const statement of parsed.statements) {
          const exported =
            ts.canHaveModifiers(statement) &&
            ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
          if (!exported) continue;
          if (ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text))
            unmarked.push(`${relative(root, target)}: ${statement.name.text}`);
          if (ts.isVariableStatement(statement))
            for (const declaration of statement.declarationList.declarations) {
              const name = declaration.name.getText();
              const marked = declaration.initializer && /^island\(/.test(declaration.initializer.getText());
              if (/^[A-Z]/.test(name) && !marked) unmarked.push(`${relative(root, target)}: ${name}`);
            }
        }
      }
    }
    assert.deepEqual(
      [...new Set(unmarked)],
      [],
      'render these through island() (components/site/island.tsx)',
    );
  });
});
