// Local stand-ins for the three hosts' APIs (scripts/publish/hosts.ts), each answering with the shapes
// and codes its host documents. Each refuses any token but its own and knows only the deployments it
// is given; `serving` is what its site serves now.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const standInToken = 'stand-in-token-for-tests';

export interface StandIn {
  url: string;
  serving: string;
  requests: string[];
  close(): Promise<void>;
}

type Handler = (
  request: IncomingMessage,
  path: string,
  state: StandIn,
  reply: (status: number, body: unknown) => void,
) => void;

async function serve(handler: Handler, serving: string): Promise<StandIn> {
  const state: StandIn = { url: '', serving, requests: [], close: async () => {} };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    state.requests.push(`${request.method} ${request.url}`);
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    handler(request, path, state, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

const bearer = (request: IncomingMessage) => request.headers.authorization === `Bearer ${standInToken}`;

// As developers.cloudflare.com/api documents Pages, with the error codes wrangler's own source reads.
export function cloudflareStandIn(account: string, project: string, deployments: string[]) {
  const root = `/client/v4/accounts/${account}/pages/projects/${project}`;
  const envelope = (result: unknown) => ({ success: true, errors: [], messages: [], result });
  const failure = (code: number, message: string) => ({
    success: false,
    errors: [{ code, message }],
    messages: [],
    result: null,
  });
  return serve((request, path, state, reply) => {
    if (!bearer(request)) return reply(403, failure(10000, 'Authentication error'));
    if (!path.startsWith(root))
      return reply(
        404,
        failure(
          8000007,
          'Project not found. The specified project name does not match any of your existing projects.',
        ),
      );
    if (request.method === 'GET' && path === root)
      return reply(
        200,
        envelope({
          name: project,
          production_branch: 'main',
          canonical_deployment: { id: state.serving, environment: 'production' },
        }),
      );
    const rollback = /\/deployments\/([^/]+)\/rollback$/.exec(path);
    if (request.method === 'POST' && rollback) {
      if (!deployments.includes(rollback[1]))
        return reply(404, failure(8000009, 'The deployment could not be found.'));
      state.serving = rollback[1];
      return reply(200, envelope({ id: rollback[1], environment: 'production' }));
    }
    reply(404, failure(7003, 'Could not route to the path, perhaps your object identifier is invalid?'));
  }, deployments[0]);
}

// As Netlify's OpenAPI document has it (restoreSiteDeploy answers 201 with the deploy).
export function netlifyStandIn(site: string, deploys: string[]) {
  return serve((request, path, state, reply) => {
    if (!bearer(request))
      return reply(401, { code: 401, message: 'Access Denied: Origin returned bad status 401' });
    if (request.method === 'GET' && path === `/api/v1/sites/${site}`)
      return reply(200, {
        id: site,
        name: 'her-site',
        ssl_url: 'https://her-site.netlify.app',
        published_deploy: { id: state.serving, state: 'ready' },
      });
    const restore = new RegExp(`^/api/v1/sites/${site}/deploys/([^/]+)/restore$`).exec(path);
    if (request.method === 'POST' && restore && deploys.includes(restore[1])) {
      state.serving = restore[1];
      return reply(201, {
        id: restore[1],
        site_id: site,
        state: 'ready',
        published_at: new Date().toISOString(),
      });
    }
    reply(404, { code: 404, message: 'Not Found' });
  }, deploys[0]);
}

/**
 * A Vercel project `project` of `owner` (a team's id, team_…, or a personal account's), whose
 * production serves the first of `deployments` (vercel.com/docs/rest-api, and the vercel tool's calls).
 */
export function vercelStandIn(project: string, owner: string, deployments: { id: string; url: string }[]) {
  const failure = (code: string, message: string) => ({ error: { code, message } });
  return serve((request, path, state, reply) => {
    if (!bearer(request))
      return reply(403, { error: { code: 'forbidden', message: 'Not authorized', invalidToken: true } });
    const teamId = new URL(request.url ?? '/', 'http://stand-in').searchParams.get('teamId');
    if (teamId !== (owner.startsWith('team_') ? owner : null))
      return reply(403, failure('forbidden', 'You don’t have permission to access this team'));
    if (request.method === 'GET' && path === `/v9/projects/${project}`) {
      // The fields the docs require of a project, and `targets` (optional), left out while nothing is served.
      const serving = deployments.find((entry) => entry.id === state.serving);
      return reply(200, {
        id: project,
        name: 'her-site',
        accountId: owner,
        nodeVersion: '22.x',
        directoryListing: false,
        deploymentExpiration: {},
        defaultResourceConfig: { functionDefaultRegions: [] },
        resourceConfig: { functionDefaultRegions: [] },
        ...(serving && {
          targets: {
            production: { id: serving.id, url: serving.url, name: 'her-site', readyState: 'READY' },
          },
        }),
      });
    }
    if (request.method === 'GET' && path.startsWith('/v9/projects/'))
      return reply(404, failure('not_found', 'Project not found'));
    // A deployment's id or its own address; the site's address is neither, and is not found.
    const lookup = /^\/v13\/deployments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && lookup) {
      const key = decodeURIComponent(lookup[1]);
      const found = deployments.find((entry) => entry.id === key || entry.url === key);
      return found
        ? reply(200, {
            id: found.id,
            url: found.url,
            target: 'production',
            readyState: 'READY',
            ownerId: owner,
          })
        : reply(404, failure('not_found', 'The deployment was not found'));
    }
    const promote = new RegExp(`^/v10/projects/${project}/promote/([^/]+)$`).exec(path);
    if (request.method === 'POST' && promote && deployments.some((entry) => entry.id === promote[1])) {
      state.serving = promote[1];
      return reply(201, {});
    }
    reply(404, failure('not_found', 'Deployment not found'));
  }, deployments[0]?.id ?? '');
}

const sent = (request: IncomingMessage) =>
  new Promise<Record<string, string>>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text ? JSON.parse(text) : {}));
  });

