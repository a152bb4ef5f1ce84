// The README is the front door: its scripts table lists each script of package.json once (the
// hooks npm runs around them, pre* and post*, are told in the rows of the scripts they go with),
// and it stays short enough to read, with design notes and figures in docs/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';

const readme = readFileSync('README.md', 'utf8');
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));

it('lists every script of package.json once, and no other', () => {
  const rows = [...readme.matchAll(/^\| `npm (?:run )?([\w:-]+)`/gm)].map(([, name]) => name);
  const listed = Object.keys(scripts).filter(
    (name) => !/^(pre|post)/.test(name) || !(name.replace(/^(pre|post)/, '') in scripts),
  );
  assert.deepEqual([...rows].sort(), [...listed].sort());
  assert.equal(new Set(rows).size, rows.length, 'a script is listed twice');
});

it('is at most 200 lines', () => {
  assert.ok(readme.split('\n').length <= 200, `README.md has ${readme.split('\n').length} lines`);
});
