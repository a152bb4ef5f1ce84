import { execSync } from 'node:child_process';
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
