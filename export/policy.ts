// The audit behind the one Content-Security-Policy (docs/security.md): by where a script is, not what it
// says. <main> may hold no inline script, no page an inline handler or a script from outside the build.
import { createHash } from 'node:crypto';
import { scriptsPath } from '@/lib/page/browser-scripts';
import { frameworkFilesPrefix } from './next-export';
import { readPage, type Page, type PageElement } from './page';

export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const builtScript = (src: string) =>
  src.startsWith(frameworkFilesPrefix) || new RegExp(`^${scriptsPath}[\\w.-]+\\.js$`).test(src);
const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export type Audit = Record<'problems' | Kind, string[]>;

export function audit(elements: readonly PageElement[], page: Pick<Page, 'handlers' | 'styleAttrs'>): Audit {
  const problems = page.handlers.map((handler) => `inline event handler: ${handler}`);
  const [scripts, styles] = [new Set<string>(), new Set<string>()];
  for (const { name, attribs, text, inMain } of elements) {
    if (name === 'style') styles.add(text);
    if (name !== 'script') continue;
    const type = (attribs.type ?? '').toLowerCase();
    if (attribs.src !== undefined) {
      if (!builtScript(attribs.src)) problems.push(`script from outside the build: ${attribs.src}`);
    } else if (/^application\/(ld\+)?json$/.test(type)) {
      // Data, never run: JSON-LD, and the loader's list of what to load.
      try {
        JSON.parse(text);
      } catch {
        problems.push(`${attribs.type} that does not parse`);
      }
    } else if (type === 'text/css') {
      // Data, never run: the page's own rules, which the head script adopts. Only the first such
      // element of the document is read, so it must be the one in <head>.
      if (inMain) problems.push('page rules (<script type="text/css">) inside page content');
    } else if (!scriptTypes.has(type)) problems.push(`unexpected script type: ${attribs.type}`);
    else if (inMain) problems.push(`inline script inside page content: ${text.slice(0, 80)}`);
    else scripts.add(text);
  }
  return { problems, scripts: [...scripts], styles: [...styles], styleAttrs: [...new Set(page.styleAttrs)] };
}

export const auditHtml = (html: string) => {
  const page = readPage(html);
  return audit(page.elements, page);
};

type Kind = 'scripts' | 'styles' | 'styleAttrs';
// One policy serves every page, so what it allows inline must not grow with the site: the head
// script and the Calendly frame's style (the pages' own rules travel as data, `pageStyle`).
const inlineLimits: Record<Kind, number> = { scripts: 8, styles: 4, styleAttrs: 4 };

export class InlineTexts {
  readonly texts = { scripts: new Map<string, string[]>(), styles: new Map(), styleAttrs: new Map() };

  add(route: string, found: Audit) {
    for (const [kind, texts] of Object.entries(this.texts) as [Kind, Map<string, string[]>][])
      for (const text of found[kind]) texts.set(text, [...(texts.get(text) ?? []), route]);
  }

  hashes = (kind: Kind) => [...this.texts[kind].keys()].map(cspHash);

  problems = () =>
    (Object.entries(this.texts) as [Kind, Map<string, string[]>][])
      .filter(([kind, texts]) => texts.size > inlineLimits[kind])
      .map(([kind, texts]) =>
        [
          `${texts.size} different inline ${kind} across the site, more than the ${inlineLimits[kind]} one policy allows: ` +
            'keep them the same on every page and move what differs into data (docs/security.md)',
          ...[...texts].map(
            ([text, routes]) => `${routes.length} page(s) from ${routes[0]}: ${text.slice(0, 60)}`,
          ),
        ].join('\n    '),
      );
}
