// Each top-level folder holds what its name says (README.md, "The repository"): scripts/ only commands, which
// no product or benchmark code imports; components/ and lib/ only folders by subject.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { it } from 'node:test';

const commandLines = [
  ...Object.values(JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>),
  ...readdirSync('.github/workflows').map((name) => readFileSync(`.github/workflows/${name}`, 'utf8')),
  readFileSync('.ci/run', 'utf8'),
].join('\n');

it('every file at the top of scripts/ is a command some command line runs', () => {
  const helpers = readdirSync('scripts', { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(({ name }) => `scripts/${name}`)
    .filter((file) => !commandLines.includes(file));
  assert.deepEqual(helpers, [], 'helpers belong in their command’s folder, or beside what they serve');
});

it('components/ and lib/ hold folders by subject, no loose file', () => {
  const loose = ['components', 'lib'].flatMap((folder) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(({ name }) => `${folder}/${name}`),
  );
  assert.deepEqual(loose, [], 'put each in the folder of what it is about');
});

/** Where an import specifier of `file` points, from the repository's root, or null for a package. */
function target(file: string, specifier: string) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(file), specifier));
  return null;
}

it('no product or benchmark code imports from scripts/', () => {
  const product = [
    'app',
    'components',
    'lib',
    'browser',
    'export',
    'admin',
    'emails',
    'content-loader',
    'bench',
  ];
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...product], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file));
  const found = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"]([^'"]+)['"]/g)]
      .filter(([, specifier]) => target(file, specifier)?.startsWith('scripts/'))
      .map(([, specifier]) => `${file} imports ${specifier}`),
  );
  assert.ok(files.length > 100, `only ${files.length} files read`);
  assert.deepEqual(found, []);
});
