#!/usr/bin/env tsx
// Runs before every build: stops on a setting that cannot work, as the settings' schema judges it
// (a forms endpoint that is not a Formspree form's), then lists each setting still on its
// placeholder and what it affects. The settings are content/site/settings.yml, and over it each
// NEXT_PUBLIC_* variable set in the environment or in .env, read like Next reads it. A warning by
// default, so the quick start works as it is; an error with SITE_STRICT=1, for the publishing build.
// Usage: tsx scripts/check-config.ts, from the project's folder.
import { loadEnvConfig } from '@next/env';
import { buildSiteConfig, placeholdersInUse } from '../lib/site/site-config';
import { profileLinks, readSettings } from './site-files';

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { env, problems } = readSettings(process.cwd());
  const siteConfig = buildSiteConfig(env);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const found = placeholdersInUse(siteConfig, profileLinks(process.cwd()));
  const list = found.map(({ setting, affects }) => `  - ${setting}: ${affects}`).join('\n');
  const fix =
    'Set them in the editor’s Site settings (content/site/settings.yml), or a variable over it in .env (see .env.example).';

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
