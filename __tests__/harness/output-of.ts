// A process run apart from this one, its output kept rather than shown: for a run whose output is read,
// or printed whole once it ends.
import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs `command` with `args`; its exit status (null if a signal ended it) and its stdout and stderr as one text. */
export function outputOf(command: string, args: readonly string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { ...options, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  );
}
