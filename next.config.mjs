import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/** One build id per commit, so two builds of the same commit produce identical files. */
function commitBuildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local-build';
  }
}

/**
 * The site's settings (content/site/settings.yml), as `npm run content` wrote them under the names of
 * their variables (`settingsAsVariables`): each fills in a `NEXT_PUBLIC_*`
 * variable not set, so a variable set for a build overrides its setting, and Next inlines the result
 * as it inlines any of them.
 */
function fillSettings() {
  const file = join(process.cwd(), '.content', 'settings-env.json');
  if (!existsSync(file)) return;
  for (const [variable, value] of Object.entries(JSON.parse(readFileSync(file, 'utf8'))))
    if (!process.env[variable]?.trim()) process.env[variable] = value;
}
fillSettings();

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The brief PDFs are drawn by pdfkit at build time; it reads its own data files, so it stays a
  // plain Node package rather than being bundled.
  serverExternalPackages: ['pdfkit'],
  generateBuildId: commitBuildId,
  // Whether this build publishes, which turns off the services still on the seed's settings
  // (lib/site/services.ts): inlined, so an island judges them as the page it is on was judged.
  env: { SITE_STRICT: process.env.SITE_STRICT === '1' ? '1' : '' },
  // The editor's pages are files under public/admin/ (npm run admin), which every static host
  // serves at their folder's address; the development server does so through these rewrites. An
  // export has no rewrites.
  ...(phase === PHASE_DEVELOPMENT_SERVER
    ? {
        rewrites: async () =>
          ['/admin/', '/admin/editor/'].map((source) => ({ source, destination: `${source}index.html` })),
      }
    : {}),
});

export default nextConfig;
