// One of the project's scripts run as a workflow step runs it, apart from this process (so that
// stand-ins served here answer it), with no environment but `env`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export function runScript(script: string, args: readonly string[], env: Record<string, string>) {
  const child = spawn(join('node_modules', '.bin', 'tsx'), [script, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  );
}
