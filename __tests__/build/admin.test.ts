// The editor at /admin/ in the built export (`npm run build:test` first): its files are there, nothing of
// the reading site names it, each host file gives its page the editor's policy alone and every other path
// the site's own headers, as each host reads them; and the posts the editor wrote are published.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { parse as parseYaml } from 'yaml';
import { editorEssay, editorLetter } from '../fixtures/editor-posts';
import { adminPolicy, editorPagePath } from '../../admin/headers';
import { exportedPages } from '../../export/pages';
import { headerRules, immutablePaths } from '../../export/site-headers';
import { listExportedRoutes } from '../../export/figures';
import { headersForPath, parseHeadersFile } from '../../export/host-rules';
import { speculationRulesPath } from '../../lib/web/speculation-rules';

const outDir = join(process.cwd(), 'out');
const read = (...path: string[]) => readFileSync(join(outDir, ...path), 'utf8');

const hostRules = parseHeadersFile(read('_headers'));
const sitePolicy = hostRules.find((rule) => rule.path === '/')?.headers['Content-Security-Policy'];
assert.ok(sitePolicy, 'out/_headers gives / no policy');
// The rules the site had before the editor: one policy on every path (export/site-headers.ts).
const siteRules = headerRules(sitePolicy);

// Every page of the reading site, with and without its slash, and paths of each other kind.
const sitePaths = [
  ...listExportedRoutes(outDir).flatMap((route) => (route === '/' ? [route] : [route, route.slice(0, -1)])),
  '/404.html',
  '/feed.xml',
  '/icon.svg',
  '/robots.txt',
  '/no-such-page',
  '/no-such-page/',
  '/essays/no-such-essay/',
  '/_next/static/chunks/a.js',
  '/media/a.avif',
  '/pagefind/pagefind.js',
];
const editorPaths = [editorPagePath, `${editorPagePath}index.html`];

