#!/usr/bin/env tsx
// Checks the essays and letter issues under content/ and writes what the site reads from them to
// .content/ (lib/content-files.ts). Runs before every build, test run and dev server; a problem stops
// it with one line per problem, naming the file and the field.
// Usage: tsx scripts/content.ts [--dev] [--today YYYY-MM-DD] [--watch -- <command>]
//   --dev    keeps drafts and scheduled posts, labelled, as `npm run dev` shows them
//   --today  reads "today" as this date instead of today's date in Toronto
//   --watch  runs <command> (the dev server) and writes .content/ again whenever content/ changes
import { spawn } from 'node:child_process';
import { mkdirSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { IsoDate } from '@/content/types';
import { isIsoDate } from '@/lib/dates';
import { loadContent, problemReport, torontoToday } from '@/lib/content-files';

const { values: args, positionals } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    today: { type: 'string' },
    watch: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const root = process.cwd();
const outDir = join(root, '.content');

if (args.today !== undefined && !isIsoDate(args.today)) {
  console.error(`--today "${args.today}" is not a date written YYYY-MM-DD`);
  process.exit(2);
}

/** Writes .content/ and returns true, or prints the problems and returns false. */
function generate(): boolean {
  const today = (args.today as IsoDate | undefined) ?? torontoToday();
  const { essays, letterIssues, problems } = loadContent({ root, today, includeUnpublished: args.dev });
  if (problems.length > 0) {
    for (const line of problemReport(problems)) console.error(line);
    return false;
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'essays.json'), `${JSON.stringify(essays, null, 1)}\n`);
  writeFileSync(join(outDir, 'letter-issues.json'), `${JSON.stringify(letterIssues, null, 1)}\n`);
  const held = [...essays, ...letterIssues].filter((post) => post.status).length;
  console.log(
    `content: ${essays.length} essays and ${letterIssues.length} letter issues as of ${today}` +
      (args.dev ? `, ${held} of them draft or scheduled (shown by the dev server only)` : ''),
  );
  return true;
}

if (!generate()) process.exit(1);

if (args.watch && positionals.length > 0) {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(join(root, 'content'), { recursive: true }, (_event, name) => {
    if (!name?.endsWith('.md')) return;
    clearTimeout(timer);
    timer = setTimeout(generate, 100);
  });
  const [command, ...rest] = positionals;
  const child = spawn(command, rest, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => {
    watcher.close();
    process.exit(code ?? 0);
  });
}
