#!/usr/bin/env tsx
// The three hosts the publish run uploads to (docs/publishing.md, "Going live"): what each needs in GitHub,
// and each API's documented way to make a deployment the site, after reading which one it serves now, so a
// build that fails on the live site can be taken back.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { requestUrl } from '@/scripts/publish/read-url';

export type Env = Readonly<Record<string, string | undefined>>;

export const hostNames = ['cloudflare', 'netlify', 'vercel'] as const;
export type Host = (typeof hostNames)[number];

interface Variable {
  name: string;
  /** What it is and where she finds it. */
  is: string;
  shape?: RegExp;
}

export const hostSetup: Record<Host, { name: string; token: string; variables: Variable[] }> = {
  cloudflare: {
    name: 'Cloudflare Pages',
    token: 'CLOUDFLARE_API_TOKEN',
    variables: [
      {
        name: 'CLOUDFLARE_ACCOUNT_ID',
        is: 'the Account ID on the Cloudflare dashboard’s overview, 32 letters and digits',
        shape: /^[0-9a-f]{32}$/i,
      },
      {
        name: 'CLOUDFLARE_PROJECT_NAME',
        is: 'the name of the Pages project, as in <name>.pages.dev',
        shape: /^[a-z0-9][a-z0-9-]*$/,
      },
    ],
  },
  netlify: {
    name: 'Netlify',
    token: 'NETLIFY_AUTH_TOKEN',
    variables: [{ name: 'NETLIFY_SITE_ID', is: 'the Project ID under Project configuration › General' }],
  },
  vercel: {
    name: 'Vercel',
    token: 'VERCEL_TOKEN',
    variables: [
      {
        name: 'VERCEL_ORG_ID',
        is: 'your team’s ID from the team’s Settings (team_…), or your account’s ID for a personal project',
        shape: /^[A-Za-z0-9_]+$/,
      },
      {
        name: 'VERCEL_PROJECT_ID',
        is: 'the Project ID under the project’s Settings › General (prj_…)',
        shape: /^prj_[A-Za-z0-9]+$/,
      },
    ],
  },
};

export type HostAnswer<T> = { ok: true; value: T } | { ok: false; status: number; says: string };

/** The deployment a site serves now (null: none yet), and, on Cloudflare, its production branch. */
export interface Live {
  id: string | null;
  branch?: string;
}

export interface HostApi {
  live(): Promise<HostAnswer<Live>>;
  /** Makes a deployment the site: its id, or on Vercel its address. */
  serve(deployment: string): Promise<HostAnswer<null>>;
}

const timeoutMs = 30_000;

export async function call(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  errorOf: (body: unknown) => string | undefined,
  sent: unknown = {},
): Promise<HostAnswer<unknown>> {
  const answer = await requestUrl(url, timeoutMs, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(sent) : undefined,
  });
  if ('error' in answer) return { ok: false, status: 0, says: `its API did not answer (${answer.error})` };
  const { response, text } = answer;
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the status says enough
  }
  if (response.ok) return { ok: true, value: body };
  return {
    ok: false,
    status: response.status,
    says: `HTTP ${response.status}${errorOf(body) ? `: ${errorOf(body)}` : ''}`,
  };
}

export const base = (value: string | undefined, fallback: string) =>
  (value?.trim() || fallback).replace(/\/+$/, '');

export const hostErrors: Record<Host, (body: unknown) => string | undefined> = {
  cloudflare: (body) =>
    (body as { errors?: { code?: number; message?: string }[] } | null)?.errors
      ?.map(({ code, message }) => `${message}${code ? ` [code: ${code}]` : ''}`)
      .join('; '),
  netlify: (body) => (body as { message?: string } | null)?.message,
  vercel: (body) => (body as { error?: { message?: string } } | null)?.error?.message,
};

/** A test names a stand-in in the variable the host's own tool reads. */
export function apiRoot(host: Host, env: Env): string {
  if (host === 'cloudflare') return base(env.CLOUDFLARE_API_BASE_URL, 'https://api.cloudflare.com/client/v4');
  if (host === 'vercel') return base(env.VERCEL_API_URL, 'https://api.vercel.com');
  // As netlify-cli reads NETLIFY_API_URL: an origin alone means its /api/v1.
  const given = env.NETLIFY_API_URL?.trim();
  return given && new URL(given).pathname === '/'
    ? `${base(given, '')}/api/v1`
    : base(given, 'https://api.netlify.com/api/v1');
}

