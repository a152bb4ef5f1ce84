#!/usr/bin/env tsx
// Prints each page template's heaviest route against its budget in budgets.json; --write sets each budget
// to the heaviest plus a small margin, so growth is a reviewed change. Per template: a new essay needs none.
// Usage: npm run budgets [-- --write]. Needs out/ (npm run build).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { budgetsFile, readBudgets, type TemplateBudget } from '../__tests__/build/budgets';
import { firstLoadReport, scriptBeforeInput, templateOf } from '../export/figures';

/** The heaviest route of a template, and how many of its routes wait for the visitor. */
interface Heaviest {
  routes: number;
  js: number;
  html: number;
  htmlGz: number;
  beforeInput: number;
  waits: number;
}

const { values: args } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const budgets = readBudgets();
const templates = Object.keys(budgets.templates);
const kb = (bytes: number) => bytes / 1024;
const up = (value: number, step: number) => Math.ceil(value / step) * step;

const outDir = join(process.cwd(), 'out');
const heaviest: Record<string, Heaviest> = {};
for (const { route, gzipBytes, template: html } of firstLoadReport(outDir).perRoute) {
  const template = templateOf(route, templates) ?? route;
  const weight = heaviest[template] ?? { routes: 0, js: 0, html: 0, htmlGz: 0, beforeInput: 0, waits: 0 };
  const before = scriptBeforeInput(outDir, route);
  heaviest[template] = {
    routes: weight.routes + 1,
    js: Math.max(weight.js, gzipBytes),
    html: Math.max(weight.html, html.rawBytes),
    htmlGz: Math.max(weight.htmlGz, html.gzipBytes),
    beforeInput: Math.max(weight.beforeInput, before.gzipBytes),
    waits: weight.waits + (before.waits ? 1 : 0),
  };
}

if (args.write) {
  // The margin: JavaScript +1 KB, HTML +5%, rounded up.
  budgets.templates = Object.fromEntries(
    Object.entries(heaviest).map(([template, weight]) => [
      template,
      {
        jsGzKb: up(kb(weight.js) + 1, 0.5),
        htmlKb: up(kb(weight.html) * 1.05, 1),
        htmlGzKb: up(kb(weight.htmlGz) * 1.05, 0.5),
      },
    ]),
  );
  writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(
    `budgets.json: ${Object.keys(heaviest).length} templates set to their heaviest route plus the margin`,
  );
}

const pair = (value: number, limit?: number) => `${kb(value).toFixed(1)} / ${limit ?? '?'} KB`;
console.table(
  Object.fromEntries(
    Object.entries(heaviest).map(([template, weight]) => {
      const budget: Partial<TemplateBudget> = budgets.templates[template] ?? {};
      return [
        template,
        {
          routes: weight.routes,
          'JS gzip': pair(weight.js, budget.jsGzKb),
          'HTML raw': pair(weight.html, budget.htmlKb),
          'HTML gzip': pair(weight.htmlGz, budget.htmlGzKb),
          // What the heaviest page runs before any input; pages that wait for the visitor are held
          // to readingScriptGzKb, the others load the framework after their first paint.
          'script before input': `${kb(weight.beforeInput).toFixed(1)} KB${weight.waits ? ` (${weight.waits} wait)` : ''}`,
        },
      ];
    }),
  ),
);
