import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  baseHeaders,
  contentSecurityPolicy,
  headerRules,
  renderNginx,
  renderVercelJson,
} from '../../export/site-headers';
import { headersForPath, parseHeadersFile, renderHeadersFile } from '../../export/host-rules';

const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
const rules = headerRules(csp);
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('denies by default and allows scripts only from the site, the hashes and Calendly', () => {
    assert.equal(directive(csp, 'default-src'), "default-src 'none'");
    assert.equal(
      directive(csp, 'script-src'),
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=' https://assets.calendly.com",
    );
    assert.ok(!csp.includes("'unsafe-inline'"));
    assert.ok(!csp.includes("'unsafe-eval'"));
  });

  it('locks down objects, base, forms and framing, and sends only to Kit', () => {
    // Objects fall back to default-src 'none'; an object-src of any value could only widen that.
    assert.equal(directive(csp, 'object-src'), undefined);
    for (const expected of [
      "base-uri 'none'",
      "form-action 'self' https://app.kit.com",
      "frame-ancestors 'none'",
      'frame-src https://calendly.com',
      "connect-src 'self' https://api.convertkit.com",
    ]) {
      assert.ok(csp.split('; ').includes(expected), expected);
    }
  });

  it('allows inline styles only by hash', () => {
    const styled = contentSecurityPolicy({ scriptHashes: [], styleHashes: ["'sha256-css='"] });
    assert.equal(
      directive(styled, 'style-src'),
      "style-src 'self' 'sha256-css=' https://assets.calendly.com",
    );
    assert.ok(!styled.includes("'unsafe-inline'"));
  });

  it('adds the forms service’s origin to connect-src and form-action only when one is configured', () => {
    const withForms = contentSecurityPolicy({
      scriptHashes: [],
      formsEndpoint: 'https://formspree.io/f/xyzzyabc',
    });
    assert.equal(
      directive(withForms, 'connect-src'),
      "connect-src 'self' https://api.convertkit.com https://formspree.io",
    );
    assert.equal(
      directive(withForms, 'form-action'),
      "form-action 'self' https://app.kit.com https://formspree.io",
    );
  });

  it('frames only the origin of the configured booking page', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], bookingOrigin: 'https://calendly.example' });
    assert.equal(directive(csp, 'frame-src'), 'frame-src https://calendly.example');
  });

  it('allows nothing of a service the build leaves off: no Kit, no Calendly frame, script or style', () => {
    const off = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      styleHashes: ["'sha256-css='"],
      bookingOrigin: 'https://calendly.example',
      services: { newsletter: false, booking: false },
    });
    assert.ok(!/kit\.com|convertkit|calendly/.test(off), off);
    assert.equal(directive(off, 'frame-src'), undefined);
    assert.equal(directive(off, 'connect-src'), "connect-src 'self'");
    assert.equal(directive(off, 'form-action'), "form-action 'self'");
    assert.equal(directive(off, 'script-src'), "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    const bookingOnly = contentSecurityPolicy({
      scriptHashes: [],
      bookingOrigin: 'https://calendly.com',
      services: { newsletter: false, booking: true },
    });
    assert.equal(directive(bookingOnly, 'frame-src'), 'frame-src https://calendly.com');
    assert.ok(!bookingOnly.includes('kit.com'));
  });
});

describe('generated host files', () => {
  it('_headers round-trips through the parser the local server uses', () => {
    assert.deepEqual(parseHeadersFile(renderHeadersFile(rules)), rules);
  });

  it('is five rules, however many pages there are', () => {
    assert.equal(rules.length, 5);
  });

  it('names the speculation rules on every page, and serves them with their content type', () => {
    const parsed = parseHeadersFile(renderHeadersFile(rules));
    for (const path of ['/', '/essays/', '/essays/some-essay/', '/research/tag/ai/page/2/', '/404.html'])
      assert.equal(headersForPath(parsed, path)['Speculation-Rules'], '"/speculation-rules.json"', path);
    assert.equal(
      headersForPath(parsed, '/speculation-rules.json')['Content-Type'],
      'application/speculationrules+json',
    );
    // Named the same from build to build, so cached for a visit, not for good.
    assert.equal(headersForPath(parsed, '/speculation-rules.json')['Cache-Control'], 'public, max-age=3600');
    assert.equal(
      headersForPath(parsed, '/essays/')['Content-Type'],
      undefined,
      'pages keep the host’s own type',
    );
    const nginx = renderNginx(rules);
    const rulesBlock = nginx.slice(nginx.indexOf('location = /speculation-rules.json {'));
    assert.match(
      rulesBlock,
      /^location = \/speculation-rules\.json \{\n(?:.*\n)*?    types \{ \} default_type "application\/speculationrules\+json";/,
    );
    assert.ok(!nginx.includes('add_header Content-Type'), 'nginx sends one content type, its own');
  });

  it('gives every path the base headers and the one policy, and the build’s files a year’s cache', () => {
    const parsed = parseHeadersFile(renderHeadersFile(rules));
    for (const path of [
      '/',
      '/about/',
      '/about',
      '/essays/category/thesis/page/2/',
      '/404.html',
      '/feed.xml',
    ]) {
      const headers = headersForPath(parsed, path);
      assert.equal(headers['Content-Security-Policy'], csp, path);
      for (const [name, value] of Object.entries(baseHeaders)) assert.equal(headers[name], value);
      assert.equal(headers['Cache-Control'], undefined);
    }
    for (const path of [
      '/_next/static/chunks/a.js',
      '/scripts/after-paint.0123456789abcdef.js',
      '/media/photo-1081.3f2a9c1b0d.avif',
    ])
      assert.equal(
        headersForPath(parsed, path)['Cache-Control'],
        'public, max-age=31536000, immutable',
        path,
      );
    assert.equal(headersForPath(parsed, '/images/essays/a.svg')['Cache-Control'], undefined);
  });

  it('vercel.json carries the same values as _headers', () => {
    const vercel: { headers: { source: string; headers: { key: string; value: string }[] }[] } = JSON.parse(
      renderVercelJson(rules),
    );
    const fromVercel = vercel.headers.map(({ source, headers }) => ({
      path: source.replace('/(.*)', '/*'),
      headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])),
    }));
    assert.deepEqual(fromVercel, rules);
  });

  it('the nginx snippet repeats every header value in each location', () => {
    const nginx = renderNginx(rules);
    for (const value of Object.values(baseHeaders)) {
      const count = nginx.split(`"${value}" always;`).length - 1;
      assert.equal(count, rules.length, `${value} in every location`);
    }
    assert.ok(nginx.includes('location / {'));
    assert.ok(nginx.includes('location ^~ /_next/static/ {'));
    assert.ok(nginx.includes('location ^~ /scripts/ {'));
    assert.ok(nginx.includes('location ^~ /media/ {'));
    assert.equal(nginx.split(`add_header Content-Security-Policy "${csp}" always;`).length - 1, rules.length);
  });
});
