// Jest's global setup: writes the frozen seed content's data (seed-content.ts), which Jest reads in
// place of .content/site/. Plain JavaScript: Jest loads it as it is, and tsx runs the TypeScript.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function writeSeedContent() {
  execFileSync(join('node_modules', '.bin', 'tsx'), [join('__tests__', 'setup', 'seed-content.ts')], {
    stdio: 'inherit',
  });
}
