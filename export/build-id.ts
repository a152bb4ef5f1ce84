// The export's build id (`BuildInfo`), written last so that it covers what every other step wrote.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildInfoPath, type BuildInfo } from '@/lib/web/build-info';
import { exportFile } from './pages';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

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

export function headCommit(root: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

export function writeBuildInfo(outDir: string, asOf: string, commit?: string): BuildInfo {
  const info: BuildInfo = { id: exportId(outDir), asOf, ...(commit ? { commit } : {}) };
  writeFileSync(exportFile(outDir, buildInfoPath), `${JSON.stringify(info)}\n`);
  return info;
}