/**
 * Cloudflare's API (developers.cloudflare.com/api, Pages): every answer an envelope `{ success,
 * errors: [{ code, message }], result }`; a project's `canonical_deployment` is the one its
 * production serves; `POST …/deployments/<id>/rollback` makes a production deployment that one again.
 */
function cloudflare(env: Env): HostApi {
  const root = `${apiRoot('cloudflare', env)}/accounts/${env.CLOUDFLARE_ACCOUNT_ID}/pages/projects/${env.CLOUDFLARE_PROJECT_NAME}`;
  const token = env.CLOUDFLARE_API_TOKEN ?? '';
  const errorOf = hostErrors.cloudflare;
  return {
    async live() {
      const answer = await call('GET', root, token, errorOf);
      if (!answer.ok) return answer;
      const { result } = answer.value as {
        result?: { canonical_deployment?: { id?: string } | null; production_branch?: string };
      };
      return {
        ok: true,
        value: { id: result?.canonical_deployment?.id ?? null, branch: result?.production_branch },
      };
    },
    async serve(id) {
      const answer = await call(
        'POST',
        `${root}/deployments/${encodeURIComponent(id)}/rollback`,
        token,
        errorOf,
      );
      return answer.ok ? { ok: true, value: null } : answer;
    },
  };
}

/**
 * Netlify's API (open-api.netlify.com): a site's `published_deploy` is the one it serves; `POST
 * /sites/<site>/deploys/<deploy>/restore` publishes that deploy (201); an error is `{ code, message }`.
 */
function netlify(env: Env): HostApi {
  const site = `${apiRoot('netlify', env)}/sites/${encodeURIComponent(env.NETLIFY_SITE_ID ?? '')}`;
  const token = env.NETLIFY_AUTH_TOKEN ?? '';
  const errorOf = hostErrors.netlify;
  return {
    async live() {
      const answer = await call('GET', site, token, errorOf);
      if (!answer.ok) return answer;
      const { published_deploy } = answer.value as { published_deploy?: { id?: string } | null };
      return { ok: true, value: { id: published_deploy?.id ?? null } };
    },
    async serve(id) {
      const answer = await call('POST', `${site}/deploys/${encodeURIComponent(id)}/restore`, token, errorOf);
      return answer.ok ? { ok: true, value: null } : answer;
    },
  };
}

// Vercel's API (vercel.com/docs/rest-api), as `vercel promote` calls it: promote leaves later deployments
// free to go live by themselves, which its rollback would stop. `GET /v13/deployments/<id or url>` takes a
// deployment's own address, never the site's.
function vercel(env: Env): HostApi {
  const api = apiRoot('vercel', env);
  const org = env.VERCEL_ORG_ID ?? '';
  const team = org.startsWith('team_') ? `?teamId=${encodeURIComponent(org)}` : '';
  const token = env.VERCEL_TOKEN ?? '';
  const project = encodeURIComponent(env.VERCEL_PROJECT_ID ?? '');
  const errorOf = hostErrors.vercel;
  const deployment = (hostOrId: string) =>
    call('GET', `${api}/v13/deployments/${encodeURIComponent(hostOrId)}${team}`, token, errorOf);
  return {
    async live() {
      // GET /v9/projects/{idOrName}, "Find a project by id or name": the project (`id`), and in its
      // `targets` the deployment each environment serves, `production.id`; none before the first.
      const answer = await call('GET', `${api}/v9/projects/${project}${team}`, token, errorOf);
      if (!answer.ok) return answer;
      const found = answer.value as { id?: string; targets?: { production?: { id?: string } | null } } | null;
      if (!found?.id) return { ok: false, status: 200, says: 'its answer was not a project' };
      return { ok: true, value: { id: found.targets?.production?.id ?? null } };
    },
    async serve(given) {
      // As `vercel promote <url>` does: an address is first looked up for its deployment's id.
      let id = given;
      if (given.includes('.')) {
        const found = await deployment(new URL(given.includes('://') ? given : `https://${given}`).host);
        if (!found.ok) return found;
        id = String((found.value as { id?: string }).id);
      }
      const answer = await call(
        'POST',
        `${api}/v10/projects/${project}/promote/${encodeURIComponent(id)}${team}`,
        token,
        errorOf,
      );
      return answer.ok ? { ok: true, value: null } : answer;
    },
  };
}

