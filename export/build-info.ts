// The export's build id (`BuildInfo`): a SHA-256 of every file's path and bytes, the build info
// file itself left out, written last so that it covers what every other step wrote.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildInfoPath, type BuildInfo } from '@/lib/web/build-info';
import { exportFile } from './pages';

/** Every file under `dir`, as sorted paths relative to it with `/` between folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The id of the export in `outDir`, as it stands. */
export function exportId(outDir: string): string {
  const hash = createHash('sha256');
  const own = buildInfoPath.slice(1);
  for (const path of filesUnder(outDir)) {
    if (path === own) continue;
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(outDir, path)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** The commit checked out in `root`, or undefined outside a git checkout. */
export function headCommit(root: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

/** Writes the build info file of the export in `outDir`, and returns what it says. */
export function writeBuildInfo(outDir: string, asOf: string, commit?: string): BuildInfo {
  const info: BuildInfo = { id: exportId(outDir), asOf, ...(commit ? { commit } : {}) };
  writeFileSync(exportFile(outDir, buildInfoPath), `${JSON.stringify(info)}\n`);
  return info;
}