/** A host's projects as a stand-in keeps them, and every project made through it. */
export interface ProjectsStandIn extends StandIn {
  created: string[];
}

async function projectsStandIn(handler: Handler): Promise<ProjectsStandIn> {
  const state = Object.assign(await serve(handler, ''), { created: [] as string[] });
  return state;
}

/**
 * Cloudflare's accounts and Pages projects, as developers.cloudflare.com/api documents them:
 * "List Memberships" (`GET /memberships`, each with its `account`, as wrangler's getAccountChoices
 * reads it), "Get project" (8000007 when there is none) and "Create project" (`POST
 * /accounts/{account_id}/pages/projects`), whose `subdomain` is the project's `.pages.dev` host: another
 * one than the name's when that is `taken`. Without `memberships`, the token may not list them: 9109.
 */
export function cloudflareProjects(accounts: string[], taken: string[] = [], memberships = true) {
  const projects = new Map<string, { name: string; subdomain: string }>();
  const envelope = (result: unknown) => ({ success: true, errors: [], messages: [], result });
  let state: ProjectsStandIn;
  const started = projectsStandIn(async (request, path, _state, reply) => {
    if (!bearer(request))
      return reply(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }] });
    if (request.method === 'GET' && path === '/client/v4/memberships' && !memberships)
      return reply(403, {
        success: false,
        errors: [{ code: 9109, message: 'Unauthorized to access requested resource' }],
        messages: [],
        result: null,
      });
    if (request.method === 'GET' && path === '/client/v4/memberships')
      return reply(
        200,
        envelope(
          accounts.map((id, at) => ({
            id: `membership-${at + 1}`,
            status: 'accepted',
            account: { id, name: `Account ${at + 1}` },
          })),
        ),
      );
    const match = /^\/client\/v4\/accounts\/([^/]+)\/pages\/projects(?:\/([^/]+))?$/.exec(path);
    if (!match || !accounts.includes(match[1]))
      return reply(404, { success: false, errors: [{ code: 7003, message: 'Could not route to the path' }] });
    const key = `${match[1]}/${match[2] ?? ''}`;
    if (request.method === 'GET' && match[2]) {
      const found = projects.get(key);
      return found
        ? reply(200, envelope({ ...found, production_branch: 'main', canonical_deployment: null }))
        : reply(404, {
            success: false,
            errors: [{ code: 8000007, message: 'Project not found.' }],
            messages: [],
            result: null,
          });
    }
    if (request.method === 'POST' && !match[2]) {
      const { name, production_branch } = await sent(request);
      const subdomain = `${name}${taken.includes(name) ? '-4kx' : ''}.pages.dev`;
      projects.set(`${match[1]}/${name}`, { name, subdomain });
      state.created.push(name);
      return reply(
        200,
        envelope({ id: `id-${name}`, name, subdomain, production_branch, domains: [subdomain] }),
      );
    }
    reply(404, { success: false, errors: [{ code: 7003, message: 'Could not route to the path' }] });
  });
  return started.then((made) => (state = made));
}

/**
 * Netlify's sites, as its OpenAPI document has them: `getSite`, `listSites` (`name` matches part of
 * a site's name, `filter=all`), `createSite` (`POST /api/v1/sites` with `name`, 201), which refuses
 * a name anyone holds with 422, as netlify-cli's deploy reads it. `taken` are others' names.
 */
