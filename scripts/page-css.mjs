// Post-build step, part of scripts/secure-export.mjs: each page carries the CSS it can show, not the
// whole site's stylesheet (docs/performance.md, "The first round trip"). Next inlines the one
// stylesheet Tailwind compiled for every page; this step keeps, for each page, the rules whose
// classes, elements and fields the page holds in its markup or that its islands and the head and
// after-paint scripts can add once it is open, read from their own source
// (scripts/island-markup.mjs).
//
// The rules are read with postcss and their selectors with postcss-selector-parser: a rule stays
// when everything its selector needs is on the page. Rules that need nothing of the kind (the
// palette, states such as :focus-visible) always stay.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { deferredScriptsId, frameworkScript, rulesFile } from './defer-hydration.mjs';
import { exportFile } from './export-stats.mjs';
import { candidatesIn, islandMarkup, payloadIslands } from './island-markup.mjs';
import { requireTs } from './typescript.mjs';

const { pageStyleId } = requireTs('../lib/page-style.ts');

/**
 * What a page carries of CSS: the class and element names in its markup, the candidates in its own
 * inline scripts (the head script names the web font's class), its inline stylesheets with where
 * they are, and the framework's RSC payload (inline, or the file the deferral moved it to), which
 * names the islands it hydrates.
 */
