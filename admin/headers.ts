// The editor at /admin/ is not part of the reading site (docs/security.md, "The editor"): it gets
// header rules of its own, with a policy listing what Sveltia CMS needs, and none of the site's
// policy. Hosts that read `_headers` (Netlify, Cloudflare Pages) apply every rule whose pattern
// matches a path and join a header two rules name into one list, which for Content-Security-Policy
// means two policies, both enforced. So the site's headers that the editor's rules also name are
// moved off `/*` onto rules that never match the editor's page, /admin/editor/, and never two of
// them the same path: `/`, `/:name` and `/:name/` (every file and folder at the top of the site, and
// a missing page's address), then `/<folder>/:name` and `/<folder>/:name/*` for each folder at the
// top of the export but admin/. /admin/ itself, which `/:name/` covers, only leads to
// /admin/editor/: it keeps the site's policy, and the editor's policy is on the editor's folder
// alone, so no path gets two. Vercel reads the same rules; nginx picks one `location` per request,
// so it takes the site's rules as they are, and one block for all of /admin/ after them. Netlify
// reads a pattern's trailing slash as optional, so it is given these rules less those its reading
// makes twins of (`netlifyRules`).

import { readdirSync } from 'node:fs';

type Rule = { path: string; headers: Record<string, string> };

export const adminFolder = 'admin';
export const adminPath = `/${adminFolder}/`;
/** The editor's own page: a folder below /admin/, which a missing page's rule (`/:name/`) covers. */
export const editorPagePath = `${adminPath}editor/`;

/**
 * What the editor may load, and why (measured in Chromium, by the editor's browser tests):
 * - scripts and fonts only from the site: the bundle, its language chunks and its icon font are
 *   files of /admin/editor/; no 'unsafe-eval', no 'unsafe-inline' scripts;
 * - styles inline: the editor's components set their own styles as they render;
 * - blob: and data: for what it builds in the page: previews of images and files being uploaded, the
 *   preview pane (a frame it writes itself), and asset thumbnails;
 * - api.github.com to read and save the repository, once signed in; avatars.githubusercontent.com
 *   for the signed-in account's picture; www.githubstatus.com, which it asks whether GitHub is up;
 * - unpkg.com, which it asks for the newest version number (a JSON file, never run: scripts stay
 *   'self'); it cannot be turned off, and a pinned copy only logs the answer.
 */
export const adminPolicy = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com'],
  ['font-src', "'self'"],
  [
    'connect-src',
    "'self'",
    'blob:',
    'data:',
    'https://api.github.com',
    'https://www.githubstatus.com',
    'https://unpkg.com',
  ],
  ['frame-src', 'blob:'],
  ['media-src', "'self'", 'blob:'],
  ['worker-src', "'self'", 'blob:'],
  ['manifest-src', "'none'"],
  ['object-src', "'none'"],
  // The preview pane's frame sets <base href> to the site, so its links resolve there.
  ['base-uri', "'self'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
]
  .map((parts) => parts.join(' '))
  .join('; ');

/** The editor's own headers, on top of the base set every response gets. */
export const adminHeaders: Record<string, string> = {
  'Content-Security-Policy': adminPolicy,
  // Signing in through GitHub opens a window whose answer comes back to this page by postMessage,
  // which `same-origin` would cut off.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** The editor's headers as nginx takes them: one location for all of /admin/. */
export const adminRule: Rule = { path: `${adminPath}*`, headers: adminHeaders };

/**
 * The editor's headers as the hosts that apply every matching rule take them: its policy on the
 * editor's own folder, the rest on all of /admin/.
 */
export const adminRules: Rule[] = [
  {
    path: `${adminPath}*`,
    headers: Object.fromEntries(
      Object.entries(adminHeaders).filter(([name]) => name !== 'Content-Security-Policy'),
    ),
  },
  { path: `${editorPagePath}*`, headers: { 'Content-Security-Policy': adminPolicy } },
];

/**
 * The site's rules (`headerRules`) with /admin/ given only its own: each header
 * the editor's rule names, and each of `siteOnly`, leaves the rule for every path and goes to rules
 * that cover everything but /admin/. `folders` are the names of the folders at the top of the
 * export; the number of rules grows with them, never with the pages.
 */
export function separateAdmin(rules: Rule[], folders: string[], siteOnly: readonly string[] = []): Rule[] {
  const own = new Set([...Object.keys(adminHeaders), ...siteOnly]);
  const pick = (headers: Record<string, string>, keep: boolean) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => own.has(name) === keep));
  const everyPath = rules.find((rule) => rule.path === '/*');
  if (!everyPath) throw new Error('admin-headers: the site has no rule for every path (/*)');
  const moved = pick(everyPath.headers, true);
  const below = folders
    .filter((name) => name !== adminFolder)
    .flatMap((name) => [`/${name}/:name`, `/${name}/:name/*`]);
  const notAdmin = ['/', '/:name', '/:name/', ...below];
  return [
    ...rules.map((rule) => (rule === everyPath ? { path: '/*', headers: pick(rule.headers, false) } : rule)),
    ...notAdmin.map((path) => ({ path, headers: moved })),
    ...adminRules,
  ];
}

/** The folders at the top of an export: the site's sections, its assets and the framework's files. */
export function exportFolders(outDir: string) {
  return readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
