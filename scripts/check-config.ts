#!/usr/bin/env tsx
// Runs before every build: stops on a setting that cannot work, then lists each setting still on its
// placeholder, a warning so the quick start works as it is. With SITE_STRICT=1 a service still on the
// seed's settings is left off, and any other placeholder stops the build.
import { loadEnvConfig } from '@next/env';
import { buildSiteConfig, placeholdersInUse, unsetSettings } from '../lib/site/site-config';
import { serviceOffLine, servicesOff } from '../lib/site/services';
import { profileLinks, readSettings } from '../content-loader/site-files';

async function main() {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const { env, problems } = readSettings(process.cwd());
  const siteConfig = buildSiteConfig(env);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const strict = process.env.SITE_STRICT === '1';
  const found = placeholdersInUse(siteConfig, profileLinks(process.cwd())).filter(
    ({ service }) => !strict || !service,
  );
  const list = found.map(({ setting, affects }) => `  - ${setting}: ${affects}`).join('\n');
  const fix =
    'Set them in the editor’s Site settings (content/site/settings.yml), or a variable over it in .env (see .env.example).';

  if (found.length && strict) {
    console.error(`SITE_STRICT=1: refusing to build while placeholders remain:\n${list}\n${fix}`);
    process.exit(1);
  }
  const off = servicesOff(
    siteConfig.services,
    unsetSettings(siteConfig, env.NEXT_PUBLIC_ANALYTICS_DOMAIN),
  ).filter(({ service }) => service !== 'analytics');
  if (off.length)
    console.log(
      `This build publishes without the services still on the seed’s settings:\n${off.map((entry) => `  - ${serviceOffLine(entry)}.`).join('\n')}`,
    );
  if (found.length)
    console.warn(
      `Warning: this build uses placeholders, fine locally but not for a deploy:\n${list}\n${fix}`,
    );
}

main();
