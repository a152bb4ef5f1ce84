// The files of the export: which pages it holds and where a site path is on disk.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { adminFolder } from '@/admin/headers';

export function exportFile(outDir: string, path: string, ...rest: string[]) {
  return join(outDir, ...path.split('/').filter(Boolean), ...rest);
}

/** `skip`: top folders that hold no page of the reading site. */
export function exportedPages(outDir: string, skip: readonly string[] = ['_next', adminFolder]) {
  const pages: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === outDir && skip.includes(entry.name))) walk(path);
      } else if (entry.name.endsWith('.html')) {
        const rel = relative(outDir, path).split(sep).join('/');
        pages.push({ route: `/${rel.replace(/(^|\/)index\.html$/, '$1')}`, file: path });
      }
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
