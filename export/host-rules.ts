// The `_headers` format of Netlify and Cloudflare Pages, written and read the way those hosts read it.

export type HeaderSet = Record<string, string>;

export interface HeaderRule {
  path: string;
  headers: HeaderSet;
}

export function renderHeadersFile(rules: readonly HeaderRule[]) {
  return `${rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) rules.push({ path: raw.trim(), headers: {} });
    else if (rules.length) {
      const index = raw.indexOf(':');
      rules[rules.length - 1].headers[raw.slice(0, index).trim()] = raw.slice(index + 1).trim();
    }
  }
  return rules;
}

/** A `_headers` pattern as a regular expression's source: `*` matches the rest, `:name` one segment. */
export function patternSource(pattern: string): string {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return `^${source}$`;
}

export function pathMatches(pattern: string, pathname: string): boolean {
  return new RegExp(patternSource(pattern)).test(pathname);
}

/** Every matching rule, in order; a header named by two rules is joined into one comma-separated value. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): HeaderSet {
  const headers: HeaderSet = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

// The status line and the headers a host adds itself, as HTTP/1.1 writes them. The preview server
// (`npm start`) sends 314 on a gzipped page, and its tests hold it to this; the hosts send about as many.
export const hostAddedHeaderBytes = 320;

export function headerLineBytes(headers: HeaderSet): number {
  return Object.entries(headers).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`),
    0,
  );
}
