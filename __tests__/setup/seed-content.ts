// The seed content, frozen (__tests__/fixtures/seed/content/site/), so SPEC's values stay tested however
// she changes her own files: Jest's global setup (seed-content-setup.mjs) runs this through tsx to write
// .content/seed/site/<name>.json, where jest.config.mjs maps .content/site/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteFiles } from '../../content-loader/site-files';

const root = join(process.cwd(), '__tests__', 'fixtures', 'seed');
const out = join(process.cwd(), '.content', 'seed', 'site');
const site = loadSiteFiles({ root, store: {}, budgetBytes: Infinity });
if (site.problems.length) {
  console.error(`the frozen seed content has problems:\n${site.problems.join('\n')}`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
for (const [name, data] of Object.entries(site.data))
  writeFileSync(join(out, `${name}.json`), `${JSON.stringify(data, null, 1)}\n`);
