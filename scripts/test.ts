#!/usr/bin/env tsx
// `npm test`: every check CI runs; `npm run check`, with --check, those before the test build. Checks that
// read the same files run side by side, so both cores stay busy; the builds and browser tests then run alone.
import { spawn } from 'node:child_process';

interface Step {
  /** The package script it runs. */
  script: string;
  /** The steps that must have passed first. */
  after: string[];
}

/** Longest first among those ready together: the Node tests set the pace of their group. */
const allSteps: Step[] = [
  { script: 'lint', after: [] },
  { script: 'content', after: [] },
  { script: 'browser', after: ['content'] },
  { script: 'test:node', after: ['browser'] },
  { script: 'test:jest', after: ['browser'] },
  { script: 'test:types', after: ['browser'] },
  { script: 'test:tz', after: ['browser'] },
  // The test build writes .content/ anew, with the test posts: only once nothing reads the seed's.
  { script: 'build:test', after: ['lint', 'test:node', 'test:jest', 'test:types', 'test:tz'] },
  { script: 'test:budget', after: ['build:test'] },
  { script: 'test:e2e', after: ['test:budget'] },
];
const quick = process.argv.includes('--check');
const command = quick ? 'npm run check' : 'npm test';
const steps = quick
  ? allSteps.slice(
      0,
      allSteps.findIndex((step) => step.script === 'build:test'),
    )
  : allSteps;
/** Steps at once: one more than the cores, since most of the first steps use one core each. */
const atOnce = 3;

const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const passed = new Set<string>();
const running = new Map<string, Promise<void>>();
const failed: string[] = [];

/** Runs a script; beside others its output is kept and printed whole when it ends. */
function run(step: Step, alone: boolean): Promise<void> {
  const begun = Date.now();
  const child = spawn('npm', ['run', '--silent', step.script], { stdio: alone ? 'inherit' : 'pipe' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  if (alone) console.log(`\n── ${step.script}`);
  return new Promise((done) =>
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── ${step.script}\n${Buffer.concat(output).toString()}`);
      console.log(
        `── ${step.script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(begun)}`,
      );
      if (code === 0) passed.add(step.script);
      else failed.push(step.script);
      done();
    }),
  );
}

const ready = (step: Step) =>
  !passed.has(step.script) && !running.has(step.script) && step.after.every((name) => passed.has(name));

async function main() {
  for (;;) {
    // What can start now, up to the limit; a step that starts with no other running shows its output live.
    const batch = failed.length ? [] : steps.filter(ready).slice(0, atOnce - running.size);
    const alone = running.size === 0 && batch.length === 1;
    for (const step of batch)
      running.set(
        step.script,
        run(step, alone).then(() => {
          running.delete(step.script);
        }),
      );
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  const left = steps.filter((step) => !passed.has(step.script) && !failed.includes(step.script));
  if (failed.length > 0 || left.length > 0) {
    console.error(
      `\n${command} failed in ${seconds(started)}: ${failed.join(', ')} failed${left.length ? `; not run: ${left.map((step) => step.script).join(', ')}` : ''}`,
    );
    process.exit(1);
  }
  console.log(`\n${command} passed in ${seconds(started)}: ${steps.map((step) => step.script).join(', ')}`);
}

main();
