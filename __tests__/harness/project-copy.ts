// A copy of the project to build beside it (the scale benchmark, another investor's site): all but what
// installs and builds make, inside the project's folder because Turbopack compiles nothing outside its root.
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** What a copy leaves out: installs, builds and their caches, copies and the repository itself. */
const leftOut = new Set([
  'node_modules',
  '.next',
  'out',
  'bench-results',
  '.copies',
  '.git',
  'package-lock.json',
  'deploy',
  '.content',
  '.image-cache',
  '.fixtures',
]);

/** Replaces `dest` with a fresh copy of the project at `root`. */
export function copyProject(root: string, dest: string) {
  rmSync(dest, { recursive: true, force: true });
  for (const entry of readdirSync(root).filter((name) => !leftOut.has(name)))
    cpSync(join(root, entry), join(dest, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dest, 'node_modules'), 'dir');
  // One cache of encoded images for both: a photo the project has encoded is not encoded again.
  mkdirSync(join(root, '.image-cache'), { recursive: true });
  symlinkSync(join(root, '.image-cache'), join(dest, '.image-cache'), 'dir');
}
