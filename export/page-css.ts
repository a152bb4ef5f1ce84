// Each page carries the CSS it can show (docs/performance.md, "The first round trip"): the rules whose
// selector needs nothing the page lacks, in its markup or in what its islands and the site's scripts can add.
import { readFileSync } from 'node:fs';
import postcss, { type Container, type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { pageStyleId, rulesFile, sheetAttribute } from '@/lib/page/page-style-names';
import { customPropertyNames, foldUnsetProperties, renameCustomProperties, replaceVars } from './css-vars';
import { exportFile } from './pages';

export type Shown = { classes: Set<string>; tags: Set<string> };

// Pseudo-elements only fields of some input types have: date pickers' parts, spinners, the file button.
const dateTypes = ['date', 'time', 'datetime-local', 'month', 'week'].map((type) => `input:${type}`);
const fieldParts: [RegExp, string[]][] = [
  [/^::-webkit-(date-and-time-value|datetime-edit.*|calendar-picker-indicator)$/, dateTypes],
  [/^::-webkit-(inner|outer)-spin-button$/, ['input:number', ...dateTypes]],
  [/^::file-selector-button$/, ['input:file']],
];

// Each need is a list of things the page may hold, one of which it must. What is under :not() is
// not needed; other pseudo-classes and pseudo-elements are states of what is there.
const needs = new Map<string, { classes: string[]; tags: string[][] }>();
function canMatch(selector: string, { classes, tags }: Shown) {
  if (!needs.has(selector)) {
    const need = { classes: [] as string[], tags: [] as string[][] };
    selectorParser((selectors) =>
      selectors.walk((node) => {
        for (let parent = node.parent; parent; parent = parent.parent)
          if (parent.type === 'pseudo' && parent.value === ':not') return;
        if (node.type === 'class') need.classes.push(node.value);
        if (node.type === 'tag') need.tags.push([node.value.toLowerCase()]);
        const part = node.type === 'pseudo' && fieldParts.find(([pattern]) => pattern.test(node.value));
        if (part) need.tags.push(part[1]);
      }),
    ).processSync(selector);
    needs.set(selector, need);
  }
  const need = needs.get(selector)!;
  return (
    need.classes.every((name) => classes.has(name)) && need.tags.every((any) => any.some((t) => tags.has(t)))
  );
}

function removeEmpty(container: Container) {
  container.each((node) => {
    if (node.type === 'atrule' && node.nodes) removeEmpty(node);
    if (node.type === 'atrule' && node.nodes?.length === 0) node.remove();
  });
}

const readProperties = (root: Root) => {
  const read = new Set<string>();
  root.walkDecls((decl) =>
    [...decl.value.matchAll(/var\((--[\w-]+)/g)].forEach(([, name]) => read.add(name)),
  );
  return read;
};

export function pruneStylesheet(css: string, shown: Shown) {
  const root = postcss.parse(css);
  root.each((node) => {
    if (node.type === 'atrule' && node.name === 'layer' && node.params === 'properties') node.remove();
  });
  root.walkRules((rule) => {
    if ((rule.parent as postcss.AtRule | undefined)?.name?.endsWith('keyframes')) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, shown));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
  });
  // Values name each other (--text-xs--line-height): until no property goes that nobody reads.
  for (let removed = true; removed;) {
    removed = false;
    const read = readProperties(root);
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop) || decl.parent?.type !== 'rule') return;
      decl.remove();
      removed = true;
    });
  }
  const used = readProperties(root);
  const animations = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (decl) =>
    decl.value.split(/[\s,]+/).forEach((n) => animations.add(n)),
  );
  root.walkAtRules((at) => {
    if (at.name === 'property' && !used.has(at.params.trim())) at.remove();
    if (at.name.endsWith('keyframes') && !animations.has(at.params.trim())) at.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  removeEmpty(root);
  return root.toString();
}

const cssWideKeywords = new Set(['initial', 'inherit', 'unset', 'revert', 'revert-layer']);
const rootSelectors = new Set([':root', ':where(:root)', 'html']);

const withoutFallbacks = (text: string, names: Set<string>) =>
  replaceVars(text, (name) => (names.has(name) ? `var(${name})` : undefined));

// A property set unconditionally on the root, and everywhere to a plain value, is never read from a
// fallback. Tailwind's reset's font stack is one: 90 bytes gzipped in every page's first round trip.
function dropUnreadFallbacks(root: Root) {
  const plain = new Map<string, boolean>();
  const onRoot = new Set<string>();
  root.walkDecls(/^--/, (decl) => {
    const value = decl.value.trim();
    const isPlain = value !== '' && !value.includes('var(') && !cssWideKeywords.has(value);
    plain.set(decl.prop, (plain.get(decl.prop) ?? true) && isPlain);
    const rule = decl.parent;
    if (
      rule?.type === 'rule' &&
      rule.parent?.type === 'root' &&
      (rule as Rule).selectors.some((s) => rootSelectors.has(s))
    )
      onRoot.add(decl.prop);
  });
  root.walkAtRules('property', (at) => void plain.set(at.params.trim(), false));
  const always = new Set([...onRoot].filter((name) => plain.get(name)));
  if (always.size)
    root.walkDecls((decl) => {
      if (decl.value.includes('var(')) decl.value = withoutFallbacks(decl.value, always);
    });
}

/** The compiler's light-dark() properties (`--lightningcss-light`), read only in the sheet: 34 bytes gzipped. */
function shortenCompilerProperties(root: Root) {
  const short = (text: string) => text.replace(/--lightningcss-(\w)\w*/g, '--l$1');
  root.walkDecls((decl) => {
    decl.prop = short(decl.prop);
    decl.value = short(decl.value);
  });
}

/** The compiler repeats some prefixed declarations in a rule; the later one wins either way. */
function dropRepeatedDeclarations(root: Root) {
  root.walkRules((rule) => {
    const seen = new Set<string>();
    const decls = rule.nodes.filter((node) => node.type === 'decl');
    for (const decl of decls.reverse()) {
      const key = `${decl.prop}:${decl.value}${decl.important ? '!' : ''}`;
      if (seen.has(key)) decl.remove();
      else seen.add(key);
    }
  });
}

// `shared` (layer order, font faces) starts every page's own rules: adding font faces after them would
// make Chrome match fonts again. url()s are made absolute, since parts end up in pages at every depth.
export function readStylesheet(outDir: string, href: string) {
  const root = postcss.parse(readFileSync(exportFile(outDir, href), 'utf8'));
  const base = new URL(href, 'https://site.invalid');
  root.walkDecls((decl) => {
    decl.value = decl.value.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, url: string) =>
      /^(data:|[a-z]+:|\/|#)/i.test(url) ? whole : `url(${quote}${new URL(url, base).pathname}${quote})`,
    );
  });
  const layers = new Set<string>();
  const fonts: string[] = [];
  root.each((node) => {
    if (node.type === 'atrule' && node.name === 'layer')
      node.params.split(/\s*,\s*/).forEach((n) => layers.add(n));
    if (node.type === 'atrule' && node.name === 'font-face') fonts.push(node.toString());
  });
  root.walkAtRules('font-face', (at) => void at.remove());
  dropUnreadFallbacks(root);
  shortenCompilerProperties(root);
  dropRepeatedDeclarations(root);
  const shared = `${layers.size ? `@layer ${[...layers].join(',')};` : ''}${fonts.join('')}`;
  // Pages that show the same share one text of rules.
  const names = customPropertyNames(root);
  return { href, rules: root.toString(), shared, names, pruned: new Map<string, string>() };
}
export type SiteStylesheet = ReturnType<typeof readStylesheet>;

