import { execSync } from 'node:child_process';

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

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The brief PDFs are drawn by pdfkit at build time; it reads its own data files, so it stays a
  // plain Node package rather than being bundled.
  serverExternalPackages: ['pdfkit'],
  generateBuildId: commitBuildId,
};

export default nextConfig;
