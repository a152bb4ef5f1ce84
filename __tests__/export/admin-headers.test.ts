// The editor's header rule (admin/headers.ts) on made-up site rules, read as Netlify and Cloudflare Pages
// read `_headers` (every matching rule applies; a header two rules name is joined): the editor's page gets
// its own policy alone, every other path keeps the site's headers. And the rules Netlify is given.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  adminPath,
  adminPolicy,
  adminRule,
  adminRules,
  editorPagePath,
  separateAdmin,
} from '../../admin/headers';
import { headerRules, readingSiteHeaders, renderNginx } from '../../export/site-headers';
import { headersForPath, pathMatches, type HeaderRule } from '../../export/host-rules';
import { netlifyRules } from '../../scripts/netlify-output';

const sitePolicy = "default-src 'none'; script-src 'self'";
const site = headerRules(sitePolicy);
const folders = ['_next', 'admin', 'essays', 'media', 'tomorrow-letter'];
const rules = separateAdmin(site, folders, Object.keys(readingSiteHeaders(sitePolicy)));

describe('_headers patterns, as the hosts match them', () => {
  const cases: [string, string, boolean][] = [
    ['/*', '/', true],
    ['/*', '/a/b/', true],
    ['/', '/', true],
    ['/', '/a', false],
    ['/:name', '/feed.xml', true],
    ['/:name', '/admin/', false],
    ['/:name/', '/admin/', true],
    ['/:name/', '/admin/editor/', false],
    ['/essays/:name', '/essays/feed.xml', true],
    ['/essays/:name/*', '/essays/page/2/', true],
    ['/essays/:name/*', '/essays/', false],
    ['/admin/*', '/admin/editor/', true],
  ];
  for (const [pattern, path, matches] of cases)
    it(`${pattern} ${matches ? 'matches' : 'does not match'} ${path}`, () => {
      assert.equal(pathMatches(pattern, path), matches);
    });

  it('joins a header that two matching rules name, as the hosts do', () => {
    const joined = headersForPath(
      [
        { path: '/*', headers: { 'X-Robots-Tag': 'noindex' } },
        { path: '/a/*', headers: { 'X-Robots-Tag': 'nofollow' } },
      ],
      '/a/b',
    );
    assert.equal(joined['X-Robots-Tag'], 'noindex, nofollow');
  });
});

describe('the editor’s rule', () => {
  it('gives the editor’s page its own policy, and none of the site’s', () => {
    for (const path of [editorPagePath, `${editorPagePath}index.html`]) {
      const headers = headersForPath(rules, path);
      assert.equal(headers['Content-Security-Policy'], adminPolicy, path);
      assert.equal(headers['Cross-Origin-Opener-Policy'], 'same-origin-allow-popups', path);
      assert.equal(headers['X-Robots-Tag'], 'noindex, nofollow', path);
      // The headers every response gets still reach it; the reading site's speculation rules do not.
      assert.equal(headers['X-Content-Type-Options'], 'nosniff', path);
      assert.equal(headers['Speculation-Rules'], undefined, path);
    }
  });

  it('leaves every other path the headers it had, once each', () => {
    const paths = [
      '/',
      '/feed.xml',
      '/essays',
      '/essays/',
      '/essays/some-essay/',
      '/essays/page/2/',
      '/tomorrow-letter/feed.xml',
      '/_next/static/chunks/a.js',
      '/media/a.avif',
      '/speculation-rules.json',
      '/no-such-page',
      '/no-such-page/',
    ];
    for (const path of paths) assert.deepEqual(headersForPath(rules, path), headersForPath(site, path), path);
  });

  it('adds a fixed number of rules: two for each folder at the top of the export', () => {
    assert.equal(rules.length, site.length + 3 + 2 * (folders.length - 1) + adminRules.length);
    assert.deepEqual(rules.slice(-adminRules.length), adminRules);
    assert.ok(!rules.some((rule) => rule.path.startsWith('/admin/') && !adminRules.includes(rule)));
  });

  it('gives /admin/, which only leads to the editor, one policy: the site’s', () => {
    const headers = headersForPath(rules, adminPath);
    assert.equal(headers['Content-Security-Policy'], sitePolicy);
    assert.equal(headers['X-Robots-Tag'], 'noindex, nofollow');
  });

  it('gives the editor’s nginx location its own policy and no speculation rules', () => {
    const nginx = renderNginx(site, adminRule, Object.keys(readingSiteHeaders(sitePolicy)));
    const editor = nginx.slice(nginx.indexOf('location ^~ /admin/ {'));
    assert.ok(
      editor.includes(`add_header Content-Security-Policy "${adminPolicy.replace(/"/g, '\\"')}" always;`),
    );
    assert.equal(editor.split('Content-Security-Policy').length - 1, 1, 'one policy, the editor’s');
    assert.ok(!editor.includes('Speculation-Rules'));
    assert.ok(editor.includes('add_header X-Content-Type-Options "nosniff" always;'));
    assert.ok(nginx.slice(0, nginx.indexOf('location ^~ /admin/ {')).includes('Speculation-Rules'));
  });

  it('stops when the site has no rule for every path', () => {
    assert.throws(() => separateAdmin(site.slice(1), folders, []), /no rule for every path/);
  });
});

describe('the rules Netlify is given', () => {
  const policy = { 'Content-Security-Policy': "default-src 'none'" };
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
    { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { path: '/', headers: policy },
    { path: '/:name', headers: policy },
    { path: '/:name/', headers: policy },
    { path: '/essays/:name', headers: policy },
    { path: '/essays/:name/*', headers: policy },
    { path: '/admin/editor/*', headers: { 'Content-Security-Policy': "default-src 'self'" } },
  ];

  it('leave out the twins Netlify’s matching makes, and nothing else', () => {
    assert.deepEqual(
      netlifyRules(rules).map(({ path }) => path),
      ['/*', '/_next/static/*', '/', '/:name', '/essays/:name/*', '/admin/editor/*'],
    );
  });

  it('keep two patterns Netlify reads alike when they give different headers', () => {
    const different: HeaderRule[] = [
      { path: '/:name', headers: policy },
      { path: '/:name/', headers: { 'X-Robots-Tag': 'noindex' } },
    ];
    assert.deepEqual(netlifyRules(different), different);
  });
});
