// The one module that knows the shape of Next's static export (next 16 with Turbopack, React 19).
// It hands the rest of the stage plain data, and checks the shape on every page: anything else is
// a problem that stops the build, so an upgrade that changes it fails loudly rather than leaving
// pages half done (its tests hold a page of real output).
//
// What Next writes for a page, without `experimental.inlineCss`:
// - the site's one stylesheet as `<link rel="stylesheet" href="/_next/static/chunks/<x>.css"
//   data-precedence="next">`, which React finds again by `link[rel="stylesheet"][href]` when it
//   hydrates, and inserts itself when it finds none;
// - every chunk as `<script src="/_next/static/chunks/…" async>`, some also preloaded, and a
//   `nomodule` polyfill;
// - inline, Turbopack's bootstrap (`globalThis.TURBOPACK…`), which registers the page's chunks, and
//   the RSC payload (`self.__next_f = …`, then `self.__next_f.push(…)`), the React tree as data;
// - for a next/font font it does not preload, `<link rel="preconnect" href="/" crossorigin>`: a
//   second connection to the page's own origin, opened before the first paint for a file no page
//   fetches before it (the web font, `sans`). It goes, like the `nomodule` polyfill.
import { contentName } from '@/lib/web/content-name';
import { payloadFolder } from '@/lib/page/deferred-scripts';
import type { Page, PageElement } from './page';

/** Where the framework's files are served from: named by their content, cached for good. */
export const frameworkFilesPrefix = '/_next/static/';

const isFrameworkFile = (url?: string) => (url ?? '').startsWith(frameworkFilesPrefix);
const isPayload = (text: string) => /^\(?self\.__next_f\s*=|^self\.__next_f\.push\(/.test(text);
const isBootstrap = (text: string) => /^\(?globalThis(?:\.|\[["'])TURBOPACK/.test(text);
const isInline = ({ name, attribs }: PageElement) =>
  name === 'script' && !('src' in attribs) && !attribs.type;

/** The framework's parts of one page, or the problems that say how its shape differs from this. */
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
  // `cut`: the elements of the framework's that leave the page (the chunks move to the loader).
  const [bootstrap, payload, cut]: [string[], string[], PageElement[]] = [[], [], []];
  const preload = (el: PageElement) =>
    el.name === 'link' && el.attribs.rel === 'preload' && el.attribs.as === 'script';
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

/**
 * The stylesheet link as the stage leaves it: still there for React to find when it hydrates (so it
 * inserts no second link, which would load the whole sheet and make Chrome match fonts again), but
 * typed so that no browser fetches or applies it. The page's own rules stand in for it.
 */
export const inertStylesheet = (href: string) =>
  `<link rel="stylesheet" href="${href}" data-precedence="next" type="text/plain"/>`;

/** Where a page's moved inline scripts are served: a file of the framework's folder, named by content. */
export const payloadPath = (text: string) => `${payloadFolder}${contentName(text)}.js`;

/** Whether an HTML text still holds any of the framework's inline scripts (for checks on the export). */
export const holdsFrameworkInline = (html: string) => /<script>[^<]*(?:__next_f|TURBOPACK)/.test(html);
