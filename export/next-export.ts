// The one module that knows the shape of Next's static export (next 16 with Turbopack, React 19). It checks
// that shape on every page: anything else stops the build, so an upgrade that changes it fails loudly
// rather than leaving pages half done (its tests hold a page of real output).
import { contentName } from '@/lib/web/content-name';
import { payloadFolder } from '@/lib/page/deferred-scripts';
import type { Page, PageElement } from './page';

export const frameworkFilesPrefix = '/_next/static/';

const isFrameworkFile = (url?: string) => (url ?? '').startsWith(frameworkFilesPrefix);
const isPayload = (text: string) => /^\(?self\.__next_f\s*=|^self\.__next_f\.push\(/.test(text);
const isBootstrap = (text: string) => /^\(?globalThis(?:\.|\[["'])TURBOPACK/.test(text);
const isInline = ({ name, attribs }: PageElement) =>
  name === 'script' && !('src' in attribs) && !attribs.type;

// Next writes one stylesheet link (data-precedence), async chunk scripts (some preloaded, plus a `nomodule`
// polyfill), and inline Turbopack's bootstrap and the RSC payload (`self.__next_f`).
export function readNextPage(page: Page) {
  const problems: string[] = [];
  const sheets = page.elements.filter(
    ({ name, attribs }) => name === 'link' && attribs.rel === 'stylesheet' && 'data-precedence' in attribs,
  );
  if (sheets.length !== 1 || !isFrameworkFile(sheets[0].attribs.href))
    problems.push(
      `expected one <link rel="stylesheet" data-precedence> to the framework's stylesheet, found ${sheets.length}`,
    );
  const firstInline = page.elements.find(isInline);
  if (sheets.length && firstInline && firstInline.start < sheets[0].start)
    problems.push(
      "an inline script comes before the stylesheet, so the head script would run before the page's rules exist",
    );

  const expected = `expected <script async src="${frameworkFilesPrefix}…"> chunks and inline self.__next_f payload scripts`;
  const chunks: string[] = [];
  const [bootstrap, payload, cut]: [string[], string[], PageElement[]] = [[], [], []];
  const preload = (el: PageElement) =>
    el.name === 'link' && el.attribs.rel === 'preload' && el.attribs.as === 'script';
  // Next's preconnect to the page's own origin opens a second connection before the first paint, for a
  // font no page fetches before it.
  for (const element of page.elements) {
    const { name, attribs, text } = element;
    if (preload(element) && isFrameworkFile(attribs.href)) cut.push(element);
    else if (name === 'link' && attribs.rel === 'preconnect' && attribs.href === '/') cut.push(element);
    else if (name === 'script' && isFrameworkFile(attribs.src)) {
      cut.push(element);
      // Every supported browser runs modules, so none fetches the polyfill: it goes.
      if ('nomodule' in attribs) continue;
      if (!('async' in attribs)) problems.push(`${attribs.src} not loaded async (${expected})`);
      else if (!chunks.includes(attribs.src!)) chunks.push(attribs.src!);
    } else if (isInline(element) && /__next_f|TURBOPACK/.test(text)) {
      const kind = isPayload(text) ? payload : isBootstrap(text) ? bootstrap : null;
      if (kind) kind.push(text);
      if (kind) cut.push(element);
      else
        problems.push(
          `an inline script uses __next_f or TURBOPACK but is no payload push or bootstrap: ${text.slice(0, 60)}`,
        );
    }
  }
  if (!chunks.length) problems.push(`no chunk to defer (${expected})`);
  if (!payload.length) problems.push(`no RSC payload found (${expected})`);
  if (page.bodyEnd < 0) problems.push('no </body> to put the loader before');
  if (problems.length) return { next: null, problems };
  const [{ start, end, attribs }] = sheets;
  const inline = `${[...bootstrap, ...payload].join(';\n')};\n`;
  return { next: { stylesheet: { start, end, href: attribs.href }, chunks, inline, cut }, problems };
}
export type NextPage = NonNullable<ReturnType<typeof readNextPage>['next']>;

// Left for React to find when it hydrates, or it would insert a second link, which would load the whole
// sheet and make Chrome match fonts again; typed so that no browser fetches or applies it.
export const inertStylesheet = (href: string) =>
  `<link rel="stylesheet" href="${href}" data-precedence="next" type="text/plain"/>`;

export const payloadPath = (text: string) => `${payloadFolder}${contentName(text)}.js`;

export const holdsFrameworkInline = (html: string) => /<script>[^<]*(?:__next_f|TURBOPACK)/.test(html);
