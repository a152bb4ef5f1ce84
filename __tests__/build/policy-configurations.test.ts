// The policy lists exactly the origins a build sends to, for each way the site can be configured:
// the export stage (export/run.ts) writes the host files of a copy of out/ under three
// configurations, and each `_headers` is read as the hosts read it. `npm run build` first.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { kitApiOrigin, kitFormOrigin } from '../../lib/web/kit';
import { headersForPath, parseHeadersFile } from '../../export/host-rules';

const outDir = join(process.cwd(), 'out');
const copies: string[] = [];
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The directives of the policy the export stage writes for a build configured with `env`. */
function policyFor(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'policy-'));
  copies.push(dir);
  // The pages and the files they name; the editor and the pictures change nothing in the policy.
  cpSync(outDir, join(dir, 'out'), {
    recursive: true,
    filter: (path) => !/[\\/]out[\\/](admin|media|social)([\\/]|$)/.test(path),
  });
  // This process's environment without the site's settings, to which `env` adds its own.
  const unconfigured = { ...process.env };
  for (const key of Object.keys(unconfigured)) if (key.startsWith('NEXT_PUBLIC_')) delete unconfigured[key];
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'export/run.ts', '--out', join(dir, 'out'), '--deploy', join(dir, 'deploy')],
    {
      encoding: 'utf8',
      env: { ...unconfigured, ...env },
    },
  );
  assert.equal(run.status, 0, run.stderr);
  const rules = parseHeadersFile(readFileSync(join(dir, 'out', '_headers'), 'utf8'));
  const policy = headersForPath(rules, '/essays/')['Content-Security-Policy'];
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const formspree = 'https://formspree.io';
const plausible = 'https://plausible.io';
const everything = {
  NEXT_PUBLIC_SITE_URL: 'https://maya.example.org',
  NEXT_PUBLIC_KIT_FORM_ID: '1234567',
  NEXT_PUBLIC_KIT_API_KEY: 'kit_public_example',
  NEXT_PUBLIC_CALENDLY_URL: 'https://calendly.com/someone/15min',
  NEXT_PUBLIC_FORMS_ENDPOINT: `${formspree}/f/xyzzyabc`,
  NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org',
};

describe('the policy of each configuration', () => {
  it('with nothing set, a plain post goes only to the site and Kit’s form, scripts reach only Kit’s API', () => {
    const policy = policyFor({});
    assert.deepEqual(policy['form-action'], ["'self'", kitFormOrigin]);
    assert.deepEqual(policy['connect-src'], ["'self'", kitApiOrigin]);
  });

  it('with a forms service, its origin joins both, and nothing else does', () => {
    const policy = policyFor({ NEXT_PUBLIC_FORMS_ENDPOINT: everything.NEXT_PUBLIC_FORMS_ENDPOINT });
    assert.deepEqual(policy['form-action'], ["'self'", kitFormOrigin, formspree]);
    assert.deepEqual(policy['connect-src'], ["'self'", kitApiOrigin, formspree]);
  });

  it('with everything set, the same origins and Plausible’s for scripts, and the booking page’s own for the frame', () => {
    const policy = policyFor(everything);
    assert.deepEqual(policy['form-action'], ["'self'", kitFormOrigin, formspree]);
    assert.deepEqual(policy['connect-src'], ["'self'", kitApiOrigin, formspree, plausible]);
    assert.deepEqual(policy['frame-src'], ['https://calendly.com']);
  });

  it('in a publishing build with the seed’s settings, no origin of a service left off', () => {
    const policy = policyFor({ SITE_STRICT: '1' });
    assert.deepEqual(policy['form-action'], ["'self'"]);
    assert.deepEqual(policy['connect-src'], ["'self'"]);
    assert.equal(policy['frame-src'], undefined);
    assert.ok(!policy['script-src'].some((source: string) => source.includes('calendly')));
  });

  it('in a publishing build with real values, every service’s origin back', () => {
    const policy = policyFor({ ...everything, SITE_STRICT: '1' });
    assert.deepEqual(policy['form-action'], ["'self'", kitFormOrigin, formspree]);
    assert.deepEqual(policy['connect-src'], ["'self'", kitApiOrigin, formspree, plausible]);
    assert.deepEqual(policy['frame-src'], ['https://calendly.com']);
  });

  it('with analytics sent to the author’s own Plausible, that origin and no other', () => {
    const policy = policyFor({
      NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org',
      NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'https://stats.maya.example.org/api/event',
    });
    assert.deepEqual(policy['form-action'], ["'self'", kitFormOrigin]);
    assert.deepEqual(policy['connect-src'], ["'self'", kitApiOrigin, 'https://stats.maya.example.org']);
  });
});
