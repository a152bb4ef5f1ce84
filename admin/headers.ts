// The editor's header rules: its own policy, and none of the site's (docs/security.md, "The editor").

import { readdirSync } from 'node:fs';

type Rule = { path: string; headers: Record<string, string> };

export const adminFolder = 'admin';
export const adminPath = `/${adminFolder}/`;
/** A folder below /admin/, which a missing page's rule (`/:name/`) covers. */
export const editorPagePath = `${adminPath}editor/`;

// Measured in Chromium by the editor's browser tests. Its components set their own styles as they render;
// unpkg.com: it asks for the newest version number (JSON, never run), which cannot be turned off.
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

export const adminHeaders: Record<string, string> = {
  'Content-Security-Policy': adminPolicy,
  // Signing in through GitHub opens a window whose answer comes back to this page by postMessage,
  // which `same-origin` would cut off.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** For nginx, which picks one `location` per request. */
export const adminRule: Rule = { path: `${adminPath}*`, headers: adminHeaders };

/** For hosts that apply every matching rule: its policy on the editor's folder alone. */
export const adminRules: Rule[] = [
  {
    path: `${adminPath}*`,
    headers: Object.fromEntries(
      Object.entries(adminHeaders).filter(([name]) => name !== 'Content-Security-Policy'),
    ),
  },
  { path: `${editorPagePath}*`, headers: { 'Content-Security-Policy': adminPolicy } },
];

// Hosts that read `_headers` apply every matching rule and join a header two rules name, which for
// Content-Security-Policy means two policies, both enforced. So the headers the editor also names move off
// `/*` onto rules that never match /admin/editor/ nor overlap: the rules grow with `folders`, not pages.
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

export function exportFolders(outDir: string) {
  return readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
