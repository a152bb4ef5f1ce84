import { join } from 'node:path';
import { exportedPages } from '@/export/pages';
import type { Page } from './fixtures';
import { stubThirdParties } from './page-checks';

const outDir = join(process.cwd(), 'out');

/**
 * Every HTML page of the export under test, as the address that serves it (`/`, `/essays/`,
 * `/404.html`), read from out/ itself: a new essay, tag or list page is checked the day it appears.
 * The editor at /admin/ is not part of the reading site: its own app, policy and checks.
 */
export function everyExportedPage(): string[] {
  const pages = exportedPages(outDir).map(({ route }) => route);
  if (pages.length === 0) throw new Error(`no HTML pages in ${outDir}: run \`npm run build:test\` first`);
  return pages;
}

/**
 * Loads every exported page in turn in one page (no new page or context per route, no axe: these
 * checks stay cheap as the site grows) and runs `check` on each once it has loaded, and hydrated
 * where the page loads the framework by itself. Returns each problem found, prefixed by its page.
 */
export async function checkEveryPage(
  page: Page,
  baseURL: string,
  check: (route: string) => Promise<string[]>,
): Promise<string[]> {
  await stubThirdParties(page, baseURL);
  const problems: string[] = [];
  for (const route of everyExportedPage()) {
    const response = await page.goto(route);
    if (response?.status() !== 200) {
      problems.push(`${route}: answered ${response?.status()}`);
      continue;
    }
    problems.push(...(await check(route)).map((problem) => `${route}: ${problem}`));
  }
  return problems;
}
