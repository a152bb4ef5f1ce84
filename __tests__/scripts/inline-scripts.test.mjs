import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { auditPage, cspHash } from '../../scripts/inline-scripts.mjs';

// Framework bootstrap scripts in two shapes: the rule must not depend on either.
const frameworkScripts = [
  '(self.__next_f=self.__next_f||[]).push([0])',
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
  'window.__SOME_FUTURE_BOOTSTRAP__ = {"chunks":["a.js"]};',
];
const page = (main, rest = '') =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><header><a href="/">Home</a></header><main id="main">${main}</main>${rest}</body></html>`;

describe('cspHash', () => {
  it('is the base64 sha256 of the exact script text, quoted for CSP', () => {
    const text = 'self.__next_f.push([1,"x"])';
    const expected = createHash('sha256').update(text).digest('base64');
    assert.equal(cspHash(text), `'sha256-${expected}'`);
    assert.notEqual(cspHash(`${text} `), cspHash(text));
  });
});

describe('auditPage', () => {
  it('hashes every inline script outside the content, whatever its shape, once each', () => {
    const scripts = [...frameworkScripts, frameworkScripts[0]].map((s) => `<script>${s}</script>`).join('');
    const audit = auditPage(page('<p>Text</p>', scripts));
    assert.deepEqual(audit.problems, []);
    assert.deepEqual(audit.scriptHashes, frameworkScripts.map(cspHash));
  });

  it('hashes the exact bytes of a script, entities and all', () => {
    const body = 'self.__next_f.push([1,"a &amp; \\u003cb\\u003e"])';
    assert.deepEqual(auditPage(page('', `<script>${body}</script>`)).scriptHashes, [cspHash(body)]);
  });

  it('reports a script inside the page content instead of hashing it', () => {
    const audit = auditPage(page('<article><p>Hi</p><script>steal()</script></article>'));
    assert.deepEqual(audit.problems, ['inline script inside page content: steal()']);
    assert.deepEqual(audit.scriptHashes, []);
  });

  it('reports inline event handlers anywhere, and scripts from other origins', () => {
    const audit = auditPage(
      page(
        '<img src="/a.png" onerror="steal()">',
        '<button onClick="x()">B</button><script src="https://cdn.example/x.js"></script>',
      ),
    );
    assert.equal(audit.problems.length, 3);
    assert.ok(audit.problems.some((p) => p.includes('onerror on <img>')));
    assert.ok(audit.problems.some((p) => p.includes('onclick on <button>')));
    assert.ok(audit.problems.some((p) => p.includes('https://cdn.example/x.js')));
  });

  it('ignores text that merely looks like a handler outside a tag or inside a script', () => {
    assert.deepEqual(
      auditPage(page('<p>turn on=off</p>', '<script>x = "<a onclick=1>"</script>')).problems,
      [],
    );
  });

  it('accepts JSON-LD that parses, in content too, and reports JSON-LD that does not', () => {
    const jsonLd = (body) => `<script type="application/ld+json">${body}</script>`;
    assert.deepEqual(auditPage(page(jsonLd('{"@type":"Person"}'))).problems, []);
    assert.deepEqual(auditPage(page(jsonLd('{oops'))).problems, ['JSON-LD that does not parse']);
  });

  it('reports scripts of an unknown type', () => {
    const audit = auditPage(page('', '<script type="text/x-template">{{x}}</script>'));
    assert.deepEqual(audit.problems, ['unexpected script type: text/x-template']);
  });

  it('hashes inline style elements for style-src', () => {
    const audit = auditPage(page('', '<style data-precedence="next">body{color:red}</style>'));
    assert.deepEqual(audit.styleHashes, [cspHash('body{color:red}')]);
  });

  it('hashes decoded style attributes for style-src-attr', () => {
    const audit = auditPage(page('<div style="min-width:320px;font-family:&quot;Geist&quot;"></div>'));
    assert.deepEqual(audit.styleAttrHashes, [cspHash('min-width:320px;font-family:"Geist"')]);
  });
});
