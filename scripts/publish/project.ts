#!/usr/bin/env tsx
// The site's project on its host, found or made with the host's token alone, so that she copies no id
// (docs/publishing.md, "Going live"); a variable that names a project wins, and then nothing is made.
// Usage: PUBLISH_HOST=<host> tsx scripts/publish/project.ts
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { isPlaceholderUrl, type Placeholder } from '@/lib/site/site-config';
import { settingName, settingsLooks } from '@/lib/site/files/settings-looks';
import {
  apiRoot,
  call,
  hostErrors,
  hostSetup,
  type Env,
  type Host,
  type HostAnswer,
} from '@/scripts/publish/hosts';
import { recordProblems } from '@/scripts/publish/problems';
import { readSettings } from '@/content-loader/site-files';

export interface HostProject {
  name: string;
  ids: Record<string, string>;
  address: string;
  created: boolean;
}

export type Found = { ok: true; project: HostProject } | { ok: false; says: string };

// 63 for Netlify (netlify-cli's limit) and Vercel (a DNS label); 58 for Cloudflare, which adds a few
// characters to a `.pages.dev` subdomain that is taken.
export const nameLimits: Record<Host, number> = { cloudflare: 58, netlify: 63, vercel: 63 };

export function projectName(repository: string, host: Host, suffix = ''): string {
  const clean = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const name = clean(repository.split('/').pop() ?? '') || 'site';
  const tail = suffix ? `-${clean(suffix)}` : '';
  return `${name.slice(0, nameLimits[host] - tail.length).replace(/-+$/, '')}${tail}`;
}

// Netlify's names are shared by everyone: a name taken (422) is followed by ones with the owner's name,
// then a hash of the repository, the same list on every run, so a later run finds what the first made.
export function netlifyNames(repository: string): string[] {
  const owner = repository.split('/')[0] ?? '';
  const hash = createHash('sha256').update(repository.toLowerCase()).digest('hex').slice(0, 6);
  return [
    ...new Set([
      projectName(repository, 'netlify'),
      projectName(repository, 'netlify', owner),
      projectName(repository, 'netlify', `${owner}-${hash}`),
    ]),
  ];
}

const productionBranch = 'main';

// Cloudflare (developers.cloudflare.com/api, "List Memberships", Pages "Get project" and "Create
// project"): an envelope `{ success, errors, result }`; a project's `subdomain` is its
// `.pages.dev` host, which differs from its name when that one was taken.
async function cloudflare(env: Env, repository: string): Promise<Found> {
  const { token } = hostSetup.cloudflare;
  const key = env[token] ?? '';
  const root = apiRoot('cloudflare', env);
  const ask = (method: 'GET' | 'POST', path: string, sent?: unknown) =>
    call(method, `${root}${path}`, key, hostErrors.cloudflare, sent);
  let account = env.CLOUDFLARE_ACCOUNT_ID?.trim() ?? '';
  if (!account) {
    // As wrangler finds the account when none is named: the token's memberships (User › Memberships
    // › Read; 9109 without it), each with its `account`.
    const memberships = await ask('GET', '/memberships');
    if (!memberships.ok)
      return memberships.says.includes('9109')
        ? {
            ok: false,
            says: `The ${token} secret may not list the accounts it reaches: add the permission User › Memberships › Read to it, or add the repository variable CLOUDFLARE_ACCOUNT_ID with your account’s ID (docs/publishing.md, Cloudflare Pages)`,
          }
        : refused('cloudflare', 'list the accounts the token reaches', memberships);
    const found = (
      (memberships.value as { result?: { account: { id: string; name?: string } }[] }).result ?? []
    ).map(({ account }) => account);
    if (found.length !== 1)
      return {
        ok: false,
        says: found.length
          ? `The ${token} secret reaches ${found.length} Cloudflare accounts (${found.map(({ name, id }) => name || id).join(', ')}), so the run cannot tell which one the site is in: add the repository variable CLOUDFLARE_ACCOUNT_ID with that account’s ID (docs/publishing.md, Cloudflare Pages)`
          : `The ${token} secret reaches no Cloudflare account: make it again with Account › Cloudflare Pages › Edit for your account (docs/publishing.md, Cloudflare Pages)`,
      };
    account = found[0].id;
  }
  const named = env.CLOUDFLARE_PROJECT_NAME?.trim();
  const name = named || projectName(repository, 'cloudflare');
  const projects = `/accounts/${encodeURIComponent(account)}/pages/projects`;
  const existing = await ask('GET', `${projects}/${encodeURIComponent(name)}`);
  let result = existing.ok ? existing.value : null;
  if (!existing.ok) {
    // 8000007: no such project (the code wrangler reads); anything else is a refusal.
    if (named || !existing.says.includes('8000007'))
      return refused('cloudflare', `find the Pages project ${name}`, existing);
    const made = await ask('POST', projects, { name, production_branch: productionBranch });
    if (!made.ok) return refused('cloudflare', `create the Pages project ${name}`, made);
    result = made.value;
  }
  const project = (result as { result?: { name?: string; subdomain?: string } }).result;
  if (!project?.subdomain) return { ok: false, says: `Cloudflare Pages did not say the address of ${name}` };
  return {
    ok: true,
    project: {
      name: project.name ?? name,
      ids: { CLOUDFLARE_ACCOUNT_ID: account, CLOUDFLARE_PROJECT_NAME: project.name ?? name },
      address: `https://${project.subdomain}`,
      created: !existing.ok,
    },
  };
}

