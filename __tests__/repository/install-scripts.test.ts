// A fresh install is quiet and keeps working on the next npm: every dependency with an install
// script has a decision in package.json's `allowScripts` (docs/architecture.md, "The build, step by
// step"), and no decision names a package that is no longer installed with such a script.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { it } from 'node:test';

const npm = (...args: string[]) =>
  execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

it('leaves no install script of a dependency unreviewed', () => {
  const listed = npm('install-scripts', 'ls');
  assert.match(listed, /No packages with unreviewed install scripts/, listed);
});

it('decides only for packages installed with an install script', () => {
  const pruned = npm('install-scripts', 'prune', '--dry-run');
  assert.match(pruned, /No unused allowScripts entries/, pruned);
});
