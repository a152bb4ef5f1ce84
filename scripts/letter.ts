#!/usr/bin/env tsx
// An issue of the Tomorrow Letter as email, from its Markdown file (docs/publishing.md); with --kit also
// its draft broadcast in Kit, never sent. Runs with tsconfig.node.json (package.json), which lets the body
// sanitizer load outside Next.
import { spawn } from 'node:child_process';
import { runLetter } from './letter/letter-command';

/** The printed path is there either way. */
function openFile(path: string) {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', path]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '', path]
        : ['xdg-open', path];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}

runLetter({
  args: process.argv.slice(2),
  env: process.env,
  siteRoot: process.cwd(),
  print: (line) => console.log(line),
  complain: (line) => console.error(line),
  open: process.stdout.isTTY && !process.env.CI ? openFile : undefined,
}).then((code) => {
  process.exitCode = code;
});
