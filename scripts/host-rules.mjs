// Reads the export's `_headers` the way Netlify and Cloudflare Pages do, for the local preview
// server (scripts/serve.mjs), the checks of the built export and the benchmarks. The file is
// written by the export stage (export/headers.ts).

/** Reads a `_headers` file back into rules: `{ path, headers }` in file order. */
export function parseHeadersFile(text) {
  const rules = [];
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

/** Headers for one request path: every matching rule, in order, later ones adding to earlier ones. */
export function headersForPath(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('*')
      ? pathname.startsWith(rule.path.slice(0, -1))
      : pathname === rule.path;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}
