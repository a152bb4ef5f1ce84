// The site's source for one publish (scripts/publish/site-source.ts), on a repository the test makes:
// her content of one commit on the code of another, in a folder of its own, sharing the installed
// packages while their lock is the same; and the build info naming both commits.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readBuildInfo } from '@/lib/web/build-info';
import { prepareSite, stampBuildInfo } from '@/scripts/publish/site-source';

let repo = '';
const commits: Record<string, string> = {};
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
function commit(name: string, files: Record<string, string | null>) {
  for (const [path, text] of Object.entries(files)) {
    if (text === null) rmSync(join(repo, path));
    else {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
  }
  git('add', '-A');
  git('commit', '-q', '-m', name);
  commits[name] = git('rev-parse', 'HEAD');
}

before(() => {
  repo = mkdtempSync(join(tmpdir(), 'site-source-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'author@example.org');
  git('config', 'user.name', 'Author');
  mkdirSync(join(repo, 'node_modules'));
  writeFileSync(join(repo, 'node_modules', 'marker'), 'an installed package\n');
  commit('live', {
    '.gitignore': 'node_modules\n',
    'package-lock.json': '{}\n',
    'components/header.tsx': 'export const version = 1;\n',
    'content/essays/first.md': 'first\n',
    'content/essays/gone.md': 'gone\n',
  });
  commit('code', { 'components/header.tsx': 'export const version = 2;\n' });
  commit('her save', {
    'content/essays/first.md': 'first, revised\n',
    'content/essays/gone.md': null,
    'public/images/uploads/photo.jpg': 'jpeg\n',
  });
});
after(() => rmSync(repo, { recursive: true, force: true }));

describe('the site laid out for a publish', () => {
  it('holds her newest content and uploads on the code that may go up, with no file she deleted', () => {
    const { install } = prepareSite(repo, 'site', { content: commits['her save'], code: commits.live });
    const site = join(repo, 'site');
    assert.equal(readFileSync(join(site, 'components/header.tsx'), 'utf8'), 'export const version = 1;\n');
    assert.equal(readFileSync(join(site, 'content/essays/first.md'), 'utf8'), 'first, revised\n');
    assert.equal(existsSync(join(site, 'content/essays/gone.md')), false);
    assert.equal(readFileSync(join(site, 'public/images/uploads/photo.jpg'), 'utf8'), 'jpeg\n');
    assert.equal(install, false);
    assert.ok(
      lstatSync(join(site, 'node_modules')).isDirectory(),
      'the build finds its packages in its own folder',
    );
    assert.ok(
      lstatSync(join(repo, 'node_modules')).isSymbolicLink(),
      'and the run’s scripts still find theirs',
    );
    assert.ok(existsSync(join(repo, 'node_modules', 'marker')));
    assert.equal(
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: site, encoding: 'utf8' }).trim(),
      commits.live,
    );
  });

  it('laid out again for the next publish, replaces the folder', () => {
    prepareSite(repo, 'site', { content: commits['her save'], code: commits['her save'] });
    assert.equal(
      readFileSync(join(repo, 'site/components/header.tsx'), 'utf8'),
      'export const version = 2;\n',
    );
  });

  it('asks for its own install when the code’s lock differs from the run’s', () => {
    commit('a new package', { 'package-lock.json': '{"packages":{}}\n' });
    git('checkout', '-q', commits['her save']);
    const { install } = prepareSite(repo, 'site', {
      content: commits['a new package'],
      code: commits['a new package'],
    });
    git('checkout', '-q', 'main');
    assert.equal(install, true);
  });

  it('names both commits in the build info, keeping the build’s id', () => {
    const out = join(repo, 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'build.json'),
      `${JSON.stringify({ id: 'f'.repeat(32), asOf: '2026-11-30', commit: commits.live })}\n`,
    );
    stampBuildInfo(out, { content: commits['her save'], code: commits.live });
    assert.deepEqual(readBuildInfo(JSON.parse(readFileSync(join(out, 'build.json'), 'utf8'))), {
      id: 'f'.repeat(32),
      asOf: '2026-11-30',
      commit: commits['her save'],
      code: commits.live,
    });
    stampBuildInfo(out, { content: commits['her save'], code: commits['her save'] });
    assert.deepEqual(JSON.parse(readFileSync(join(out, 'build.json'), 'utf8')), {
      id: 'f'.repeat(32),
      asOf: '2026-11-30',
      commit: commits['her save'],
    });
  });
});
