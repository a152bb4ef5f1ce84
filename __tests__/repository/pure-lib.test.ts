// lib/ is the pure layer (docs/architecture.md): no Node built-in but `node:crypto`, no `process`,
// `__dirname`, `__filename` or `import.meta`, save the `process.env` settings lib/site/site-config.ts
// reads, which Next writes into the bundle as constants. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const allowedBuiltins = new Set(['crypto']);
const builtins = new Set(builtinModules.map((name) => name.replace(/^node:/, '')));
/** The one file that may read settings from the environment, and the only way it may. */
const settingsFile = 'lib/site/site-config.ts';
const publicSetting = /^process\.env\.(NEXT_PUBLIC_[A-Z0-9_]+|SITE_STRICT)$/;

/** What in one file's source breaks the rule, one line each. */
function impurities(file: string, source: string): string[] {
  const found: string[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const where = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const checkModule = (node: ts.Node, specifier: ts.Expression | undefined) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const name = specifier.text.replace(/^node:/, '').split('/')[0];
    if ((builtins.has(name) || specifier.text.startsWith('node:')) && !allowedBuiltins.has(name))
      found.push(`${where(node)} imports ${specifier.text}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) checkModule(node, node.moduleSpecifier);
    if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      checkModule(node, node.moduleReference.expression);
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      checkModule(node, node.arguments[0]);
    if (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword)
      found.push(`${where(node)} names import.meta`);
    if (ts.isIdentifier(node) && ['__dirname', '__filename'].includes(node.text))
      found.push(`${where(node)} names ${node.text}`);
    if (ts.isIdentifier(node) && node.text === 'process') {
      const read = node.parent?.parent;
      const setting =
        file === settingsFile &&
        read &&
        ts.isPropertyAccessExpression(read) &&
        read.expression === node.parent &&
        publicSetting.test(read.getText(tree));
      if (!setting) found.push(`${where(node)} names process`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('lib/', () => {
  it('reads neither the disk nor the process', () => {
    const files = readdirSync('lib', { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|mts|js|mjs)$/.test(name))
      .map((name) => join('lib', name).split('\\').join('/'));
    assert.ok(files.length > 20);
    assert.deepEqual(
      files.flatMap((file) => impurities(file, readFileSync(file, 'utf8'))),
      [],
    );
  });
});

describe('the rule', () => {
  const cases: [string, string, string[]][] = [
    ['fs', "import { readFileSync } from 'fs';", ['lib/x.ts:1 imports fs']],
    [
      'node:fs/promises',
      "import { readFile } from 'node:fs/promises';",
      ['lib/x.ts:1 imports node:fs/promises'],
    ],
    ['path', "import { join } from 'node:path';", ['lib/x.ts:1 imports node:path']],
    ['a re-export', "export { join } from 'path';", ['lib/x.ts:1 imports path']],
    ['require', "const fs = require('fs');", ['lib/x.ts:1 imports fs']],
    ['import()', "const fs = await import('node:fs');", ['lib/x.ts:1 imports node:fs']],
    ['process.cwd()', 'const here = process.cwd();', ['lib/x.ts:1 names process']],
    ['an environment variable', 'const key = process.env.KIT_API_KEY;', ['lib/x.ts:1 names process']],
    ['globalThis.process', 'const p = globalThis.process;', ['lib/x.ts:1 names process']],
    ['__dirname', 'const here = __dirname;', ['lib/x.ts:1 names __dirname']],
    ['import.meta', 'const here = import.meta.url;', ['lib/x.ts:1 names import.meta']],
    ['node:crypto', "import { createHash } from 'node:crypto';", []],
    ['a package', "import { z } from 'zod';", []],
  ];
  for (const [what, source, expected] of cases)
    it(`judges ${what}`, () => assert.deepEqual(impurities('lib/x.ts', source), expected));

  it('lets lib/site/site-config.ts alone read a NEXT_PUBLIC_ setting', () => {
    const source = 'const url = process.env.NEXT_PUBLIC_SITE_URL;';
    assert.deepEqual(impurities(settingsFile, source), []);
    assert.deepEqual(impurities('lib/site/seo.ts', source), ['lib/site/seo.ts:1 names process']);
    assert.deepEqual(impurities(settingsFile, 'const env = process.env;'), [
      'lib/site/site-config.ts:1 names process',
    ]);
  });
});
