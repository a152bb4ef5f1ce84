// A comment names only what exists: each lower-case word with a capital inside is declared or used in the
// project's code, or is one of the outside names below, so a rename that leaves a comment naming the old
// symbol fails here. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import ts from 'typescript';

/** Names from outside the project that comments quote: products, APIs' operations, compiler options. */
const outside = new Set([
  'iPhone',
  'iPad',
  'iOS',
  'macOS',
  // Sveltia CMS's own validator, which the editor's rules follow.
  'validateAnyField',
  // Playwright's device option.
  'isMobile',
  // Netlify's API operations, as its documentation names them.
  'getSite',
  'listSites',
  'createSite',
  'restoreSiteDeploy',
  'getAccountChoices',
  'idOrName',
  // TypeScript's options, as tsconfig.json spells them.
  'erasableSyntaxOnly',
  'noEmit',
  'noLib',
  'allowArbitraryExtensions',
  // npm's list of the packages whose install scripts may run, in package.json.
  'allowScripts',
]);

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file));

/** A file's comments, and every name its code declares or uses (identifiers, keys, strings). */
function read(file: string) {
  const text = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names = new Set<string>();
  const comments = new Map<number, string>();
  const commentsAt = (pos: number) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ])
      comments.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    commentsAt(node.pos);
    commentsAt(node.end);
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.add(node.text);
    if (ts.isStringLiteralLike(node))
      for (const word of node.text.match(/[A-Za-z_$][\w$]*/g) ?? []) names.add(word);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { names, comments: [...comments.values()] };
}

it('every symbol a comment names exists', () => {
  const perFile = files.map((file) => ({ file, ...read(file) }));
  const names = new Set(perFile.flatMap(({ names }) => [...names]));
  const missing = perFile.flatMap(({ file, comments }) =>
    comments.flatMap((comment) =>
      [...comment.matchAll(/(?<![\w./-])[a-z]+(?:[A-Z][a-z0-9]*)+(?![\w.-]*\/)/g)]
        .map(([name]) => name)
        .filter((name) => !names.has(name) && !outside.has(name))
        .map((name) => `${file}: ${name}`),
    ),
  );
  assert.ok(files.length > 300, `only ${files.length} files read`);
  assert.deepEqual([...new Set(missing)], []);
});
