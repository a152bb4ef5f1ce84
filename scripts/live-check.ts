#!/usr/bin/env tsx
// Says whether the site at an address (the settings' by default) serves this checkout's build as it was
// checked (docs/publishing.md, "Going live"), one line per problem. It only reads: a bounded number of
// GETs, each with a time limit, never a form sent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { Parser } from 'htmlparser2';
import { buildInfoPath, readBuildInfo, type BuildInfo } from '@/lib/web/build-info';
import { kitFormAction } from '@/lib/web/kit';
import {
  buildSiteConfig,
  isPlaceholderUrl,
  placeholdersInUse,
  type SiteConfig,
} from '@/lib/site/site-config';
import { speculationRulesPath } from '@/lib/web/speculation-rules';
import { headersForPath, parseHeadersFile, type HeaderRule } from '@/export/host-rules';
import { readUrl } from '@/scripts/publish/read-url';
import { profileLinks, readSettings } from '@/content-loader/site-files';

/** At most this many pages are read, however many the build has. */
const maxPages = 40;
const missingPath = '/live-check-no-such-page/';

export interface LiveCheckOptions {
  /** The site's address: https://…, or http://127.0.0.1:<port> or http://localhost:<port>. */
  url: string;
  outDir: string;
  config: SiteConfig;
  /** The profile's links, which must not be placeholders either. */
  links?: readonly string[];
  timeoutMs?: number;
  /** A deployment's own address on its host: headers the hosts add there are not compared. */
  preview?: { headers?: Record<string, string> };
}

/** Headers a host sets itself on a deployment's own address, which a build's rules may name too. */
const previewHostHeaders = ['X-Robots-Tag'];

/** https, or http on this machine for tests. */
export function checkableUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
    if (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local)) return parsed;
  } catch {
    // not an address at all
  }
  return null;
}

/** Each top page, and the first page below each folder: each kind of page once, whatever the posts. */
export function samplePages(outDir: string): string[] {
  const top = ['/'];
  const below: string[] = [];
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || ['_next', 'pagefind', 'admin', '404', '_not-found'].includes(entry.name))
      continue;
    const folder = join(outDir, entry.name);
    if (existsSync(join(folder, 'index.html'))) top.push(`/${entry.name}/`);
    const inner = readdirSync(folder, { withFileTypes: true })
      .filter((child) => child.isDirectory() && existsSync(join(folder, child.name, 'index.html')))
      .map((child) => child.name)
      .sort();
    if (inner.length) below.push(`/${entry.name}/${inner[0]}/`);
  }
  return [...top.sort(), ...below.sort()].slice(0, maxPages);
}

const getPath = (base: URL, path: string, timeoutMs: number, headers: Record<string, string> = {}) =>
  readUrl(new URL(path, base), timeoutMs, { 'user-agent': 'live-check', ...headers });

const mediaType = (value: string) => value.split(';')[0].trim().toLowerCase();

/** How the headers of one response differ from what the build's rules give its path, a line each. */
export function headerProblems(
  address: string,
  rules: readonly HeaderRule[],
  path: string,
  got: Headers,
  skipped: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(headersForPath(rules, path))) {
    if (skipped.includes(name)) continue;
    const actual = got.get(name);
    if (actual === null) problems.push(`${address}: no ${name} header; this build sends one on this page`);
    else if (name === 'Content-Type' ? mediaType(actual) !== mediaType(value) : actual !== value)
      problems.push(
        `${address}: ${name} is not this build's${name === 'Content-Security-Policy' ? ' policy' : ''}: "${actual.slice(0, 80)}${actual.length > 80 ? '…' : ''}"`,
      );
  }
  return problems;
}

