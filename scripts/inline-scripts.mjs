// Finds the inline scripts and inline event handlers of an exported HTML page, hashes the scripts
// for the Content-Security-Policy, and tells Next's own bootstrap scripts from anything else, so a
// script slipped into content is reported instead of being whitelisted.
import { createHash } from 'node:crypto';

/** CSP source expression for a script or style body: 'sha256-<base64>'. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// What Next 16 emits in an export: the Turbopack chunk list and the React Server Components payload.
const nextInlinePatterns = [
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[[^\]]*\],"runtimeModuleIds":\[[\d,]*\]\}\);?$/,
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d+,"(?:[^"\\]|\\.)*"\]\)$/s,
];

export function isNextInlineScript(body) {
  return nextInlinePatterns.some((pattern) => pattern.test(body));
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * @returns {{ inline: { attrs: string, body: string }[], external: string[], data: { type: string, body: string }[] }}
 */
export function findScripts(html) {
  const inline = [];
  const external = [];
  const data = [];
  for (const [, attrs, body] of html.matchAll(scriptPattern)) {
    const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (src !== undefined) external.push(src);
    else if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') {
      data.push({ type, body });
    } else inline.push({ attrs, body });
  }
  return { inline, external, data };
}

/** Inline event-handler attributes (`onclick="..."`) anywhere outside script bodies. */
export function findInlineHandlers(html) {
  const withoutScripts = html.replace(scriptPattern, '<script></script>');
  const found = [];
  for (const [tag] of withoutScripts.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const [, name] of tag.matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(`${name} in ${tag.slice(0, 80)}`);
  }
  return found;
}

/** Distinct `style="..."` attribute values, which CSP can allow only by hash ('unsafe-hashes'). */
export function findStyleAttributes(html) {
  const withoutScripts = html.replace(scriptPattern, '<script></script>');
  const values = new Set();
  for (const [tag] of withoutScripts.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const value = /\sstyle="([^"]*)"/i.exec(tag)?.[1];
    if (value !== undefined) values.add(decodeAttribute(value));
  }
  return [...values];
}

function decodeAttribute(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Bodies of inline `<style>` elements (Next inlines the stylesheet to save a render-blocking request). */
export function findInlineStyles(html) {
  const withoutScripts = html.replace(scriptPattern, '<script></script>');
  return [...withoutScripts.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1]);
}

/**
 * Audits one page. `problems` lists anything that must stop the build; `scriptHashes`,
 * `styleHashes` and `styleAttrHashes` are the CSP sources the page needs.
 */
export function auditPage(html) {
  const { inline, external, data } = findScripts(html);
  const problems = [];
  for (const script of inline) {
    if (!isNextInlineScript(script.body))
      problems.push(`unexpected inline script: ${script.body.slice(0, 80)}`);
  }
  for (const src of external) {
    if (!src.startsWith('/_next/static/')) problems.push(`script from outside the build: ${src}`);
  }
  for (const block of data) {
    if (block.type !== 'application/ld+json') problems.push(`unexpected script type: ${block.type}`);
    else {
      try {
        JSON.parse(block.body);
      } catch {
        problems.push('JSON-LD that does not parse');
      }
    }
  }
  for (const handler of findInlineHandlers(html)) problems.push(`inline event handler: ${handler}`);
  return {
    problems,
    scriptHashes: [...new Set(inline.map((script) => cspHash(script.body)))],
    styleHashes: [...new Set(findInlineStyles(html).map(cspHash))],
    styleAttrHashes: findStyleAttributes(html).map(cspHash),
  };
}