describe('the editor in the export', () => {
  it('is a page of its own that loads only its own files', () => {
    const page = read('admin', 'editor', 'index.html');
    assert.match(page, /<meta name="robots" content="noindex, nofollow"/);
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.deepEqual(
      scripts.map(([, attributes, body]) => [/src="([^"]+)"/.exec(attributes)?.[1], body.trim()]),
      [['/admin/editor/editor.js', '']],
    );
    assert.ok(existsSync(join(outDir, 'admin', 'editor', 'editor.js')));
    assert.doesNotMatch(read('admin', 'editor', 'editor.js'), /cdn\.jsdelivr\.net/);
    assert.match(read('admin', 'index.html'), /url=\/admin\/editor\//);
  });

  it('is configured for the site’s three kinds of post and its own files, where the loader reads them', () => {
    const config: {
      collections: { name: string; folder?: string; files?: { file: string }[] }[];
    } = parseYaml(read('admin', 'config.yml'));
    assert.deepEqual(
      config.collections.map((collection) => [collection.name, collection.folder]),
      [
        ['essays', 'content/essays'],
        ['letter', 'content/letter'],
        ['briefs', 'content/briefs'],
        ['site', undefined],
      ],
    );
    const site = config.collections.find((collection) => collection.name === 'site');
    assert.deepEqual(
      site?.files?.map((entry) => entry.file).sort(),
      readdirSync(join(process.cwd(), 'content', 'site'))
        .filter((name) => name.endsWith('.yml'))
        .map((name) => `content/site/${name}`)
        .sort(),
    );
  });

  it('is named by no page of the reading site, nor by the sitemap, the feeds or robots’ allow list', () => {
    for (const { route, file } of exportedPages(outDir))
      assert.doesNotMatch(readFileSync(file, 'utf8'), /\/admin\b/, route);
    assert.doesNotMatch(read('sitemap.xml'), /\/admin\b/);
    for (const feed of ['feed.xml', join('tomorrow-letter', 'feed.xml')])
      assert.doesNotMatch(read(feed), /\/admin\b/, feed);
    assert.match(read('robots.txt'), /^Disallow: \/admin\/$/m);
  });

  it('is not in the search index', () => {
    const dir = join(outDir, 'pagefind', 'fragment');
    const urls = readdirSync(dir).map(
      (name) =>
        JSON.parse(
          gunzipSync(readFileSync(join(dir, name)))
            .toString()
            .replace(/^pagefind_dcd/, ''),
        ).url,
    );
    assert.ok(urls.length > 0);
    assert.deepEqual(
      urls.filter((url) => url.startsWith('/admin')),
      [],
    );
  });
});

describe('the host files', () => {
  it('_headers (Netlify, Cloudflare Pages): every matching rule applies and a repeated header joins', () => {
    for (const path of sitePaths)
      assert.deepEqual(headersForPath(hostRules, path), headersForPath(siteRules, path), path);
    for (const path of editorPaths) {
      const headers = headersForPath(hostRules, path);
      assert.equal(headers['Content-Security-Policy'], adminPolicy, path);
      assert.equal(headers['X-Robots-Tag'], 'noindex, nofollow', path);
    }
  });

  it('_headers holds a fixed set of rules, none of them for a page (one for the speculation rules’ file)', () => {
    const folders = readdirSync(outDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const shapes = [
      /^\/\*$/,
      /^\/$/,
      /^\/:name\/?$/,
      /^\/[\w.-]+\/:name(\/\*)?$/,
      /^\/admin\/(editor\/)?\*$/,
      ...immutablePaths.map((path) => new RegExp(`^${path}\\*$`)),
      new RegExp(`^${speculationRulesPath.replace(/\./g, '\\.')}$`),
    ];
    for (const { path } of hostRules)
      assert.ok(
        shapes.some((shape) => shape.test(path)),
        `${path} is a rule for one address`,
      );
    assert.equal(hostRules.length, 5 + 2 * (folders.length - 1) + 2 + immutablePaths.length);
    assert.ok(hostRules.length <= 100, 'Cloudflare Pages reads at most 100 rules');
    assert.ok(!/^\s+!/m.test(read('_headers')), 'no Cloudflare-only line that Netlify would refuse');
  });

  it('vercel.json: every matching source applies, a later one replacing a header', () => {
    const { headers }: { headers: { source: string; headers: { key: string; value: string }[] }[] } =
      JSON.parse(read('vercel.json'));
    const rules = headers.map(({ source, headers }) => ({
      pattern: new RegExp(
        `^${source
          .split(/(\(\.\*\)|:[A-Za-z]\w*)/)
          .map((part) =>
            part === '(.*)'
              ? '.*'
              : part.startsWith(':')
                ? '[^/]+'
                : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('')}$`,
      ),
      headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
    }));
    const vercel = (path: string): Record<string, string> =>
      Object.assign({}, ...rules.filter((rule) => rule.pattern.test(path)).map((rule) => rule.headers));
    for (const path of sitePaths) {
      assert.equal(vercel(path)['Content-Security-Policy'], sitePolicy, path);
      // Nothing depends on the order: the site's policy and the editor's never reach the same path.
      assert.deepEqual(vercel(path), headersForPath(siteRules, path), path);
    }
    for (const path of editorPaths) assert.equal(vercel(path)['Content-Security-Policy'], adminPolicy, path);
  });

  it('nginx: one location per request, its own headers only', () => {
    const conf = readFileSync(join(process.cwd(), 'deploy', 'nginx-security-headers.conf'), 'utf8');
    const blocks = [...conf.matchAll(/location (= |\^~ )?(\S+) \{([\s\S]*?)\n\}/g)].map(
      ([, kind, path, body]) => ({
        kind: kind?.trim() ?? '',
        path,
        headers: Object.fromEntries(
          [...body.matchAll(/add_header ([\w-]+) "((?:[^"\\]|\\.)*)" always;/g)].map(([, name, value]) => [
            name,
            value.replace(/\\"/g, '"'),
          ]),
        ),
      }),
    );
    // nginx: an exact match, else the longest `^~` prefix, else `/`.
    const nginx = (path: string) =>
      (
        blocks.find((block) => block.kind === '=' && block.path === path) ??
        blocks
          .filter((block) => block.kind === '^~' && path.startsWith(block.path))
          .sort((a, b) => b.path.length - a.path.length)[0] ??
        blocks.find((block) => block.kind === '' && block.path === '/')
      ).headers;
    for (const path of sitePaths) assert.equal(nginx(path)['Content-Security-Policy'], sitePolicy, path);
    for (const path of editorPaths) assert.equal(nginx(path)['Content-Security-Policy'], adminPolicy, path);
  });
});

describe('posts the editor wrote', () => {
  it('are published by the test build, with their photos', () => {
    const essay = read('essays', editorEssay.file.slice('essays/'.length, -'.md'.length), 'index.html');
    assert.ok(essay.includes('Seven a.m.: the clinic before it opens'));
    // The photo as the build encodes one added by hand: files of /media/ made from it.
    assert.match(essay, new RegExp(`<img src="/media/clinic-at-7am-[^"]+" alt="${editorEssay.alt}"`));
    const issue = read(
      'tomorrow-letter',
      editorLetter.file.slice('letter/'.length, -'.md'.length),
      'index.html',
    );
    assert.match(issue, new RegExp(`<img src="/media/night-desk-[^"]+" alt="${editorLetter.alt}"`));
  });
});
