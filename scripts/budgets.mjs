#!/usr/bin/env node
// Prints each exported route's first-load JavaScript and HTML weight beside its budget in
// budgets.json. With --write, sets every route's budget to what it weighs now plus the margin below,
// and the default (for pages added later) to the heaviest route's: run it after a change that grows
// pages on purpose, and commit budgets.json with that change, so the growth is a reviewed decision.
// Usage: npm run budgets [-- --write]. Needs out/ (npm run build).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadReport } from './export-stats.mjs';

const { values: args } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const file = join(process.cwd(), 'budgets.json');
const budgets = JSON.parse(readFileSync(file, 'utf8'));
const kb = (bytes) => bytes / 1024;

/** The budget a route weighing `weight` gets: JavaScript +1 KB, HTML +5%, rounded up. */
function withMargin({ jsGzipBytes, htmlRawBytes, htmlGzipBytes }) {
  const up = (value, step) => Math.ceil(value / step) * step;
  return {
    jsGzKb: up(kb(jsGzipBytes) + 1, 0.5),
    htmlKb: up(kb(htmlRawBytes) * 1.05, 1),
    htmlGzKb: up(kb(htmlGzipBytes) * 1.05, 0.5),
  };
}

const weights = firstLoadReport(join(process.cwd(), 'out')).perRoute.map((entry) => ({
  route: entry.route,
  jsGzipBytes: entry.gzipBytes,
  htmlRawBytes: entry.html.rawBytes,
  htmlGzipBytes: entry.html.gzipBytes,
}));

if (args.write) {
  const routes = Object.fromEntries(weights.map(({ route, ...weight }) => [route, withMargin(weight)]));
  const all = Object.values(routes);
  const largest = (key) => Math.max(...all.map((budget) => budget[key]));
  budgets.pageDefault = {
    jsGzKb: largest('jsGzKb'),
    htmlKb: largest('htmlKb'),
    htmlGzKb: largest('htmlGzKb'),
  };
  budgets.pages = routes;
  writeFileSync(file, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`budgets.json: ${all.length} routes set to their weight plus the margin`);
}

const current = JSON.parse(readFileSync(file, 'utf8'));
console.table(
  Object.fromEntries(
    weights.map(({ route, jsGzipBytes, htmlRawBytes, htmlGzipBytes }) => {
      const budget = current.pages?.[route] ?? current.pageDefault;
      const pair = (value, limit) => `${value.toFixed(1)} / ${limit} KB`;
      return [
        route,
        {
          'JS gzip': pair(kb(jsGzipBytes), budget.jsGzKb),
          'HTML raw': pair(kb(htmlRawBytes), budget.htmlKb),
          'HTML gzip': pair(kb(htmlGzipBytes), budget.htmlGzKb),
        },
      ];
    }),
  ),
);
