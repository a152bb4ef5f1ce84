// One of the project's scripts run as a workflow step runs it, apart from this process (so that
// stand-ins served here answer it), with no environment but `env`.
import { join } from 'node:path';
import { outputOf } from '../harness/output-of';

export function runScript(script: string, args: readonly string[], env: Record<string, string>) {
  return outputOf(join('node_modules', '.bin', 'tsx'), [script, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV, ...env },
  });
}
