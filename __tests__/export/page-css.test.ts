import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  pageStyle,
  pruneStylesheet,
  readStylesheet,
  wholeRulesFile,
  type Shown,
} from '../../export/page-css';
import { pageStyleId, sheetAttribute } from '../../lib/page/page-style-names';

// A stylesheet shaped like the one Tailwind and Next compile: layers, a palette outside them,
// registered properties, a font face.
const sheet = [
  '@font-face{font-family:sans;src:url(../media/f.woff2)format("woff2")}',
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

/** A folder holding `css` as /c/f.css. */
function withSheet(css: string) {
  const dir = mkdtempSync(join(tmpdir(), 'page-css-'));
  mkdirSync(join(dir, 'c'), { recursive: true });
  writeFileSync(join(dir, 'c', 'f.css'), css);
  return dir;
}

const prune = (classes: string[], tags: string[] = []) =>
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

describe('the site’s stylesheet as pages carry it', () => {
  const out = mkdtempSync(join(tmpdir(), 'page-css-'));
  mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(out, '_next', 'static', 'chunks', 'site.css'), sheet);
  const href = '/_next/static/chunks/site.css';
  const site = readStylesheet(out, href);
  const shown = (classes: string[], tags: string[] = []): Shown => ({
    classes: new Set(classes),
    tags: new Set(tags),
  });

  it('keeps the layer order and the font faces, with their files at absolute addresses, to open every page’s rules', () => {
    assert.equal(
      site.shared,
      '@layer properties,theme,base,utilities;@font-face{font-family:sans;src:url(/_next/static/media/f.woff2)format("woff2")}',
    );
  });

  it('gives the loader the whole sheet’s rules beside the stylesheet, without the font faces', () => {
    const { path, text } = wholeRulesFile(site);
    assert.equal(path, '/_next/static/chunks/site.rules.css');
    assert.doesNotMatch(text, /@font-face/);
    assert.match(text, /\.md\\:p-4/);
  });

  it('writes the file for visitors without script, and the shared part then the page’s rules in a data element naming the sheet, with no <style> to hash', () => {
    const { markup, problem } = pageStyle(site, shown(['p-2'], ['p']));
    assert.equal(problem, undefined);
    assert.ok(markup.startsWith(`<noscript><link rel="stylesheet" href="${href}"/></noscript>`));
    assert.doesNotMatch(markup, /<style/);
    const element = new RegExp(
      `<script type="text/css" id="${pageStyleId}" ${sheetAttribute}="([^"]+)">(.*)</script>$`,
    ).exec(markup);
    assert.ok(element, markup);
    const [, sheetHref, rules] = element;
    assert.equal(sheetHref, href);
    assert.ok(rules.startsWith(site.shared), 'the layer order and the font faces come first');
    assert.match(rules, /\.p-2\{/);
    assert.doesNotMatch(rules.slice(site.shared.length), /@font-face|\.md\\:p-4/);
  });

  it('takes out the fallbacks no element can read, and only those', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-css-'));
    mkdirSync(join(dir, 'c'), { recursive: true });
    const fonts = 'ui-sans-serif, "Segoe UI (Variable)", sans-serif';
    writeFileSync(
      join(dir, 'c', 'f.css'),
      [
        // Set on the root, unconditionally, and to plain values wherever it is set: always read.
        `:where(:root){--face:system-ui}.brand{--face:"Geist", "Geist Fallback"}`,
        `html{font-family:var(--face,${fonts}), serif}`,
        // Set on the root only in a media query: the fallback may be read.
        '@media (min-width:40rem){:root{--gap:2rem}}.a{gap:var(--gap,1rem)}',
        // Set on the root, but to another var() somewhere: may be invalid, so it may be read.
        ':root{--tone:red}.b{--tone:var(--missing)}.c{color:var(--tone,blue)}',
        // Set to a CSS-wide keyword (lightningcss's light-dark switch): may be read.
        ':root{--light:initial}.d{color:var(--light,#fff)}',
        // Registered: may not inherit, so it may be read.
        ':root{--size:1px}@property --size{syntax:"*";inherits:false}.e{width:var(--size,2px)}',
      ].join(''),
    );
    const { rules } = readStylesheet(dir, '/c/f.css');
    assert.match(rules, /html\{font-family:var\(--face\), serif\}/);
    assert.match(rules, /gap:var\(--gap,1rem\)/);
    assert.match(rules, /color:var\(--tone,blue\)/);
    assert.match(rules, /color:var\(--light,#fff\)/);
    assert.match(rules, /width:var\(--size,2px\)/);
  });

  it('names the compiler’s light-dark switches shortly, the same wherever they are set and read', () => {
    const dir = withSheet(
      ':root{--lightningcss-light:initial;--lightningcss-dark: ;--paper:var(--lightningcss-light,#fff)var(--lightningcss-dark,#000)}' +
        '@media (prefers-color-scheme:dark){:root{--lightningcss-light: ;--lightningcss-dark:initial}}.lightningcss-x{color:red}',
    );
    const { rules } = readStylesheet(dir, '/c/f.css');
    assert.doesNotMatch(rules, /--lightningcss-/);
    assert.match(rules, /:root\{--ll:initial;--ld: ;--paper:var\(--ll,#fff\)var\(--ld,#000\)\}/);
    assert.match(rules, /:root\{--ll: ;--ld:initial\}/);
    // Only the custom properties: a class of that name stays as it is.
    assert.match(rules, /\.lightningcss-x\{color:red\}/);
  });

  it('says each declaration a rule repeats once, where it counts: the last time', () => {
    const { rules } = readStylesheet(
      withSheet(
        'a{-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}' +
          '.b{color:red;color:blue;color:red}.c{color:red!important;color:red}',
      ),
      '/c/f.css',
    );
    assert.match(rules, /a\{-webkit-text-decoration:inherit;text-decoration:inherit\}/);
    assert.match(rules, /\.b\{color:blue;color:red\}/);
    assert.match(rules, /\.c\{color:red!important;color:red\}/);
  });

  it('refuses rules that would end the element they are carried in', () => {
    const bad = { ...site, rules: '.a::after{content:"</script>"}', pruned: new Map() };
    assert.match(pageStyle(bad, shown(['a'])).problem ?? '', /would end a <script> element/);
  });
});