// Netlify (open-api.netlify.com: getSite, listSites with `name` and `filter=all`, createSite, which
// answers 422 for a name that is taken, as netlify-cli's deploy reads it): a site's `id`, `name`
// and `ssl_url`.
async function netlify(env: Env, repository: string): Promise<Found> {
  const key = env[hostSetup.netlify.token] ?? '';
  const root = apiRoot('netlify', env);
  const ask = (method: 'GET' | 'POST', path: string, sent?: unknown) =>
    call(method, `${root}${path}`, key, hostErrors.netlify, sent);
  type Site = { id: string; name: string; ssl_url?: string; url?: string };
  const found = (site: Site, created: boolean): Found => ({
    ok: true,
    project: {
      name: site.name,
      ids: { NETLIFY_SITE_ID: site.id },
      address: site.ssl_url ?? `https://${site.name}.netlify.app`,
      created,
    },
  });
  const given = env.NETLIFY_SITE_ID?.trim();
  if (given) {
    const site = await ask('GET', `/sites/${encodeURIComponent(given)}`);
    return site.ok ? found(site.value as Site, false) : refused('netlify', `find the site ${given}`, site);
  }
  const names = netlifyNames(repository);
  const listed = await ask('GET', `/sites?name=${encodeURIComponent(names[0])}&filter=all`);
  if (!listed.ok) return refused('netlify', 'list your sites', listed);
  const mine = names.map((name) => (listed.value as Site[]).find((site) => site.name === name)).find(Boolean);
  if (mine) return found(mine, false);
  for (const name of names) {
    const made = await ask('POST', '/sites', { name });
    if (made.ok) return found(made.value as Site, true);
    if (made.status !== 422) return refused('netlify', `create the site ${name}`, made);
  }
  return {
    ok: false,
    says: `Netlify refused each name the run tried (${names.join(', ')}) as taken: create a site under any name and set the repository variable NETLIFY_SITE_ID to its Project ID (docs/publishing.md, Netlify)`,
  };
}

// Vercel (vercel.com/docs/rest-api: "Get the User" GET /v2/user, "Find a project by id or name" GET
// /v9/projects/{idOrName}, "Create a new project" POST /v11/projects, "Retrieve project domains"
// GET /v9/projects/{idOrName}/domains), each with `teamId` for a team's project.
async function vercel(env: Env, repository: string): Promise<Found> {
  const key = env[hostSetup.vercel.token] ?? '';
  const root = apiRoot('vercel', env);
  let org = env.VERCEL_ORG_ID?.trim() ?? '';
  if (!org) {
    const user = await call('GET', `${root}/v2/user`, key, hostErrors.vercel);
    if (!user.ok) return refused('vercel', 'say whose token it is', user);
    const { id, defaultTeamId } =
      (user.value as { user?: { id?: string; defaultTeamId?: string | null } }).user ?? {};
    org = defaultTeamId || id || '';
  }
  const team = org.startsWith('team_') ? `?teamId=${encodeURIComponent(org)}` : '';
  const ask = (method: 'GET' | 'POST', path: string, sent?: unknown) =>
    call(method, `${root}${path}${team}`, key, hostErrors.vercel, sent);
  const given = env.VERCEL_PROJECT_ID?.trim();
  const name = given || projectName(repository, 'vercel');
  const existing = await ask('GET', `/v9/projects/${encodeURIComponent(name)}`);
  let project = existing.ok ? (existing.value as { id?: string; name?: string }) : null;
  if (!existing.ok) {
    if (given || existing.status !== 404) return refused('vercel', `find the project ${name}`, existing);
    const made = await ask('POST', '/v11/projects', { name });
    if (!made.ok) return refused('vercel', `create the project ${name}`, made);
    project = made.value as { id?: string; name?: string };
  }
  if (!project?.id) return { ok: false, says: `Vercel did not say the id of the project ${name}` };
  const domains = await ask('GET', `/v9/projects/${encodeURIComponent(project.id)}/domains`);
  if (!domains.ok) return refused('vercel', `list the domains of ${name}`, domains);
  // Its `.vercel.app` domain may not be `<name>.vercel.app` when someone else holds that one; a project
  // that has none yet is given its name's ("Add a domain to a project", POST /v10/projects/{id}/domains:
  // 409 when another project holds it).
  let own = (domains.value as { domains?: { name: string }[] }).domains?.find((domain) =>
    domain.name.endsWith('.vercel.app'),
  );
  if (!own) {
    const wanted = `${project.name ?? name}.vercel.app`;
    const added = await ask('POST', `/v10/projects/${encodeURIComponent(project.id)}/domains`, {
      name: wanted,
    });
    if (!added.ok) return refused('vercel', `give the project ${name} the address ${wanted}`, added);
    own = { name: (added.value as { name?: string }).name ?? wanted };
  }
  return {
    ok: true,
    project: {
      name: project.name ?? name,
      ids: { VERCEL_ORG_ID: org, VERCEL_PROJECT_ID: project.id },
      address: `https://${own.name}`,
      created: !existing.ok,
    },
  };
}

