// The custom properties of the site's rules as pages carry them.
import type { Root } from 'postcss';

/** `replace` answering undefined leaves the var() as it is. Nested var()s in a fallback are walked too. */
export function replaceVars(text: string, replace: (name: string, fallback?: string) => string | undefined) {
  let result = '';
  let at = 0;
  for (let start = text.indexOf('var(', at); start >= 0; start = text.indexOf('var(', at)) {
    // The var() runs to the parenthesis that closes it, past nested ones and strings.
    let depth = 1;
    let comma = -1;
    let end = start + 4;
    for (let quote = ''; end < text.length && depth > 0; end++) {
      const char = text[end];
      if (quote) quote = char === quote ? '' : quote;
      else if (char === '"' || char === "'") quote = char;
      else if (char === '(') depth++;
      else if (char === ')') depth--;
      else if (char === ',' && depth === 1 && comma < 0) comma = end;
    }
    const name = text.slice(start + 4, comma > 0 ? comma : end - 1).trim();
    const fallback = comma > 0 ? replaceVars(text.slice(comma + 1, end - 1), replace) : undefined;
    const answer = replace(name, fallback?.trim());
    const unchanged =
      fallback === undefined ? text.slice(start, end) : `${text.slice(start, comma + 1)}${fallback})`;
    result += text.slice(at, start) + (answer ?? unchanged);
    at = end;
  }
  return result + text.slice(at);
}

// What Tailwind composes into every box-shadow for the rings and inset shadows a page does not use.
const noShadow = '0 0 #0000';

// Writes out each custom property no rule of a page's own can change. Safe because the whole rules are
// adopted later with every registration, and win every tie. About 50 bytes gzipped in the first round trip.
export function foldUnsetProperties(root: Root) {
  const settings = new Map<string, Set<string>>();
  root.walkDecls(/^--/, (decl) => {
    if (decl.parent?.type !== 'atrule')
      settings.set(decl.prop, (settings.get(decl.prop) ?? new Set()).add(decl.value));
  });
  const registered = new Map<string, string | undefined>();
  const typed = new Set<string>();
  root.walkAtRules('property', (at) => {
    let initial: string | undefined;
    at.walkDecls('initial-value', (decl) => void (initial = decl.value.trim()));
    // A typed property reads as its computed value (`0` as `0px`), which its text may not say.
    at.walkDecls('syntax', (decl) => void (decl.value.trim() === '"*"' || typed.add(at.params.trim())));
    registered.set(at.params.trim(), initial);
  });
  const fixed = new Map<string, string | undefined>();
  for (const [name, initial] of registered) {
    if (typed.has(name)) continue;
    const set = settings.get(name);
    if (!set || (initial !== undefined && [...set].every((value) => value.trim() === initial)))
      fixed.set(name, initial);
  }
  // Unregistered and never set: every var() of it reads its fallback.
  root.walkDecls((decl) => {
    for (const [, name] of decl.value.matchAll(/var\((--[\w-]+)/g))
      if (!settings.has(name) && !registered.has(name)) fixed.set(name, undefined);
  });
  const kept = new Set<string>();
  root.walkDecls((decl) => {
    if (fixed.has(decl.prop)) return void decl.remove();
    if (!decl.value.includes('var(')) return;
    decl.value = replaceVars(decl.value, (name, fallback) => {
      if (!fixed.has(name)) return undefined;
      const value = fixed.get(name) ?? fallback;
      if (value === undefined) kept.add(name);
      return value;
    });
    if (decl.prop === 'box-shadow') {
      const shadows = decl.value.split(/,\s*(?![^(]*\))/);
      const drawn = shadows.filter((shadow) => shadow.trim() !== noShadow);
      if (drawn.length && drawn.length < shadows.length) decl.value = drawn.join(',');
    }
  });
  root.walkAtRules('property', (at) => {
    const name = at.params.trim();
    if (fixed.has(name) && !kept.has(name)) at.remove();
  });
}

const customProperty = /--[\w-]+/g;

// `--paper` becomes `--a`, the most used first: no script or style attribute reads them. The sheet's own
// file, for visitors without script, keeps its names whole. About 65 bytes gzipped per first round trip.
export function customPropertyNames(root: Root) {
  const uses = new Map<string, number>();
  const count = (text: string) =>
    text.match(customProperty)?.forEach((name) => uses.set(name, (uses.get(name) ?? 0) + 1));
  root.walkDecls((decl) => count(`${decl.prop} ${decl.value}`));
  root.walkAtRules((at) => count(at.params));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const nameAt = (index: number): string =>
    index < letters.length
      ? letters[index]
      : nameAt(Math.floor(index / letters.length) - 1) + letters[index % letters.length];
  const ranked = [...uses].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return new Map(ranked.map(([name], index) => [name, `--${nameAt(index)}`]));
}

export function renameCustomProperties(root: Root, names: Map<string, string>) {
  const rename = (text: string) => text.replace(customProperty, (name) => names.get(name) ?? name);
  root.walkDecls((decl) => {
    decl.prop = rename(decl.prop);
    decl.value = rename(decl.value);
  });
  root.walkAtRules((at) => void (at.params = rename(at.params)));
}
