// Kit's v4 API key is the author's secret, used by `npm run letter` alone: nothing the site ships
// (every file of out/, pages, scripts and host files alike) holds the key, its name, or the code
// that talks to Kit's v4 API. `npm run build` first.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';

const outDir = join(process.cwd(), 'out');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

it('no file of the export holds the v4 key, its name, or the v4 client', () => {
  const key = process.env.KIT_API_KEY?.trim();
  // The name on its own: the public v3 key the signup forms send is NEXT_PUBLIC_KIT_API_KEY.
  const marks = [/\bKIT_API_KEY\b/, /X-Kit-Api-Key/i, /\/v4\/broadcasts/];
  const shipped = files(outDir).filter((path) => !/\.(png|jpe?g|webp|avif|ico|woff2?|pdf)$/.test(path));
  assert.ok(shipped.length > 0);
  for (const path of shipped) {
    const text = readFileSync(path, 'latin1');
    for (const mark of marks) assert.doesNotMatch(text, mark, relative(outDir, path));
    if (key) assert.ok(!text.includes(key), `${relative(outDir, path)} holds the key`);
  }
});
