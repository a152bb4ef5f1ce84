// Each host's tool the publish workflow pins (`npx --yes <tool>@<version>`) exists at that version, as a
// development dependency at that very version or as npm's registry lists it (`npm view`), so that a pin
// to a version never published cannot reach her as a red run after the build.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const root = process.cwd();
const workflow = readFileSync(join(root, '.github', 'workflows', 'publish.yml'), 'utf8');
const pins = [
  ...new Set(
    [...workflow.matchAll(/npx --yes ((?:@[\w-]+\/)?[\w-]+)@(\S+)/g)].map(
      ([, name, version]) => `${name}@${version}`,
    ),
  ),
];
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

/** The version npm's registry has of `name` at exactly `version` ('' for none), or why it could not be read. */
function registryVersion(name: string, version: string): string {
  const run = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--json'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  let answer: unknown = '';
  try {
    answer = run.stdout.trim() ? JSON.parse(run.stdout) : '';
  } catch {
    // not JSON: said below
  }
  // npm answers a version it does not have with E404 (and exit code 1); anything else is no answer.
  if ((answer as { error?: { code?: string } }).error?.code === 'E404') return '';
  assert.equal(
    run.status,
    0,
    `npm could not read the registry for ${name}@${version}: ${run.stderr.trim().split('\n').at(-1)}`,
  );
  return String(answer);
}

describe('the host tools the publish workflow pins', () => {
  it('are the three hosts’ tools, each at an exact version', () => {
    assert.deepEqual(pins.map((pin) => pin.replace(/@[^@]+$/, '')).sort(), [
      'netlify-cli',
      'vercel',
      'wrangler',
    ]);
    for (const pin of pins) assert.match(pin, /@\d+\.\d+\.\d+$/, pin);
  });

  for (const pin of pins) {
    const [name, version] = [pin.slice(0, pin.lastIndexOf('@')), pin.slice(pin.lastIndexOf('@') + 1)];
    it(`${pin} exists`, () => {
      if (name in manifest.devDependencies) {
        assert.equal(
          manifest.devDependencies[name],
          version,
          `package.json has ${name} ${manifest.devDependencies[name]}`,
        );
        assert.equal(lock.packages[`node_modules/${name}`]?.version, version, 'package-lock.json');
      } else assert.equal(registryVersion(name, version), version);
    });
  }

  it('a version the registry never had is told apart', () => {
    assert.equal(registryVersion('netlify-cli', '0.0.1-never-published'), '');
  });
});
