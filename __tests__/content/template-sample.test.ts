// A publishing build (SITE_STRICT=1) of the template as it comes: the sample goes up with its
// placeholder addresses, until the profile names its author; then each one left stops the build.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse, stringify } from 'yaml';
import { copyProject } from '@/__tests__/harness/project-copy';

const copy = join(process.cwd(), '.copies', 'template-sample');
const site = (name: string) => join(copy, 'content', 'site', `${name}.yml`);
const edit = (name: string, change: (data: Record<string, unknown>) => void) => {
  const data = parse(readFileSync(site(name), 'utf8'));
  change(data);
  writeFileSync(site(name), stringify(data));
};
const strictContent = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], {
    cwd: copy,
    env: { ...process.env, SITE_STRICT: '1', CONTENT_FIXTURES: '' },
    encoding: 'utf8',
  });

describe('a publishing build of the template', () => {
  before(() => copyProject(process.cwd(), copy));
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('puts the untouched sample up, and says its placeholder addresses wait for her name', () => {
    const run = strictContent();
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /the profile still names the template's sample writer \(Maya Reyes\)/);
  });

  it('stops at a seed logo left once the profile names her, naming the field', () => {
    edit('profile', (profile) => (profile.name = 'Ana Okafor'));
    edit('home', (home) =>
      (home.logos as { url: string }[]).forEach((logo, index) => {
        if (index > 0) logo.url = `https://press${index}.org/`;
      }),
    );
    const run = strictContent();
    assert.equal(run.status, 1, run.stdout);
    const lines = run.stderr
      .split('\n')
      .filter((line) => line.includes('.example'))
      .map((line) => line.trim());
    assert.deepEqual(lines, [
      'Home › In the Media and the Portfolio › logo 1 › Link: "https://clinicalledger.example/episodes/maya-reyes-data-gap" is a placeholder address (.example, which no site has): write your own, or remove it (content/site/home.yml, logos[0].url)',
    ]);
  });
});