export function netlifySites(taken: string[] = []) {
  const sites: { id: string; name: string; ssl_url: string }[] = [];
  let state: ProjectsStandIn;
  const started = projectsStandIn(async (request, path, _state, reply) => {
    if (!bearer(request)) return reply(401, { code: 401, message: 'Access Denied' });
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && path === '/api/v1/sites') {
      const part = url.searchParams.get('name') ?? '';
      return reply(
        200,
        sites.filter((site) => site.name.includes(part)),
      );
    }
    const one = /^\/api\/v1\/sites\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const found = sites.find((site) => site.id === one[1]);
      return found ? reply(200, found) : reply(404, { code: 404, message: 'Not Found' });
    }
    if (request.method === 'POST' && path === '/api/v1/sites') {
      const { name } = await sent(request);
      if (taken.includes(name) || sites.some((site) => site.name === name))
        return reply(422, { code: 422, message: 'Validation failed: subdomain must be unique' });
      const site = { id: `site-${sites.length + 1}`, name, ssl_url: `https://${name}.netlify.app` };
      sites.push(site);
      state.created.push(name);
      return reply(201, site);
    }
    reply(404, { code: 404, message: 'Not Found' });
  });
  return started.then((made) => (state = made));
}

/**
 * Vercel's user and projects, as vercel.com/docs/rest-api documents them: "Get the User" (`GET
 * /v2/user`, with its `defaultTeamId`), "Find a project by id or name" (404 `not_found`), "Create a
 * new project" (`POST /v11/projects` with `name`), "Retrieve project domains" (`{ domains: [{ name
 * }] }`), "Add a domain to a project" (`POST /v10/projects/{idOrName}/domains` with `name`; 409 for
 * a domain another project holds), each for the team `teamId` names. A `.vercel.app` name in `taken`
 * is someone else's, and the project gets another; `bare`, a new project has no domain until added.
 */
export function vercelProjects(team: string, taken: string[] = [], { bare = false } = {}) {
  const projects: { id: string; name: string; domain: string }[] = [];
  let state: ProjectsStandIn;
  const failure = (code: string, message: string) => ({ error: { code, message } });
  const started = projectsStandIn(async (request, path, _state, reply) => {
    if (!bearer(request)) return reply(403, failure('forbidden', 'Not authorized'));
    if (request.method === 'GET' && path === '/v2/user')
      return reply(200, { user: { id: 'user_hers', username: 'her', defaultTeamId: team } });
    if (new URL(request.url ?? '/', 'http://stand-in').searchParams.get('teamId') !== team)
      return reply(403, failure('forbidden', 'You don’t have permission to access this team'));
    const domains = /^\/v9\/projects\/([^/]+)\/domains$/.exec(path);
    const one = /^\/v9\/projects\/([^/]+)$/.exec(path);
    const find = (key: string) => projects.find((entry) => entry.id === key || entry.name === key);
    if (request.method === 'GET' && domains) {
      const found = find(decodeURIComponent(domains[1]));
      const listed = found?.domain
        ? [{ name: found.domain, apexName: 'vercel.app', projectId: found.id, verified: true }]
        : [];
      return found
        ? reply(200, { domains: listed, pagination: { count: listed.length, next: null, prev: null } })
        : reply(404, failure('not_found', 'Project not found'));
    }
    const adding = /^\/v10\/projects\/([^/]+)\/domains$/.exec(path);
    if (request.method === 'POST' && adding) {
      const found = find(decodeURIComponent(adding[1]));
      const { name } = await sent(request);
      if (!found) return reply(404, failure('not_found', 'Project not found'));
      if (taken.includes(name))
        return reply(409, failure('domain_already_in_use', 'The domain is in use by another project'));
      found.domain = name;
      return reply(200, { name, apexName: 'vercel.app', projectId: found.id, verified: true });
    }
    if (request.method === 'GET' && one) {
      const found = find(decodeURIComponent(one[1]));
      return found
        ? reply(200, { id: found.id, name: found.name, accountId: team })
        : reply(404, failure('not_found', 'Project not found'));
    }
    if (request.method === 'POST' && path === '/v11/projects') {
      const { name } = await sent(request);
      const domain = bare
        ? ''
        : taken.includes(`${name}.vercel.app`)
          ? `${name}-her.vercel.app`
          : `${name}.vercel.app`;
      const project = { id: `prj_${projects.length + 1}`, name, domain };
      projects.push(project);
      state.created.push(name);
      return reply(200, { id: project.id, name, accountId: team });
    }
    reply(404, failure('not_found', 'Not found'));
  });
  return started.then((made) => (state = made));
}
