#!/usr/bin/env tsx
// The site's source for one publish in its own folder (PUBLISH_SITE), beside the run's own scripts, which
// stay main's: the code of CODE with the editor's folders of CONTENT; after the build, its build info
// names both. Usage: tsx scripts/publish/site-source.ts prepare | stamp
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { editorFolders } from '@/lib/editor/editor-folders';
import { buildInfoPath, readBuildInfo } from '@/lib/web/build-info';
import type { Source } from '@/scripts/publish/source';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

// `root`'s installed packages move in when the lock is the same, `root` keeping a link: the build's bundler
// compiles nothing outside the folder of its own lock. Says whether it needs an install of its own.
export function prepareSite(root: string, dir: string, source: Source): { install: boolean } {
  const site = resolve(root, dir);
  if (existsSync(site)) {
    // Laid out before: its packages are the run's.
    const installed = join(root, 'node_modules');
    if (lstatSync(installed).isSymbolicLink()) {
      rmSync(installed);
      renameSync(join(site, 'node_modules'), installed);
    }
    git(root, 'worktree', 'remove', '--force', site);
  }
  git(root, 'worktree', 'add', '--detach', site, source.code);
  if (source.content !== source.code)
    for (const folder of editorFolders) {
      rmSync(join(site, folder), { recursive: true, force: true });
      if (git(root, 'ls-tree', source.content, '--', folder))
        git(site, 'checkout', source.content, '--', folder);
    }
  const sameLock = git(root, 'diff', '--name-only', 'HEAD', source.code, '--', 'package-lock.json') === '';
  const installed = join(root, 'node_modules');
  if (sameLock && !lstatSync(installed).isSymbolicLink()) {
    renameSync(installed, join(site, 'node_modules'));
    symlinkSync(relative(root, join(site, 'node_modules')), installed, 'dir');
  }
  return { install: !sameLock };
}

/** The build's id stays. */
export function stampBuildInfo(outDir: string, source: Source) {
  const file = join(outDir, buildInfoPath);
  const info = readBuildInfo(JSON.parse(readFileSync(file, 'utf8')));
  if (!info) throw new Error(`${file} is not build info`);
  const { id, asOf } = info;
  const stamped = {
    id,
    asOf,
    commit: source.content,
    ...(source.code !== source.content ? { code: source.code } : {}),
  };
  writeFileSync(file, `${JSON.stringify(stamped)}\n`);
  return stamped;
}

function main() {
  const [command] = process.argv.slice(2);
  const { PUBLISH_SITE: dir = 'site', CONTENT: content = '', CODE: code = '' } = process.env;
  if (
    !/^[0-9a-f]{40}$/.test(content) ||
    !/^[0-9a-f]{40}$/.test(code) ||
    !['prepare', 'stamp'].includes(command)
  ) {
    console.error(
      'site-source: usage: CONTENT=<commit> CODE=<commit> tsx scripts/publish/site-source.ts prepare | stamp',
    );
    return 2;
  }
  const root = process.cwd();
  if (command === 'stamp') {
    const stamped = stampBuildInfo(join(root, dir, 'out'), { content, code });
    console.log(
      `site-source: build ${stamped.id} is her save ${content.slice(0, 7)}${stamped.code ? `, on the code of ${code.slice(0, 7)}` : ''}`,
    );
    return 0;
  }
  const { install } = prepareSite(root, dir, { content, code });
  console.log(
    `site-source: ${dir}/ holds ${content === code ? content.slice(0, 7) : `her save ${content.slice(0, 7)} on the code of ${code.slice(0, 7)}`}`,
  );
  if (install)
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: join(root, dir), stdio: 'inherit' });
  return 0;
}

if (process.argv[1]?.endsWith('site-source.ts')) process.exit(main());
