// Local stand-ins for the three hosts' APIs (scripts/publish/hosts.ts), each answering as its host
// documents: Cloudflare's envelope `{ success, errors: [{ code, message }], messages, result }` with a
// project's `canonical_deployment` and `POST …/deployments/<id>/rollback` (developers.cloudflare.com/api,
// Pages; the codes wrangler's own source reads, 8000007 for a project it does not know); Netlify's
// site with its `published_deploy` and `POST /sites/<site>/deploys/<deploy>/restore` answering 201
// with the deploy, an error `{ code, message }` (Netlify's OpenAPI document, restoreSiteDeploy);
// Vercel's project, `GET /v9/projects/<project>`, whose `targets.production` is the deployment it serves,
// `GET /v13/deployments/<id or its own address>` and `POST /v10/projects/<project>/promote/<id>`, an
// error `{ error: { code, message } }` (vercel.com/docs/rest-api, and the vercel tool's own calls). Each
// refuses any token but its own and knows only the deployments it is given; `serving` is what its site
// serves now.
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
 * production serves the first of `deployments`, or nothing yet when there are none.
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
