// The `_headers` format of Netlify and Cloudflare Pages: written by the export stage, and read the
// way those hosts read it, for the local preview server, the checks of the built export and the
// benchmarks.

/** Header names and their values. */
export type HeaderSet = Record<string, string>;

/** One rule of a `_headers` file: a path pattern and the headers it gives. */
export interface HeaderRule {
  path: string;
  headers: HeaderSet;
}

/** Rules as a `_headers` file, Netlify's and Cloudflare Pages' format. */
export function renderHeadersFile(rules: readonly HeaderRule[]) {
  return `${rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')}\n`;
}

/** Reads a `_headers` file back into rules: `{ path, headers }` in file order. */
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

/** Whether a `_headers` pattern matches a path. */
export function pathMatches(pattern: string, pathname: string): boolean {
  return new RegExp(patternSource(pattern)).test(pathname);
}

/**
 * Headers for one request path as Netlify and Cloudflare Pages apply `_headers`: every matching rule,
 * in order, and a header named by two rules joined into one comma-separated value.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): HeaderSet {
  const headers: HeaderSet = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/**
 * What a host sends with a page besides the headers its rules give it, in bytes as HTTP/1.1 writes
 * them: the status line and the blank line that ends the headers, and the headers the server adds
 * itself (Content-Type, Content-Encoding, Cache-Control, Last-Modified, Vary, Date, Connection,
 * Keep-Alive, Transfer-Encoding). The preview server (`npm start`) sends 314 on a gzipped page; its
 * tests hold it to this figure. The hosts send a set of the same size (an ETag where the preview
 * server has Keep-Alive), and over HTTP/2 compress it.
 */
export const hostAddedHeaderBytes = 320;

/** The bytes `headers` take in a response: `Name: value` and a line break each. */
export function headerLineBytes(headers: HeaderSet): number {
  return Object.entries(headers).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`),
    0,
  );
}