export function hostApi(host: Host, env: Env): HostApi {
  return host === 'cloudflare' ? cloudflare(env) : host === 'netlify' ? netlify(env) : vercel(env);
}

export function refusal(host: Host, doing: string, answer: { status: number; says: string }): string {
  const { name, token, variables } = hostSetup[host];
  const names = variables.map((variable) => variable.name).join(' and ');
  if (answer.status === 401 || answer.status === 403)
    return `${name} refused to ${doing} (${answer.says}): the ${token} secret is not a token that may manage this site; make a new one as docs/publishing.md says for ${name}, step 2, and save it in GitHub under the same name`;
  if (answer.status === 404)
    return `${name} knows no such site or deployment (${answer.says}): check ${names} against ${name}’s dashboard`;
  return `${name} did not ${doing} (${answer.says || 'no answer'})`;
}

// From what the host's tool wrote: wrangler's output file (one JSON object a line), `netlify deploy
// --json`, or `vercel deploy`'s standard output, the deployment's address.
export function uploaded(host: Host, text: string): { id: string; url: string } | null {
  try {
    if (host === 'cloudflare') {
      const entry = text
        .split('\n')
        .filter((line) => line.trim().startsWith('{'))
        .map((line) => JSON.parse(line) as { type?: string; deployment_id?: string; url?: string })
        .find((line) => line.type === 'pages-deploy-detailed');
      return entry?.deployment_id && entry.url ? { id: entry.deployment_id, url: entry.url } : null;
    }
    if (host === 'netlify') {
      const { deploy_id: id, deploy_url: url } = JSON.parse(text) as {
        deploy_id?: string;
        deploy_url?: string;
      };
      return id && url ? { id, url } : null;
    }
  } catch {
    return null;
  }
  const url = text.match(/https:\/\/\S+/g)?.at(-1);
  return url ? { id: url, url } : null;
}

const usage =
  'hosts: usage: PUBLISH_HOST=<cloudflare|netlify|vercel> tsx scripts/publish/hosts.ts live | uploaded <tool output> | serve <deployment>';

function output(values: Record<string, string>) {
  const lines = Object.entries(values).map(([name, value]) => `${name}=${value}\n`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, lines.join(''));
}

async function main() {
  const host = process.env.PUBLISH_HOST as Host;
  const [command, argument] = process.argv.slice(2);
  const { name } = hostSetup[host] ?? {};
  if (!name || !['live', 'uploaded', 'serve'].includes(command) || (command !== 'live' && !argument)) {
    console.error(usage);
    return 2;
  }
  if (command === 'uploaded') {
    const made = existsSync(argument) ? uploaded(host, readFileSync(argument, 'utf8')) : null;
    if (!made) {
      console.error(`hosts: ${name}'s tool did not say which deployment it made (${argument})`);
      return 1;
    }
    console.log(`hosts: ${name} made deployment ${made.id}, at ${made.url}`);
    output({ id: made.id, url: made.url });
    return 0;
  }
  const api = hostApi(host, process.env);
  if (command === 'live') {
    const answer = await api.live();
    if (!answer.ok) {
      console.error(`hosts: ${refusal(host, 'say which deployment the site serves', answer)}`);
      return 1;
    }
    const { id, branch } = answer.value;
    console.log(
      `hosts: ${name} serves deployment ${id ?? '(none yet)'}${branch ? `, from its production branch ${branch}` : ''}`,
    );
    output({ deployment: id ?? '', branch: branch ?? '' });
    return 0;
  }
  const answer = await api.serve(argument);
  if (!answer.ok) {
    console.error(`hosts: ${refusal(host, `make deployment ${argument} the site`, answer)}`);
    return 1;
  }
  console.log(`hosts: ${name} now serves deployment ${argument}`);
  return 0;
}

if (process.argv[1]?.endsWith('hosts.ts')) main().then((code) => process.exit(code));
