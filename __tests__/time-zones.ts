#!/usr/bin/env tsx
// Runs the date, scheduling and publishing-date tests once per time zone, on both sides of UTC and at
// its extremes (UTC+14, UTC-11), so that a calendar date read in local time fails somewhere.
import { createRequire } from 'node:module';
import { outputOf } from './harness/output-of';

const zones = ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const suites = [
  '__tests__/unit/dates.test.ts',
  '__tests__/unit/local-today.test.ts',
  '__tests__/unit/backup-scheduling.test.ts',
  '__tests__/unit/backup-notes-summary.test.ts',
  '__tests__/unit/letter-issues.test.ts',
  '__tests__/unit/publish-status.test.ts',
  '__tests__/components/scheduling-simulator.test.tsx',
];

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');

/** Runs Node with `args` in a zone, its output kept to print whole. */
const inZone = (zone: string, args: string[]) =>
  outputOf(process.execPath, args, { env: { ...process.env, TZ: zone } });

/** One zone's runs: its output, and whether they passed. Two zones run at once, one per core. */
async function runZone(zone: string) {
  const tests = await inZone(zone, [jest, '--runTestsByPath', ...suites, ...process.argv.slice(2)]);
  // The Markdown loader's "today in Toronto", which decides what a build publishes.
  const content = await inZone(zone, [
    '--import',
    'tsx',
    '--test',
    '__tests__/content/content-files.test.ts',
  ]);
  console.log(`\n== TZ=${zone}\n${tests.output}${content.status === 0 ? '' : content.output}`);
  return tests.status === 0 && content.status === 0;
}

async function main() {
  const failed: string[] = [];
  const waiting = [...zones];
  await Promise.all(
    [0, 1].map(async () => {
      for (let zone = waiting.shift(); zone; zone = waiting.shift())
        if (!(await runZone(zone))) failed.push(zone);
    }),
  );
  if (failed.length > 0) {
    console.error(`\nDate tests failed in: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(`\nDate tests passed in ${zones.join(', ')}.`);
}

main();
