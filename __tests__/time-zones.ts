#!/usr/bin/env tsx
// Runs the date, scheduling and publishing-date tests once per time zone, on both sides of UTC and at
// its extremes (UTC+14, UTC-11), so that a calendar date read in local time fails somewhere.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

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
const failed: string[] = [];
for (const zone of zones) {
  console.log(`\n== TZ=${zone}`);
  const run = spawnSync(process.execPath, [jest, '--runTestsByPath', ...suites, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TZ: zone },
  });
  // The Markdown loader's "today in Toronto", which decides what a build publishes.
  const content = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '__tests__/content/content-files.test.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, TZ: zone },
    },
  );
  if (run.status !== 0 || content.status !== 0) failed.push(zone);
}

if (failed.length > 0) {
  console.error(`\nDate tests failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nDate tests passed in ${zones.join(', ')}.`);
