import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { auditPage, cspHash, findInlineHandlers, isNextInlineScript } from '../../scripts/inline-scripts.mjs';

const nextScripts = [
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[94553]});',
  '(self.__next_f=self.__next_f||[]).push([0])',
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[123,[],\\"\\"]\\n"])',
];
const page = (body) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${body}</body></html>`;

describe('cspHash', () => {
  it('is the base64 sha256 of the exact script text, quoted for CSP', () => {
    const text = 'self.__next_f.push([1,"x"])';
    const expected = createHash('sha256').update(text).digest('base64');
    assert.equal(cspHash(text), `'sha256-${expected}'`);
    assert.notEqual(cspHash(`${text} `), cspHash(text));
  });
});

describe('isNextInlineScript', () => {
  it('recognises the bootstrap scripts Next emits', () => {
    for (const script of nextScripts) assert.equal(isNextInlineScript(script), true, script);
  });

  it('rejects anything else, including code appended to a Next payload', () => {
    for (const script of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]) ; fetch("//evil")',
      '(self.__next_f=self.__next_f||[]).push([0]);document.cookie',
    ]) {
      assert.equal(isNextInlineScript(script), false, script);
    }
  });
});

describe('auditPage', () => {
  it('passes a page with only Next scripts and returns one hash per distinct script', () => {
    const html = page(
      nextScripts.map((s) => `<script>${s}</script>`).join('') + `<script>${nextScripts[1]}</script>`,
    );
    const audit = auditPage(html);
    assert.deepEqual(audit.problems, []);
    assert.deepEqual(audit.scriptHashes, nextScripts.map(cspHash));
  });

  it('reports a script slipped into content instead of hashing it', () => {
    const audit = auditPage(
      page(`<script>${nextScripts[1]}</script><article><p>Hi</p><script>steal()</script></article>`),
    );
    assert.equal(audit.problems.length, 1);
    assert.match(audit.problems[0], /unexpected inline script: steal\(\)/);
  });

  it('reports inline event handlers and scripts from other origins', () => {
    const audit = auditPage(
      page('<img src="/a.png" onerror="steal()"><script src="https://cdn.example/x.js"></script>'),
    );
    assert.equal(audit.problems.length, 2);
    assert.ok(audit.problems.some((p) => p.includes('onerror')));
    assert.ok(audit.problems.some((p) => p.includes('https://cdn.example/x.js')));
  });

  it('accepts JSON-LD that parses, and reports JSON-LD that does not', () => {
    assert.deepEqual(
      auditPage(page('<script type="application/ld+json">{"@type":"Person"}</script>')).problems,
      [],
    );
    assert.equal(auditPage(page('<script type="application/ld+json">{oops</script>')).problems.length, 1);
  });

  it('hashes inline style elements for style-src', () => {
    const audit = auditPage(page('<style data-precedence="next">body{color:red}</style>'));
    assert.deepEqual(audit.styleHashes, [cspHash('body{color:red}')]);
  });

  it('hashes style attributes for style-src-attr', () => {
    const audit = auditPage(page('<div style="min-width:320px;height:700px"></div>'));
    assert.deepEqual(audit.styleAttrHashes, [cspHash('min-width:320px;height:700px')]);
  });
});

describe('findInlineHandlers', () => {
  it('ignores text that merely looks like a handler outside a tag or inside a script', () => {
    assert.deepEqual(findInlineHandlers('<p>turn on=off</p><script>x = "<a onclick=1>"</script>'), []);
  });
});