function elementsOf(html: string) {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (name === 'form' || name === 'link' || 'data-url' in attribs) found.push({ name, attribs });
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/** What in a page's forms and links is a placeholder, or posts somewhere this build's settings do not say. */
export function pageProblems(address: string, html: string, config: SiteConfig): string[] {
  const problems: string[] = [];
  const allowed = new Set([
    ...(config.services.newsletter ? [kitFormAction(config.kitFormId)] : []),
    ...(config.formsEndpoint ? [config.formsEndpoint] : []),
  ]);
  for (const { name, attribs } of elementsOf(html)) {
    if (name === 'form' && attribs.action && /^https?:/.test(attribs.action)) {
      const action = attribs.action;
      if (isPlaceholderUrl(action) || action === kitFormAction('0000000'))
        problems.push(`${address}: a form posts to a placeholder, ${action}`);
      else if (!allowed.has(action))
        problems.push(
          `${address}: a form posts to ${action}, not where this build's settings say (${[...allowed].join(' or ')})`,
        );
    }
    if (name === 'form' && attribs.action === undefined && attribs.method?.toLowerCase() === 'post')
      problems.push(`${address}: a message form posts nowhere: the build had no forms endpoint`);
    if (name === 'link' && attribs.rel === 'canonical' && attribs.href && isPlaceholderUrl(attribs.href))
      problems.push(
        `${address}: its canonical address is on a placeholder domain, ${new URL(attribs.href).origin}`,
      );
    if (attribs['data-url'] && isPlaceholderUrl(attribs['data-url']))
      problems.push(`${address}: the booking widget opens a placeholder, ${attribs['data-url']}`);
  }
  return problems;
}

/** A placeholder is on every page: one line says so, with the first page's address and how many more. */
function grouped(lines: readonly string[], site: string): string[] {
  const byFinding = new Map<string, string[]>();
  for (const line of lines) {
    const cut = line.indexOf(': ', site.length);
    const [address, finding] = [line.slice(0, cut), line.slice(cut + 2)];
    byFinding.set(finding, [...(byFinding.get(finding) ?? []), address]);
  }
  return [...byFinding].map(([finding, addresses]) => {
    const more = addresses.length - 1;
    return `${addresses[0]}${more ? ` (and ${more} more page${more === 1 ? '' : 's'})` : ''}: ${finding}`;
  });
}

/** As paths of the site, whatever address the build gave them. */
function feedPaths(html: string, base: URL): string[] {
  return elementsOf(html)
    .filter(
      ({ name, attribs }) => name === 'link' && attribs.rel === 'alternate' && /xml/.test(attribs.type ?? ''),
    )
    .map(({ attribs }) => new URL(attribs.href, base).pathname);
}

export async function liveCheck({
  url,
  outDir,
  config,
  links = [],
  timeoutMs = 15_000,
  preview,
}: LiveCheckOptions) {
  const sent = preview?.headers ?? {};
  const skipped = preview ? previewHostHeaders : [];
  const get = (base: URL, path: string, timeout: number, headers: Record<string, string> = {}) =>
    getPath(base, path, timeout, { ...sent, ...headers });
  const base = checkableUrl(url);
  if (!base)
    return { problems: [`${url}: not an address to check: give https://…, or http://127.0.0.1:<port>`] };
  const site = base.href.replace(/\/$/, '');
  const infoFile = join(outDir, buildInfoPath);
  const headersFile = join(outDir, '_headers');
  if (!existsSync(infoFile) || !existsSync(headersFile))
    return {
      problems: [`${outDir}: no build to compare with (no build.json or _headers): run npm run build first`],
    };
  const build = readBuildInfo(JSON.parse(readFileSync(infoFile, 'utf8'))) as BuildInfo;
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  // A service a publishing build left off is not a placeholder in use: no page reaches it.
  const problems: string[] = placeholdersInUse(config, links)
    .filter(({ service }) => !service || config.services[service])
    .map(({ setting, affects }) => `${site}: ${setting} is still a placeholder: ${affects}`);

  // The build id first: a site that does not answer gets one line, not one per page.
  const infoAddress = `${site}${buildInfoPath}`;
  const info = await get(base, `${buildInfoPath}?live-check=${Date.now()}`, timeoutMs, {
    'cache-control': 'no-cache',
  });
  if ('error' in info) return { problems: [`${site}: does not answer: ${info.error}`] };
  let live: BuildInfo | null = null;
  try {
    live = info.response.ok ? readBuildInfo(JSON.parse(info.text)) : null;
  } catch {
    // not JSON: reported below
  }
  if (!live)
    problems.push(
      `${infoAddress}: no build id (HTTP ${info.response.status}): this is not a build of this site, or an old one`,
    );
  else if (live.id !== build.id)
    problems.push(
      `${infoAddress}: the site serves build ${live.id} (as of ${live.asOf}), not this one, ${build.id}`,
    );

  const pages = samplePages(outDir);
  const feeds = new Set<string>();
  const read = async (path: string) => {
    const address = `${site}${path}`;
    const answer = await get(base, path, timeoutMs);
    if ('error' in answer) return [`${address}: does not answer: ${answer.error}`];
    const { response, text } = answer;
    if (response.status !== 200) return [`${address}: HTTP ${response.status}, where this build has a page`];
    if (path === '/') feedPaths(text, base).forEach((feed) => feeds.add(feed));
    return [
      ...headerProblems(address, rules, path, response.headers, skipped),
      ...pageProblems(address, text, config),
    ];
  };
  const found: string[] = [];
  for (let at = 0; at < pages.length; at += 4)
    found.push(...(await Promise.all(pages.slice(at, at + 4).map(read))).flat());
  problems.push(...grouped(found, site));

  const missing = await get(base, missingPath, timeoutMs);
  if ('error' in missing) problems.push(`${site}${missingPath}: does not answer: ${missing.error}`);
  else if (missing.response.status !== 404)
    problems.push(
      `${site}${missingPath}: HTTP ${missing.response.status} for a page that does not exist, not 404`,
    );

  // The editor's pages carry its own policy, not the site's.
  for (const path of ['/admin/', '/admin/editor/']) {
    if (!existsSync(join(outDir, path, 'index.html'))) continue;
    const answer = await get(base, path, timeoutMs);
    if ('error' in answer) problems.push(`${site}${path}: does not answer: ${answer.error}`);
    else if (answer.response.status !== 200) problems.push(`${site}${path}: HTTP ${answer.response.status}`);
    else problems.push(...headerProblems(`${site}${path}`, rules, path, answer.response.headers, skipped));
  }

  const files: [string, (text: string, type: string) => boolean][] = [
    ...[...feeds].map((path): [string, (text: string) => boolean] => [
      path,
      (text) => /<(rss|feed)\b/.test(text),
    ]),
    ['/sitemap.xml', (text) => /<urlset\b/.test(text)],
    [
      speculationRulesPath,
      (text) => {
        try {
          return typeof JSON.parse(text) === 'object';
        } catch {
          return false;
        }
      },
    ],
  ];
  if (!feeds.size) problems.push(`${site}/: names no feed`);
  for (const [path, valid] of files) {
    const address = `${site}${path}`;
    const answer = await get(base, path, timeoutMs);
    if ('error' in answer) problems.push(`${address}: does not answer: ${answer.error}`);
    else if (answer.response.status !== 200) problems.push(`${address}: HTTP ${answer.response.status}`);
    else if (!valid(answer.text, answer.response.headers.get('content-type') ?? ''))
      problems.push(`${address}: is not what this build wrote there`);
    else if (path === speculationRulesPath)
      problems.push(...headerProblems(address, rules, path, answer.response.headers, skipped));
  }
  return { problems, build, pages: pages.length, feeds: feeds.size };
}

/** What a request to a deployment's own address carries: Vercel's bypass of its protection, when given. */
function previewHeaders(env: NodeJS.ProcessEnv): Record<string, string> {
  const bypass = env.VERCEL_AUTOMATION_BYPASS_SECRET?.trim();
  return bypass ? { 'x-vercel-protection-bypass': bypass } : {};
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'out' },
      // Seconds to keep trying, every 15 s, until the site passes.
      wait: { type: 'string', default: '0' },
      timeout: { type: 'string', default: '15' },
      // <url> is a deployment's own address on its host: the host's noindex there is no fault.
      preview: { type: 'boolean', default: false },
    },
  });
  const wait = Number(values.wait);
  const timeout = Number(values.timeout);
  if (positionals.length > 1 || !(wait >= 0) || !(timeout > 0)) {
    console.error(
      'live-check: usage: npm run live-check -- [<url>] [--out out] [--wait <seconds>] [--timeout <seconds>] [--preview]',
    );
    return 2;
  }
  const root = process.cwd();
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const config = buildSiteConfig(readSettings(root).env);
  const url = positionals[0] ?? config.url;
  const options = {
    url,
    outDir: join(root, values.out),
    config,
    links: profileLinks(root),
    timeoutMs: timeout * 1000,
    ...(values.preview ? { preview: { headers: previewHeaders(process.env) } } : {}),
  };
  const until = Date.now() + wait * 1000;
  for (;;) {
    const result = await liveCheck(options);
    if (!result.problems.length) {
      console.log(
        `live-check: ${url} serves build ${result.build?.id} (as of ${result.build?.asOf}): ${result.pages} pages with this build's headers and forms, ${result.feeds} feeds, the sitemap and the speculation rules`,
      );
      return 0;
    }
    if (Date.now() + 15_000 > until) {
      for (const line of result.problems) console.error(`live-check: ${line}`);
      return 1;
    }
    console.log(`live-check: not yet (${result.problems[0]}); trying again in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}

if (process.argv[1]?.endsWith('live-check.ts')) main().then((code) => process.exit(code));
