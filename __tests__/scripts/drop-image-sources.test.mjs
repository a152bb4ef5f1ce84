// The post-build step that leaves the originals of posts' photos under public/ out of the export.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';

const script = resolve('scripts/drop-image-sources.mjs');
const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function project(files) {
  const cwd = mkdtempSync(join(tmpdir(), 'drop-sources-'));
  folders.push(cwd);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(cwd, path)), { recursive: true });
    writeFileSync(join(cwd, path), text);
  }
  return cwd;
}
const run = (cwd) => spawnSync(process.execPath, [script], { cwd, encoding: 'utf8' });

describe('drop-image-sources', () => {
  it('removes the originals the posts named under public/, and nothing else', () => {
    const cwd = project({
      '.content/image-sources.json': JSON.stringify(['/images/essays/phone.jpg', '/images/gone.jpg']),
      'out/images/essays/phone.jpg': 'a 4 MB photo, with where it was taken',
      'out/images/essays/art.svg': '<svg/>',
      'out/media/phone-1081.0123456789.avif': 'the file pages show',
    });
    const result = run(cwd);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /1 original photo\(s\) under public\/ left out of out\//);
    assert.equal(existsSync(join(cwd, 'out/images/essays/phone.jpg')), false);
    assert.equal(existsSync(join(cwd, 'out/images/essays/art.svg')), true);
    assert.equal(existsSync(join(cwd, 'out/media/phone-1081.0123456789.avif')), true);
  });

  it('stops when the list the content step writes is missing', () => {
    const result = run(project({ 'out/index.html': '<!doctype html>' }));
    assert.equal(result.status, 1);
    assert.match(result.stderr, /image-sources\.json is missing/);
  });
});
