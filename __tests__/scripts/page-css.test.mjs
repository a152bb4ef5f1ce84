import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { islandMarkup, markupIn, payloadIslands } from '../../scripts/island-markup.mjs';
import { pageStyler, pruneStylesheet, readPage } from '../../scripts/page-css.mjs';

// A stylesheet shaped like the one Tailwind and Next compile: layers, a palette outside them,
// registered properties, a font face.
const sheet = [
  '@font-face{font-family:sans;src:url(/f.woff2)format("woff2")}',
  '@layer properties{@supports (-moz-orient:inline){*{--tw-border-style:solid}}}',
  '@layer theme{:root{--spacing:.25rem;--text-sm:.875rem;--text-xl:1.25rem}}',
  '@layer base{*{margin:0}table{border-collapse:collapse}textarea{resize:vertical}',
  '::-webkit-datetime-edit{padding:0}::file-selector-button{font:inherit}img,video{max-width:100%}}',
  '@layer utilities{.p-2{padding:calc(var(--spacing)*2)}.text-sm{font-size:var(--text-sm)}',
  '.text-xl{font-size:var(--text-xl)}.border{border-style:var(--tw-border-style);border-width:1px}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '.peer:not(.is-open)~.when-closed{display:none}',
  '@media (min-width:48rem){.md\\:p-4{padding:1rem}}}',
  ':root{--paper:#fff;--ink:#222;--unused-tone:#f0f}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join('');

const prune = (classes, tags = []) =>
  pruneStylesheet(sheet, { classes: new Set(classes), tags: new Set(tags) });

describe('pruneStylesheet', () => {
  it('keeps a utility only where the page holds its class, inside media queries too', () => {
    const css = prune(['p-2', 'md:p-4'], ['p']);
    assert.match(css, /\.p-2\{/);
    assert.match(css, /@media \(min-width:48rem\)\{\.md\\:p-4/);
    assert.doesNotMatch(css, /\.text-xl|\.border/);
  });

  it('keeps a rule needing two classes only when both are there, and never needs what :not() excludes', () => {
    assert.doesNotMatch(prune(['group-hover:underline']), /group-hover/);
    assert.match(prune(['group', 'group-hover:underline']), /group-hover/);
    assert.match(prune(['peer', 'when-closed']), /when-closed/);
  });

  it('keeps element rules for the elements the page has, trimming a selector list to them', () => {
    const css = prune([], ['img', 'textarea']);
    assert.match(css, /textarea\{resize:vertical\}/);
    assert.match(css, /img\{max-width:100%\}/);
    assert.doesNotMatch(css, /table|video/);
    assert.match(css, /\*\{margin:0\}/, 'the universal reset stays');
  });

  it('keeps a field’s own parts only when the page has a field of that type', () => {
    assert.doesNotMatch(prune([], ['input', 'input:email']), /datetime-edit|file-selector/);
    assert.match(prune([], ['input', 'input:date']), /::-webkit-datetime-edit/);
    assert.match(prune([], ['input', 'input:file']), /::file-selector-button/);
  });

  it('drops theme values, palette colours and registrations nobody reads, and keeps those in use', () => {
    const css = prune(['text-sm', 'border']);
    assert.match(css, /--text-sm:\.875rem/);
    assert.doesNotMatch(css, /--text-xl|--spacing/);
    assert.doesNotMatch(css, /--unused-tone|--paper/);
    assert.match(css, /@property --tw-border-style/);
    assert.doesNotMatch(css, /@property --tw-shadow/);
  });

  it('drops Tailwind’s fallback for browsers below the supported floor', () => {
    assert.doesNotMatch(prune(['border']), /-moz-orient/);
  });
});

describe('what a page and its islands can show', () => {
  it('reads class names, elements, input types and the head script’s candidates from a page', () => {
    const page = readPage(
      '<html><head><script>document.documentElement.classList.add("font-cached")</script></head>' +
        '<body><p class="p-2 text-sm">Hi</p><input type="date"/></body></html>',
    );
    for (const name of ['p-2', 'text-sm']) assert.ok(page.classes.has(name), name);
    assert.ok(page.classes.has('font-cached'));
    assert.ok(page.tags.has('input:date') && page.tags.has('p'));
  });

  it('reads the markup a component can render in any state from its source', () => {
    const { classes, tags } = markupIn([
      'export function Sent({ done }) { return done ? <p className="text-plum-700">Sent</p> : <textarea className="h-12" />; }',
    ]);
    assert.ok(classes.has('text-plum-700') && classes.has('h-12'));
    assert.ok(tags.has('textarea') && tags.has('p'));
  });

  it('knows every client island of the site by its export name, with what it imports', () => {
    const islands = islandMarkup(process.cwd());
    for (const name of ['SubscribeForm', 'MessageForm', 'SearchDialog', 'NavLink'])
      assert.ok(islands.byName.has(name), name);
    // The search dialog's results are drawn by a module it imports.
    assert.ok(islands.byName.get('SearchDialog').tags.has('mark'));
  });

  it('knows which islands let their page wait for the visitor, from the line in their source', () => {
    const { waits } = islandMarkup(process.cwd());
    for (const name of ['NavLink', 'SearchDialog', 'IntentPrefetch', 'FilterPills', 'SubscribeForm', 'MessageForm'])
      assert.ok(waits.has(name), `${name} waits`);
    for (const name of ['CalendlyWidget', 'SchedulingSimulator', 'SearchPageForm', 'ScrollToSectionLink'])
      assert.ok(!waits.has(name), `${name} needs the framework after the first paint`);
  });

  it('reads which islands an RSC payload hydrates, through string references too', () => {
    const flight = [
      '1:"$Sreact.fragment"',
      '9:I[5,["/a.js"],"SubscribeForm"]',
      'a:"ViewportBoundary"',
      'b:I[6,["/a.js"],"$a"]',
      'c:["$","p",null,{"children":"I[7,[],\\"NotAnIsland\\"]"}]',
      '',
    ].join('\n');
    const payload = `(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,${JSON.stringify(flight)}])`;
    assert.deepEqual([...payloadIslands(payload)].sort(), ['SubscribeForm', 'ViewportBoundary']);
  });
});

describe('pageStyler', () => {
  const out = mkdtempSync(join(tmpdir(), 'page-css-'));
  mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(out, '_next', 'static', 'chunks', 'site.css'), sheet);
  const style = pageStyler({ root: process.cwd(), outDir: out });
  const page =
    '<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/site.css">' +
    sheet +
    '</style><script>head()</script></head><body><p class="p-2">Hi</p></body></html>';

  it('leaves the shared part in the <style>, the file for visitors without script, and the page’s rules in a data element', () => {
    const { html, problems } = style('/', page);
    assert.deepEqual(problems, []);
    const [, shared] = /<style[^>]*>(.*?)<\/style>/.exec(html);
    assert.equal(
      shared,
      '@layer properties,theme,base,utilities;@font-face{font-family:sans;src:url(/f.woff2)format("woff2")}',
    );
    assert.match(
      html,
      /<noscript><link rel="stylesheet" href="\/_next\/static\/chunks\/site.css"\/><\/noscript>/,
    );
    const [, rules] = /<script type="text\/css" id="page-style">(.*?)<\/script>/.exec(html);
    assert.match(rules, /\.p-2\{/);
    assert.doesNotMatch(rules, /@font-face|\.md\\:p-4/);
    assert.ok(html.indexOf('id="page-style"') < html.indexOf('<script>head()'), 'before the head script');
  });

  it('writes the whole sheet’s rules without the font faces, for the pages the router shows in place', () => {
    style('/', page);
    const rules = readFileSync(join(out, '_next', 'static', 'chunks', 'site.rules.css'), 'utf8');
    assert.doesNotMatch(rules, /@font-face/);
    assert.match(rules, /\.md\\:p-4/);
  });

  it('is idempotent', () => {
    const once = style('/', page).html;
    assert.equal(style('/', once).html, once);
  });

  it('stops the build for a page without the stylesheet it expects, or with a script before it', () => {
    assert.match(
      style('/x/', '<html><head></head><body></body></html>').problems[0],
      /expected one inline <style data-href>/,
    );
    const late = page.replace('<style', '<script>early()</script><style');
    assert.match(style('/y/', late).problems.join(), /inline script comes before the stylesheet/);
  });
});
