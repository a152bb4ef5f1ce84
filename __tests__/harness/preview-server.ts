// The preview server (`npm start`) in a process of its own, for the commands and tests that
// load pages from it: the benchmarks, and the server's own tests.
import { spawn, type ChildProcess } from 'node:child_process';

/** A running preview server: its process, and the origin it serves at. */
export interface PreviewServer {
  child: ChildProcess;
  origin: string;
}

/**
 * Starts the preview server with `args` (`--dir`, `--https`, `--no-build`) on `port` (0 for any free
 * one), from the project's folder; resolves once it listens, with the origin it prints.
 */
export function startPreviewServer(args: string[], port: number): Promise<PreviewServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const origin = /Serving .* at (https?:\/\/\S+)/.exec(chunk.toString())?.[1];
      if (origin) resolve({ child, origin });
    });
    child.on('exit', (code) => reject(new Error(`scripts/serve.ts exited with ${code}`)));
  });
}
