import { join } from 'node:path';
import { appTemplates, templateOf } from '@/export/figures';
import { exportedPages } from '@/export/pages';

const root = process.cwd();

/**
 * One page of each template of the export under test (`/`, `/essays/[slug]/`, ...), the first in name
 * order, and the not-found page, as the addresses that serve them: a new template is checked the day
 * it appears, a new essay costs nothing. The editor at /admin/ is not part of the reading site: its
 * own app, policy and checks.
 */
export function oneOfEachTemplate(): string[] {
  const templates = appTemplates(join(root, 'app'));
  const first = new Map<string, string>();
  for (const { route } of exportedPages(join(root, 'out'))) {
    const template = templateOf(route, templates);
    if (template && !first.has(template)) first.set(template, route);
  }
  if (first.size === 0)
    throw new Error(`no HTML pages in ${join(root, 'out')}: run \`npm run build:test\` first`);
  return [...first.values(), '/404.html'];
}
