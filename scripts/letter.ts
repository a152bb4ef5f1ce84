#!/usr/bin/env tsx
// An issue of the Tomorrow Letter as email, from its Markdown file (docs/publishing.md):
//   npm run letter -- [<slug>] [--kit] [--no-open] [--root <dir>] [--today YYYY-MM-DD]
//   <slug>     the issue; without it, the newest, draft or scheduled included
//   --kit      also creates its draft broadcast in Kit, or updates the one made before; never sends
//   --no-open  writes the preview without opening it
//   --root     the project's folder (content/, public/, .env.local); default: the current folder
//   --today    reads "today" as this date, for the content checks
// Runs with tsconfig.node.json (package.json), which lets the body sanitizer load outside Next.
import { spawn } from 'node:child_process';
import { runLetter } from './letter/letter-command';

/** Opens a file with the system's own opener, if it has one; the printed path is there either way. */
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