function refused(host: Host, doing: string, answer: HostAnswer<unknown> & { ok: false }): Found {
  const { name, token } = hostSetup[host];
  const secret =
    answer.status === 401 || answer.status === 403
      ? `: the ${token} secret is not a token that may do this; make a new one as docs/publishing.md says for ${name}`
      : '';
  return { ok: false, says: `${name} did not ${doing} (${answer.says})${secret}` };
}

export function findOrCreate(host: Host, env: Env): Promise<Found> {
  const repository = env.GITHUB_REPOSITORY?.trim() || 'site';
  return { cloudflare, netlify, vercel }[host](env, repository);
}

export type AddressSource = 'variable' | 'settings' | 'host';

/** The site's address: the repository variable, then her Site settings' unless a placeholder, then the host's. */
export function siteAddress(
  variable: string | undefined,
  written: string | undefined,
  host: string,
): { url: string; from: AddressSource } | null {
  if (variable?.trim()) return { url: variable.trim().replace(/\/+$/, ''), from: 'variable' };
  if (written?.trim() && !isPlaceholderUrl(written.trim()))
    return { url: written.trim().replace(/\/+$/, ''), from: 'settings' };
  return host ? { url: host, from: 'host' } : null;
}

/** The placeholders a run with a host's token may publish with: the site's address is the host's until she sets hers. */
export function withoutSiteAddress(placeholders: readonly Placeholder[]): Placeholder[] {
  return placeholders.filter(({ setting }) => setting !== settingName('siteUrl'));
}

export function projectLines(
  host: Host,
  project: HostProject,
  address: { url: string; from: AddressSource },
) {
  const { name } = hostSetup[host];
  const label = `Site settings › ${settingsLooks.siteUrl.label}`;
  const own = project.address ? ` (${project.address})` : '';
  return [
    `${project.created ? 'Created' : 'Found'} the ${name} project ${project.name}${own}.`,
    address.from === 'host'
      ? `The site's address is ${address.url}, ${name}'s own for the project, until you set yours in ${label}; to use your own domain, add it to the project on ${name}, then set it there (docs/publishing.md, ${name}).`
      : `The site's address is ${address.url}, from ${address.from === 'variable' ? 'the repository variable NEXT_PUBLIC_SITE_URL' : label}.`,
  ];
}

async function main() {
  const env = process.env;
  const host = env.PUBLISH_HOST as Host;
  if (!(host in hostSetup)) {
    console.error('project: usage: PUBLISH_HOST=<cloudflare|netlify|vercel> tsx scripts/publish/project.ts');
    return 2;
  }
  const stop = (says: string) => {
    console.error(`project: ${says}`);
    recordProblems([{ says }], env.PUBLISH_PROBLEMS);
    return 1;
  };
  const found = await findOrCreate(host, env);
  if (!found.ok) return stop(found.says);
  const { project } = found;
  const root = env.PUBLISH_SITE ?? '.';
  const address = siteAddress(
    env.NEXT_PUBLIC_SITE_URL,
    readSettings(root, {}).settings.siteUrl,
    project.address,
  );
  if (!address)
    return stop(
      `${hostSetup[host].name} has given the project ${project.name} no address of its own yet, and ${`Site settings › ${settingsLooks.siteUrl.label}`} is still a placeholder: set it to the site's address, and save`,
    );
  const exported: Record<string, string> = {
    ...project.ids,
    ...(address.from === 'host' ? { NEXT_PUBLIC_SITE_URL: address.url } : {}),
  };
  const lines = projectLines(host, project, address);
  lines.forEach((line) => console.log(`project: ${line}`));
  if (env.GITHUB_ENV)
    appendFileSync(
      env.GITHUB_ENV,
      Object.entries(exported)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `site_url=${address.url}\n`);
  if (env.GITHUB_STEP_SUMMARY)
    appendFileSync(env.GITHUB_STEP_SUMMARY, `${lines.map((line) => `- ${line}`).join('\n')}\n`);
  return 0;
}

if (process.argv[1]?.endsWith('project.ts')) main().then((code) => process.exit(code));
