// budgets.json: the limits the checks of the built export hold each page to (budgets.test.ts),
// which `npm run budgets -- --write` (bench/budgets.ts) sets from the heaviest page of each template.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A template's limits in KB: first-load JavaScript gzipped, and HTML as written and gzipped. */
export interface TemplateBudget {
  jsGzKb: number;
  htmlKb: number;
  htmlGzKb: number;
}

/** What budgets.json holds; its `$comment` says what each figure means. */
export interface Budgets {
  $comment: string;
  images: { maxRasterKb: number; maxSvgKb: number; maxOversize: number };
  briefPdfKb: number;
  readingScriptGzKb: number;
  searchScriptGzKb: number;
  templates: Record<string, TemplateBudget>;
}

/** budgets.json of the project in the current folder. */
export const budgetsFile = join(process.cwd(), 'budgets.json');

export const readBudgets = (): Budgets => JSON.parse(readFileSync(budgetsFile, 'utf8'));
