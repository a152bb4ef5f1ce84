// The files of the export: which pages it holds and where a site path is on disk.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { adminFolder } from '@/admin/headers';

/** The file in the export that a site path (`/_next/static/…`, `/essays/`) names. */
export function exportFile(outDir: string, path: string, ...rest: string[]) {
  return join(outDir, ...path.split('/').filter(Boolean), ...rest);
}

/**
 * Every HTML page of the export with the route it answers (`/`, `/essays/`, `/404.html`), sorted;
 * `skip` names top folders that hold no page of the reading site: the framework's files, the editor.
 */
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
