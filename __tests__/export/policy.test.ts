import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { auditHtml as auditPage, cspHash } from '../../export/policy';

// Inline scripts of any shape: the rule reads where a script is, not what it says.
const frameworkScripts = [
  '(self.__data=self.__data||[]).push([0])',
  'self.__data.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
  'window.__SOME_FUTURE_BOOTSTRAP__ = {"chunks":["a.js"]};',
];
const page = (main: string, rest = '') =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><header><a href="/">Home</a></header><main id="main">${main}</main>${rest}</body></html>`;

describe('cspHash', () => {
  it('is the base64 sha256 of the exact script text, quoted for CSP', () => {
    const text = 'self.__data.push([1,"x"])';
    const expected = createHash('sha256').update(text).digest('base64');
    assert.equal(cspHash(text), `'sha256-${expected}'`);
    assert.notEqual(cspHash(`${text} `), cspHash(text));
  });
});

describe('auditPage', () => {
  it('allows every inline script outside the content, whatever its shape, once each', () => {
    const scripts = [...frameworkScripts, frameworkScripts[0]].map((s) => `<script>${s}</script>`).join('');
    const audit = auditPage(page('<p>Text</p>', scripts));
    assert.deepEqual(audit.problems, []);
    assert.deepEqual(audit.scripts, frameworkScripts);
  });

  it('keeps the exact text of a script, entities and all, which its hash is made from', () => {
    const body = 'self.__data.push([1,"a &amp; \\u003cb\\u003e"])';
    assert.deepEqual(auditPage(page('', `<script>${body}</script>`)).scripts, [body]);
  });

  it('reports a script inside the page content instead of allowing it', () => {
    const audit = auditPage(page('<article><p>Hi</p><script>steal()</script></article>'));
    assert.deepEqual(audit.problems, ['inline script inside page content: steal()']);
    assert.deepEqual(audit.scripts, []);
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

  it('accepts JSON data that parses, JSON-LD in content too, never as a script, and reports data that does not', () => {
    const data = (type: string, body: string) => `<script type="${type}">${body}</script>`;
    const fine = auditPage(
      page(data('application/ld+json', '{"@type":"Person"}'), data('application/json', '{"a":1}')),
    );
    assert.deepEqual(fine.problems, []);
    assert.deepEqual(fine.scripts, []);
    assert.deepEqual(auditPage(page(data('application/ld+json', '{oops'))).problems, [
      'application/ld+json that does not parse',
    ]);
    assert.deepEqual(auditPage(page('', data('application/json', '[1,'))).problems, [
      'application/json that does not parse',
    ]);
  });

  it('reports scripts of an unknown type', () => {
    const audit = auditPage(page('', '<script type="text/x-template">{{x}}</script>'));
    assert.deepEqual(audit.problems, ['unexpected script type: text/x-template']);
  });

  it('allows inline style elements, for style-src', () => {
    const audit = auditPage(page('', '<style data-precedence="next">body{color:red}</style>'));
    assert.deepEqual(audit.styles, ['body{color:red}']);
  });

  it('allows style attributes as the browser decodes them, for style-src-attr', () => {
    const audit = auditPage(page('<div style="min-width:320px;font-family:&quot;Geist&quot;"></div>'));
    assert.deepEqual(audit.styleAttrs, ['min-width:320px;font-family:"Geist"']);
  });
});
