#!/usr/bin/env tsx
// Runs before every build: stops on a setting that cannot work (a forms endpoint that is not a
// Formspree form's), then lists each setting still on its placeholder (lib/site-config.ts) and what
// it affects. A warning by default, so the quick start works without a .env; an error with
// SITE_STRICT=1, for deploy pipelines. Reads .env like Next does, before lib/site-config.ts, which
// reads the settings once as it loads. Usage: tsx scripts/check-config.ts, from the folder whose
// .env it reads.
import { loadEnvConfig } from '@next/env';
import type { PublicEnv } from '../lib/site-config';
import { profileLinks } from './site-files';

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { configProblems, placeholdersInUse, siteConfig } = await import('../lib/site-config');
  const problems = configProblems(siteConfig, process.env as PublicEnv);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const found = placeholdersInUse(siteConfig, profileLinks(process.cwd()));
  const list = found.map(({ setting, affects }) => `  - ${setting}: ${affects}`).join('\n');
  const fix = 'Set them in .env (see .env.example) or in the host’s build settings.';

  if (found.length && process.env.SITE_STRICT === '1') {
    console.error(`SITE_STRICT=1: refusing to build while placeholders remain:\n${list}\n${fix}`);
    process.exit(1);
  }
  if (found.length)
    console.warn(
      `Warning: this build uses placeholders, fine locally but not for a deploy:\n${list}\n${fix}`,
    );
}

main();