export function wholeRulesFile({ href, rules, names }: SiteStylesheet) {
  const root = postcss.parse(rules);
  renameCustomProperties(root, names);
  return { path: rulesFile(href), text: root.toString() };
}

// The page's own rules go in a data element the head script adopts (`adoptPageStyle`), not a <style>,
// whose hash would be in every response's policy, every byte of it in the first round trip.
export function pageStyle(sheet: SiteStylesheet, shown: Shown): { markup: string; problem?: string } {
  const key = `${[...shown.classes].sort().join(' ')}\n${[...shown.tags].sort().join(' ')}`;
  if (!sheet.pruned.has(key)) {
    const root = postcss.parse(pruneStylesheet(sheet.rules, shown));
    foldUnsetProperties(root);
    renameCustomProperties(root, sheet.names);
    sheet.pruned.set(key, root.toString());
  }
  const rules = sheet.pruned.get(key)!;
  if (/<\/script|<!--/i.test(rules))
    return { markup: '', problem: 'its rules hold text that would end a <script> element' };
  return {
    markup:
      `<noscript><link rel="stylesheet" href="${sheet.href}"/></noscript>` +
      `<script type="text/css" id="${pageStyleId}" ${sheetAttribute}="${sheet.href}">${sheet.shared}${rules}</script>`,
  };
}
