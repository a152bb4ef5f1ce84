// What the publish workflow relies on besides the live check: whether a post has come due
// (`dueSince`, over the dates a commit has), and the Build Output API configuration that gives Vercel the
// same headers as out/_headers gives Netlify and Cloudflare Pages (scripts/vercel-output.ts).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { dueSince } from '@/scripts/publish/due';
import { gitHistory } from '@/scripts/publish/source';
import { headersForPath, parseHeadersFile } from '@/export/host-rules';
import { vercelConfig } from '@/scripts/vercel-output';

describe('posts that come due', () => {
  it('publishes when a post dated after the live build’s day has come due, and only then', () => {
    const dates = ['2026-11-23', '2026-11-30', '2026-12-07'];
    assert.equal(dueSince('2026-11-29', '2026-11-29', dates).due, false);
    assert.match(dueSince('2026-11-29', '2026-11-30', dates).why, /1 post dated 2026-11-30 came due/);
    assert.equal(dueSince('2026-11-30', '2026-12-06', dates).due, false);
    assert.equal(dueSince('2026-11-22', '2026-12-07', dates).due, true);
    assert.equal(dueSince(null, '2026-11-29', []).due, true, 'a site with no build info gets one');
  });

  it('reads the dates of the posts that are not drafts, in every folder, as a commit has them', () => {
    const root = mkdtempSync(join(tmpdir(), 'due-'));
    const write = (file: string, front: string) => {
      mkdirSync(join(root, 'content', file, '..'), { recursive: true });
      writeFileSync(join(root, 'content', file), `---\n${front}\n---\n\nText.\n`);
    };
    write('essays/2026/a.md', 'title: A\npublishedDate: 2026-12-01');
    write('letter/b.md', 'title: B\npublishedDate: 2026-11-30\ndraft: true');
    write('briefs/c.md', "title: C\npublishedDate: '2026-12-03'");
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('-c', 'user.name=Author', '-c', 'user.email=author@example.org', 'commit', '-q', '-m', 'posts');
    const history = gitHistory(root);
    assert.deepEqual(history.publishedDates(git('rev-parse', 'HEAD')).sort(), ['2026-12-01', '2026-12-03']);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('the Vercel deployment’s routes', () => {
  const rules = parseHeadersFile(
    [
      '/*',
      '  X-Frame-Options: DENY',
      '/',
      '  Content-Security-Policy: default-src site',
      '/:name/',
      '  Content-Security-Policy: default-src site',
      '/admin/editor/*',
      '  Content-Security-Policy: default-src editor',
      '/_next/static/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/speculation-rules.json',
      '  Content-Type: application/speculationrules+json',
    ].join('\n'),
  );
  /** The headers Vercel gives `path`: each route that matches in order, as the Build Output API applies them. */
  const vercelHeaders = (path: string) => {
    const headers: Record<string, string> = {};
    for (const route of vercelConfig(rules).routes)
      if ('headers' in route && 'continue' in route && new RegExp(route.src).test(path))
        Object.assign(headers, route.headers);
    return headers;
  };

  for (const path of [
    '/',
    '/about/',
    '/admin/editor/',
    '/_next/static/chunks/a.js',
    '/speculation-rules.json',
    '/essays/x/',
  ])
    it(`give ${path} the headers _headers gives it`, () => {
      assert.deepEqual(vercelHeaders(path), headersForPath(rules, path));
    });

  it('send an address without its slash to the page, and a missing one to the not-found page', () => {
    const { routes } = vercelConfig(rules);
    const slash = routes[0] as { src: string; status: number };
    assert.ok(new RegExp(slash.src).test('/about') && slash.status === 308);
    assert.ok(!new RegExp(slash.src).test('/feed.xml') && !new RegExp(slash.src).test('/about/'));
    assert.deepEqual(routes.at(-2), { handle: 'filesystem' });
    assert.deepEqual(routes.at(-1), { src: '^/.*$', dest: '/404.html', status: 404 });
  });
});