export function readPage(html, outDir) {
  const classes = new Set();
  const tags = new Set();
  const scripts = [];
  const payload = [];
  const styles = [];
  let adopted = false;
  let firstScript = -1;
  let open = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        tags.add(name);
        if (name === 'input') tags.add(`input:${(attribs.type ?? 'text').toLowerCase()}`);
        for (const token of (attribs.class ?? '').split(/\s+/)) if (token) classes.add(token);
        if (name === 'script' && attribs.id === pageStyleId) adopted = true;
        if (name === 'script' && attribs.src === undefined && !attribs.type && firstScript < 0)
          firstScript = parser.startIndex;
        if (name === 'style' || (name === 'script' && attribs.src === undefined))
          open = { name, attribs, start: parser.startIndex, text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (!open || name !== open.name) return;
        const { attribs, text } = open;
        if (name === 'style') styles.push({ ...open, end: parser.endIndex + 1 });
        else if (attribs.id === deferredScriptsId && outDir) {
          const file = exportFile(outDir, JSON.parse(text).payload);
          if (existsSync(file)) payload.push(readFileSync(file, 'utf8'));
        } else if (frameworkScript(text)) payload.push(text);
        else if (!/json/i.test(attribs.type ?? '')) scripts.push(text);
        open = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  for (const candidate of candidatesIn(scripts)) classes.add(candidate);
  return { classes, tags, styles, adopted, firstScript, payload: payload.join(';\n') };
}

// Pseudo-elements that only fields of some input types have: the date and time pickers' parts,
// number spinners and the file button. A page without such a field needs none of their rules.
const dateTypes = ['date', 'time', 'datetime-local', 'month', 'week'];
const fieldParts = [
  [/^::-webkit-(date-and-time-value|datetime-edit.*|calendar-picker-indicator)$/, dateTypes],
  [/^::-webkit-(inner|outer)-spin-button$/, ['number', ...dateTypes]],
  [/^::file-selector-button$/, ['file']],
];

const needs = new Map();
/**
 * What a page must hold for a selector to match anything in it: classes, element names, and for
 * a field's own parts an input of a type that has them (`input:date`). What is under :not() is not
 * needed; other pseudo-classes and pseudo-elements are states of what is there.
 */
function selectorNeeds(selector) {
  if (!needs.has(selector)) {
    const found = { classes: [], tags: [], fields: [] };
    selectorParser((selectors) => {
      selectors.walk((node) => {
        for (let parent = node.parent; parent; parent = parent.parent)
          if (parent.type === 'pseudo' && parent.value === ':not') return;
        if (node.type === 'class') found.classes.push(node.value);
        else if (node.type === 'tag') found.tags.push(node.value.toLowerCase());
        else if (node.type === 'pseudo') {
          const part = fieldParts.find(([pattern]) => pattern.test(node.value));
          if (part) found.fields.push(part[1].map((type) => `input:${type}`));
        }
      });
    }).processSync(selector);
    needs.set(selector, found);
  }
  return needs.get(selector);
}

const canMatch = (selector, { classes, tags }) => {
  const need = selectorNeeds(selector);
  return (
    need.classes.every((name) => classes.has(name)) &&
    need.tags.every((name) => tags.has(name)) &&
    need.fields.every((types) => types.some((type) => tags.has(type)))
  );
};

/**
 * Tailwind's fallback for browsers without `@property` (Safari before 16.4, Firefox before 128),
 * which the site does not support (docs/performance.md): the `properties` layer holds nothing else.
 */
const belowFloorLayer = 'properties';

function removeEmpty(container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** Custom properties some declaration reads, so the ones nobody reads can go. */
function readProperties(root) {
  const read = new Set();
  root.walkDecls((decl) => {
    for (const [, name] of decl.value.matchAll(/var\((--[\w-]+)/g)) read.add(name);
  });
  return read;
}

/**
 * The stylesheet `css` with only the rules that can match in a page holding `classes` and `tags`
 * (element names, and `input:<type>` for its fields), and the custom properties, registrations and
 * animations those rules use. Tailwind's layer for browsers below the floor goes too.
 */
export function pruneStylesheet(css, { classes, tags }) {
  const root = postcss.parse(css);
  root.each((node) => {
    if (node.type === 'atrule' && node.name === 'layer' && node.params === belowFloorLayer) node.remove();
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, { classes, tags }));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
  });
  // A custom property nobody reads (a palette colour the page never shows, a theme value, a
  // utility's part) goes; values name each other (--text-xs--line-height), so until none is left.
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
  const animations = new Set();
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

/**
 * The same stylesheet as two parts: what every page shares and the document must hold as a real
 * <style> (the layer order and the font faces, which then load once however the rest arrives), and
 * the rules, which each page prunes to its own.
 */
function splitSheet(css) {
  const root = postcss.parse(css);
  const layers = [];
  const fonts = [];
  root.each((node) => {
    if (node.type !== 'atrule') return;
    if (node.name === 'layer')
      layers.push(...node.params.split(/\s*,\s*/).filter((name) => !layers.includes(name)));
    if (node.name === 'font-face') fonts.push(node.toString());
  });
  return { shared: `${layers.length ? `@layer ${layers.join(',')};` : ''}${fonts.join('')}` };
}

/**
 * Styles the export's pages one by one (scripts/secure-export.mjs). Next inlines the whole site's
 * stylesheet as `<style data-precedence data-href="<file>">`; `style(route, html)` keeps that
 * element with only what every page shares (so its one hash serves the whole site, and React still
 * finds the stylesheet it rendered), adds the file itself for visitors without script, writes the
 * whole sheet's rules without the font faces for the loader (rulesFile), and puts
 * the page's own rules in a `<script type="text/css">` data element that the head script adopts
 * (lib/page-style.ts). The page's own rules are those its markup, the head and after-paint
 * scripts, and the islands its RSC payload hydrates can show. Returns the page, the names of
 * the site's islands it hydrates (`islands`, null for a page styled already) and the problems
 * that must stop the build: a page whose stylesheet is not the one whole-site sheet, one whose
 * stylesheet comes after an inline script, or one whose payload names none of the site's islands
 * (the framework's output has changed shape).
 */
export function pageStyler({ root, outDir, islands = islandMarkup(root) }) {
  // `islands` is islandMarkup's answer, read once for the whole export.
  const sheets = new Map(); // href -> { css, shared }
  const pruned = new Map(); // what a page can show -> its rules
  return function style(route, html) {
    const page = readPage(html, outDir);
    if (page.adopted) return { html, problems: [], islands: null };
    const sheet = page.styles.filter(({ attribs }) => attribs['data-href']);
    if (sheet.length !== 1 || page.styles.length !== 1)
      return {
        html,
        problems: [
          `${route}: expected one inline <style data-href> holding the site's stylesheet, found ${page.styles.length} <style> of which ${sheet.length} with data-href`,
        ],
      };
    const [{ start, end, attribs }] = sheet;
    const problems = [];
    if (page.firstScript >= 0 && page.firstScript < start)
      problems.push(
        `${route}: an inline script comes before the stylesheet, so the head script would run before the page's rules exist`,
      );
    const href = attribs['data-href'].split(' ')[0];
    const file = exportFile(outDir, href);
    if (!existsSync(file))
      return { html, problems: [`${route}: its stylesheet ${href} is not in the export`] };
    if (!sheets.has(href)) {
      const css = readFileSync(file, 'utf8');
      sheets.set(href, { css, ...splitSheet(css) });
      // What the loader adds for the router's pages: the rules, without a second copy of the fonts.
      writeFileSync(exportFile(outDir, rulesFile(href)), withoutFonts(css));
    }
    const { css, shared } = sheets.get(href);
    const can = { classes: new Set(page.classes), tags: new Set(page.tags) };
    const add = (markup) => {
      markup.classes.forEach((name) => can.classes.add(name));
      markup.tags.forEach((name) => can.tags.add(name));
    };
    add(islands.always);
    const hydrated = [...payloadIslands(page.payload)].filter((name) => islands.byName.has(name));
    if (page.payload && hydrated.length === 0)
      problems.push(
        `${route}: its RSC payload names none of the site's islands (expected lines <id>:I[<module>,[<chunks>],"<export>"] naming e.g. NavLink)`,
      );
    for (const name of hydrated) add(islands.byName.get(name));
    const key = `${href}\n${[...can.classes].sort().join(' ')}\n${[...can.tags].sort().join(' ')}`;
    if (!pruned.has(key)) pruned.set(key, withoutFonts(pruneStylesheet(css, can)));
    const rules = pruned.get(key);
    if (/<\/script|<!--/i.test(rules))
      problems.push(`${route}: its rules hold text that would end a <script> element`);
    const open = html.slice(start, html.indexOf('>', start) + 1);
    const styled =
      `${open}${shared}</style><noscript><link rel="stylesheet" href="${href}"/></noscript>` +
      `<script type="text/css" id="${pageStyleId}">${rules}</script>`;
    return { html: html.slice(0, start) + styled + html.slice(end), problems, islands: hydrated };
  };
}

const withoutFonts = (css) => {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (at) => at.remove());
  return root.toString();
};
