// The one source of the site's HTTP response headers (docs/security.md): the same few rules for
// Netlify/Cloudflare (_headers), Vercel and nginx, however many pages there are.
import { scriptsPath } from '@/lib/page/browser-scripts';
import { mediaPath } from '@/lib/images/image-sets';
import { adminRule, exportFolders, separateAdmin } from '@/admin/headers';
import { calendlyAssetsOrigin } from '@/lib/web/calendly';
import { kitApiOrigin, kitFormOrigin } from '@/lib/web/kit';
import type { SiteConfig } from '@/lib/site/site-config';
import type { Services } from '@/lib/site/services';
import { speculationRulesPath, speculationRulesType } from '@/lib/web/speculation-rules';
import { frameworkFilesPrefix } from './next-export';
import type { InlineTexts } from './policy';
import { renderHeadersFile, type HeaderRule } from '@/export/host-rules';

export type { HeaderRule };

export const baseHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'X-Frame-Options': 'DENY',
};

/** Every file's name changes with its content, so a year's cache is safe. */
export const immutablePaths = [frameworkFilesPrefix, scriptsPath, `${mediaPath}/`];
const yearLong = 'public, max-age=31536000, immutable';
// The speculation rules keep their name: a change reaches every visitor within the hour.
const anHour = 'public, max-age=3600';

// Services are allowed on every page, not only where they appear: a client-side navigation keeps the
// policy of the page first loaded. A service the build leaves off (`services`) has none.
export function contentSecurityPolicy(sources: {
  scriptHashes: string[];
  styleHashes?: string[];
  styleAttrHashes?: string[];
  formsEndpoint?: string | null;
  bookingOrigin?: string;
  analyticsEndpoint?: string | null;
  services?: Pick<Services, 'newsletter' | 'booking'>;
}) {
  const { scriptHashes, styleHashes = [], styleAttrHashes = [], formsEndpoint, bookingOrigin } = sources;
  const { newsletter, booking } = sources.services ?? { newsletter: true, booking: true };
  const calendly = booking ? [calendlyAssetsOrigin] : [];
  const forms = formsEndpoint ? [new URL(formsEndpoint).origin] : [];
  const analytics = sources.analyticsEndpoint ? [new URL(sources.analyticsEndpoint).origin] : [];
  return [
    ['default-src', "'none'"],
    // Search runs Pagefind's WebAssembly: 'wasm-unsafe-eval' allows compiling it, not eval().
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...calendly],
    ['style-src', "'self'", ...styleHashes, ...calendly],
    styleAttrHashes.length ? ['style-src-attr', "'unsafe-hashes'", ...styleAttrHashes] : [],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...(newsletter ? [kitApiOrigin] : []),
      ...forms,
      ...analytics.filter((origin) => !forms.includes(origin)),
    ],
    booking ? ['frame-src', bookingOrigin ?? 'https://calendly.com'] : [],
    ['manifest-src', "'self'"],
    // No object-src: plugins fall back to default-src 'none', and the bytes are in every response.
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...(newsletter ? [kitFormOrigin] : []), ...forms],
    ['frame-ancestors', "'none'"],
  ]
    .filter((parts) => parts.length)
    .map((parts) => parts.join(' '))
    .join('; ');
}

export function readingSiteHeaders(csp: string): Record<string, string> {
  return { 'Content-Security-Policy': csp, 'Speculation-Rules': `"${speculationRulesPath}"` };
}

/** In match order. Hosts type a file by its extension, so the rules file gets its content type here. */
export function headerRules(csp: string): HeaderRule[] {
  return [
    { path: '/*', headers: { ...baseHeaders, ...readingSiteHeaders(csp) } },
    ...immutablePaths.map((prefix) => ({ path: `${prefix}*`, headers: { 'Cache-Control': yearLong } })),
    {
      path: speculationRulesPath,
      headers: { 'Content-Type': speculationRulesType, 'Cache-Control': anHour },
    },
  ];
}

export function renderVercelJson(rules: HeaderRule[]) {
  const headers = rules.map(({ path, headers }) => ({
    source: path.endsWith('/*') ? `${path.slice(0, -2)}/(.*)` : path,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ trailingSlash: true, headers }, null, 2)}\n`;
}

// add_header in a location replaces the server's, so each repeats the base set (the editor's less
// `siteOnly`); a content type is the location's type, since add_header would send a second one.
export function renderNginx(rules: HeaderRule[], editor?: HeaderRule, siteOnly: readonly string[] = []) {
  const base = rules.find((rule) => rule.path === '/*')?.headers ?? {};
  const editorBase = Object.fromEntries(Object.entries(base).filter(([name]) => !siteOnly.includes(name)));
  const quoted = (value: string) => `"${value.replace(/"/g, '\\"')}"`;
  const block = (location: string, headers: Record<string, string>, inherited = base) =>
    [
      `location ${location} {`,
      ...Object.entries({ ...inherited, ...headers }).map(([name, value]) =>
        name === 'Content-Type'
          ? `    types { } default_type ${quoted(value)};`
          : `    add_header ${name} ${quoted(value)} always;`,
      ),
      '    try_files $uri $uri/ $uri/index.html =404;',
      '}',
    ].join('\n');
  const location = (path: string) => (path.endsWith('/*') ? `^~ ${path.slice(0, -1)}` : `= ${path}`);
  const located = rules
    .filter((rule) => rule.path !== '/*')
    .map(({ path, headers }) => block(location(path), headers));
  if (editor) located.push(block(location(editor.path), editor.headers, editorBase));
  return `${['# Generated by export/run.ts: include inside the server block that serves out/.', block('/', {}), ...located].join('\n\n')}\n`;
}

// Cloudflare Pages reads at most 2,000 characters per line of _headers.
const cloudflareMaxLine = 2000;

export function hostFiles(
  outDir: string,
  inline: InlineTexts,
  site: Pick<SiteConfig, 'formsEndpoint' | 'calendlyUrl' | 'services'> & {
    analyticsEndpoint?: string | null;
  },
) {
  const [scriptHashes, styleHashes, styleAttrHashes] = (['scripts', 'styles', 'styleAttrs'] as const).map(
    inline.hashes,
  );
  const bookingOrigin = new URL(site.calendlyUrl).origin;
  const csp = contentSecurityPolicy({ scriptHashes, styleHashes, styleAttrHashes, bookingOrigin, ...site });
  const rules = headerRules(csp);
  const siteOnly = Object.keys(readingSiteHeaders(csp));
  const apart = separateAdmin(rules, exportFolders(outDir), siteOnly);
  const headers = renderHeadersFile(apart);
  const problems = headers
    .split('\n')
    .filter((line) => line.length > cloudflareMaxLine)
    .map((line) => `_headers line over ${cloudflareMaxLine} characters: ${line.slice(0, 60)}`);
  return {
    headers,
    vercel: renderVercelJson(apart),
    nginx: renderNginx(rules, adminRule, siteOnly),
    problems,
  };
}
