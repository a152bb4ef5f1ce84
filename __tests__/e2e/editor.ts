// The editor at /admin/ as the browser tests drive it: its own calls to other sites answered as those
// services document them, and its local-repository mode given a folder of the origin-private file
// system that holds the site's own files (TOOLCHAIN.md, "Driving the editor in a browser test").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const editorPage = '/admin/editor/';
const editorVersion = JSON.parse(readFileSync('node_modules/@sveltia/cms/package.json', 'utf8')).version;

/**
 * The two addresses the editor calls on its own, answered as their services document them: GitHub's
 * status page (Statuspage API v2) and the package's newest version on unpkg. Any other outside
 * request is refused and recorded.
 */
export async function stubEditorCalls(page: Page) {
  const outside: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    const url = new URL(route.request().url());
    if (url.href === 'https://www.githubstatus.com/api/v2/status.json')
      return route.fulfill({
        json: {
          page: { id: 'kctbh9vrtdwd', name: 'GitHub' },
          status: { indicator: 'none', description: 'All Systems Operational' },
        },
      });
    if (url.origin === 'https://unpkg.com' && url.pathname === '/@sveltia/cms/package.json')
      return route.fulfill({ json: { name: '@sveltia/cms', version: editorVersion } });
    outside.push(url.href);
    return route.abort();
  });
  return outside;
}

/** Files of the repository folder the editor works on, from the origin-private file system. */
export type RepoFiles = Record<string, string | { base64: string }>;

/**
 * Local-repository mode asks for a folder with `showDirectoryPicker()`, which no test can answer:
 * the page is given a folder of the origin-private file system instead, holding a `.git/HEAD` and
 * two of the site's own posts of each kind (as many at ten years of posts), so the editor lists
 * them and saves into it as it would into the checkout.
 */
export async function openLocalRepository(page: Page) {
  await page.addInitScript(() => {
    const repo = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    Object.assign(window, { showDirectoryPicker: repo });
  });
  const files: Record<string, string> = { '.git/HEAD': 'ref: refs/heads/main\n' };
  // The site's own files, every one: the editor opens only a file that is there.
  for (const name of readdirSync(join('content', 'site')).filter((name) => name.endsWith('.yml')))
    files[`content/site/${name}`] = readFileSync(join('content', 'site', name), 'utf8');
  for (const kind of ['essays', 'letter', 'briefs'])
    for (const name of (readdirSync(join('content', kind), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.md'))
      .sort()
      .slice(0, 2))
      files[`content/${kind}/${name}`] = readFileSync(join('content', kind, name), 'utf8');
  await page.goto(editorPage);
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  return files;
}

export async function readRepository(page: Page): Promise<RepoFiles> {
  return page.evaluate(async () => {
    const found: Record<string, string | { base64: string }> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          if (!/\.(avif|jpe?g|png|webp|pdf)$/.test(name)) found[`${prefix}${name}`] = await file.text();
          else {
            const bytes = new Uint8Array(await file.arrayBuffer());
            let binary = '';
            for (const byte of bytes) binary += String.fromCharCode(byte);
            found[`${prefix}${name}`] = { base64: btoa(binary) };
          }
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return found;
  });
}

