#!/usr/bin/env tsx
// Builds the editor at /admin/ into public/admin/ (docs/publishing.md, "The editor"), before every build
// and dev server. Usage: npm run admin
// An ES module (.mts): run by tsx as CommonJS, Tailwind could not load tailwind.config.ts.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import tailwind from '@tailwindcss/postcss';
import { build, type Plugin } from 'esbuild';
import postcss from 'postcss';
import { stringify } from 'yaml';
import { editorConfig, editorRepo, placeholderRepo } from '@/admin/config';
import { publishSourceFile, type PublishSource } from '@/admin/publish-facts';
import { buildSiteConfig } from '@/lib/site/site-config';
import { profileAsWritten, profileTimeZone, readSettings } from '@/content-loader/site-files';

const root = process.cwd();
const source = join(root, 'admin');
const outDir = join(root, 'public', 'admin');
// The package's ES module build (npm/): the one that ships its fonts and decoders as files.
const packageDir = dirname(createRequire(join(root, 'package.json')).resolve('@sveltia/cms'));

function gitRemote(): string {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString();
  } catch {
    return '';
  }
}

// The editor's stylesheet names its fonts at cdn.jsdelivr.net though the package ships them: pointed at the
// shipped files, the editor asks no other site. A rule with no shipped file, or none found, stops the build.
const fontCdn =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
function shippedFonts(assets: string, publicPath: string): Plugin {
  const files = readdirSync(assets);
  return {
    name: 'shipped-fonts',
    setup(bundle) {
      bundle.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => {
        let found = 0;
        const contents = readFileSync(args.path, 'utf8').replace(
          fontCdn,
          (url, family: string, subset: string) => {
            const file = files.find(
              (name) => name.startsWith(`${family}-${subset}-`) && name.endsWith('.woff2'),
            );
            if (!file) throw new Error(`no shipped file for the font ${url}`);
            found += 1;
            return `${publicPath}${file}`;
          },
        );
        if (!found)
          throw new Error('found no font at cdn.jsdelivr.net in @sveltia/cms: check scripts/admin.mts');
        return { contents, loader: 'js' };
      });
    },
  };
}

// A module that imports React itself would bundle a second copy, many times the size of the rest of the
// preview: that stops the build (admin/jsx-runtime.ts).
function editorReact(): Plugin {
  return {
    name: 'editor-react',
    setup(bundle) {
      bundle.onResolve({ filter: /^react(\/|$)/ }, (args) => {
        if (args.path === 'react/jsx-runtime') return { path: join(source, 'jsx-runtime.ts') };
        throw new Error(`${args.importer} imports ${args.path}: the preview uses the editor's React`);
      });
      // The site's link is next/link, which brings React and the router: the preview's is a plain one.
      bundle.onResolve({ filter: /^@\/components\/site\/link$/ }, () => ({
        path: join(source, 'preview-link.tsx'),
      }));
    },
  };
}

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  // One folder for the bundle and its chunks: the editor finds its fonts and decoders at `assets/`
  // beside the module that names them.
  const editorDir = join(outDir, 'editor');
  await build({
    entryPoints: [join(source, 'editor.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: editorDir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    minify: true,
    target: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    legalComments: 'none',
    logLevel: 'error',
    jsx: 'automatic',
    plugins: [shippedFonts(join(packageDir, 'assets'), '/admin/editor/assets/'), editorReact()],
  });
  cpSync(join(packageDir, 'assets'), join(editorDir, 'assets'), {
    recursive: true,
    filter: (path) => !path.endsWith('.map'),
  });

  const css = join(source, 'preview.css');
  const preview = await postcss([tailwind({ base: root, optimize: true })]).process(
    readFileSync(css, 'utf8'),
    { from: css },
  );
  writeFileSync(join(outDir, 'preview.css'), preview.css);
  copyFileSync(join(root, 'app', 'fonts', 'geist-latin.woff2'), join(outDir, 'geist.woff2'));

  const { EDITOR_GITHUB_REPO, GITHUB_REPOSITORY, SITE_STRICT } = process.env;
  const repo = editorRepo({ EDITOR_GITHUB_REPO, GITHUB_REPOSITORY, SITE_STRICT }, gitRemote());
  const config = editorConfig({
    repo,
    authUrl: process.env.EDITOR_AUTH_URL?.trim() || undefined,
    siteUrl: buildSiteConfig(readSettings(root).env).url,
    siteName: String(profileAsWritten(root).name ?? ''),
  });
  writeFileSync(
    join(outDir, 'config.yml'),
    `# Made by npm run admin from admin/config.ts and the content schema: edit those, not this.\n${stringify(config)}`,
  );
  copyFileSync(join(source, 'index.html'), join(outDir, 'index.html'));
  copyFileSync(join(source, 'editor.html'), join(editorDir, 'index.html'));
  // The status of her site reads the repository and branch the editor saves to from here.
  const { backend } = config;
  if (backend.name !== 'github') throw new Error('the status of her site reads a GitHub repository');
  const publishSource: PublishSource = {
    repo: backend.repo === placeholderRepo ? null : backend.repo,
    branch: backend.branch ?? null,
    apiRoot: backend.api_root ?? 'https://api.github.com',
    timeZone: profileTimeZone(root) ?? 'UTC',
  };
  writeFileSync(join(editorDir, publishSourceFile), JSON.stringify(publishSource));
  copyFileSync(join(source, 'publish-status.css'), join(editorDir, 'publish-status.css'));

  console.log(`admin: the editor saves to github.com/${repo}; built into public/admin/`);
}

main().catch((error: Error) => {
  console.error(`admin: ${error.message}`);
  process.exit(1);
});
