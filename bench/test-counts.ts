// What two of the test suites cost for the project at `root`, counted so that bench:scale can show
// they do not grow with content: the browser tests Playwright lists, and the letter issues the
// email test renders (`renderedIssues`).
import { spawnSync } from 'node:child_process';
import { renderedIssues } from '../__tests__/letter/rendered-issues';

/** Listing reads the export (`oneOfEachTemplate`), so `root` needs its out/. */
export function browserTestCount(root: string): number {
  const list = spawnSync('npx', ['playwright', 'test', '--list'], { cwd: root, encoding: 'utf8' });
  const total = /^Total: (\d+) tests? in \d+ files?$/m.exec(list.stdout)?.[1];
  if (list.status !== 0 || !total) {
    const why = `${list.stdout}\n${list.stderr}`.split('\n').find((line) => /Error/.test(line));
    throw new Error(`playwright test --list failed in ${root}: ${why?.trim() ?? `status ${list.status}`}`);
  }
  return Number(total);
}

export function emailRenderCount(root: string): number {
  return renderedIssues(root).reduce((sum, { issues }) => sum + issues.length, 0);
}
