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

/** Each setting fills in its `NEXT_PUBLIC_*` variable when unset (`settingsAsVariables`), so a variable wins. */
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
  // pdfkit reads its own data files at build time, so it is not bundled.
  serverExternalPackages: ['pdfkit'],
  generateBuildId: commitBuildId,
  // Set by the test copies that change only strings of her profile, whose types are then the seed's that
  // `npm run test:types` checked: the services-off copy and the profile change.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Inlined, so an island judges the services (lib/site/services.ts) as its page was judged.
  env: { SITE_STRICT: process.env.SITE_STRICT === '1' ? '1' : '' },
  // Static hosts serve public/admin/ files at their folder's address; the dev server needs rewrites.
  ...(phase === PHASE_DEVELOPMENT_SERVER
    ? {
        rewrites: async () =>
          ['/admin/', '/admin/editor/'].map((source) => ({ source, destination: `${source}index.html` })),
      }
    : {}),
});

export default nextConfig;
