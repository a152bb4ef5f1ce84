// Every page of the built export, checked without a browser (`npm run build` first): milliseconds a page,
// so every page is read however many there are; the browser suite checks each template and a fixed sample
// (__tests__/e2e/routes.ts). Whether the HTML is valid is html-validate.test.ts's.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Parser } from 'htmlparser2';
import { exportFile, exportedPages } from '../../export/pages';
import { headersForPath, parseHeadersFile } from '../../export/host-rules';
import {
  speculationRules,
  speculationRulesPath,
  speculationRulesType,
} from '../../lib/web/speculation-rules';

const outDir = join(process.cwd(), 'out');
const pages = exportedPages(outDir);
const headerRules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
const origin = 'https://site.invalid';

/** The links, image sources and ids of a page. */
function read(html: string) {
  const found: { links: string[]; sources: string[]; ids: string[] } = { links: [], sources: [], ids: [] };
  const parser = new Parser({
    onopentag(name, attribs) {
      if (attribs.id) found.ids.push(attribs.id);
      if (name === 'a' && attribs.href !== undefined) found.links.push(attribs.href);
      if (name === 'link' && attribs.href && attribs.rel !== 'canonical' && attribs.rel !== 'alternate')
        found.sources.push(attribs.href);
      if ((name === 'img' || name === 'script') && attribs.src) found.sources.push(attribs.src);
      for (const set of [attribs.srcset, attribs.imagesrcset].filter((value): value is string =>
        Boolean(value),
      ))
        found.sources.push(...set.split(',').map((part) => part.trim().split(/\s+/)[0]));
    },
  });
  parser.end(html);
  return found;
}

/**
 * The controls of a page that would do nothing before the framework's scripts arrive. Every control
 * must work from the first paint (lib/page/head-script.ts): a link with an address, a field or button of
 * a form (a form its island sends is held by the head script until the island is ready), a button
 * that opens a popover of the page, or a theme radio, which the head script owns. A button inside a
 * `hidden` element is no control until the script that runs it shows it (the share section's Copy
 * link and share sheet, browser/share-actions.ts).
 */
function scriptOnlyControls(html: string) {
  const open: string[] = [];
  const hidden: boolean[] = [];
  const popovers = new Set<string>();
  const targets: string[] = [];
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const inForm = open.includes('form');
        const label = `<${name}${attribs.id ? ` id="${attribs.id}"` : ''}${attribs.name ? ` name="${attribs.name}"` : ''}>`;
        if (attribs.popover !== undefined && attribs.id) popovers.add(attribs.id);
        const shown = !hidden.includes(true) && attribs.hidden === undefined;
        if (name === 'button' && shown) {
          if (attribs.popovertarget) targets.push(attribs.popovertarget);
          else if (!inForm || (attribs.type ?? 'submit') !== 'submit')
            problems.push(`${label}: a button that is no form's submit and opens no popover`);
        }
        if (['input', 'select', 'textarea'].includes(name) && attribs.type !== 'hidden' && !inForm)
          if (attribs['data-theme-choice'] === undefined) problems.push(`${label}: a field outside a form`);
        if (name === 'a' && attribs.href === undefined) problems.push(`${label}: a link with no address`);
        if (Object.keys(attribs).some((key) => key.startsWith('on')))
          problems.push(`${label}: an inline event handler`);
        open.push(name);
        hidden.push(attribs.hidden !== undefined);
      },
      onclosetag(name) {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.length = hidden.length = at;
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.end(html);
  for (const id of targets) if (!popovers.has(id)) problems.push(`popovertarget="${id}" names no popover`);
  return problems;
}

/**
 * The forms of a page that would put what a visitor writes (an address, a message) into a URL: every
 * form with an email field or a text area must post it (its `action` takes it with scripts off).
 */
function formsThatGetWhatIsWritten(html: string) {
  const forms: Record<string, string>[] = [];
  const problems = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'form') forms.push(attribs);
        const form = forms.at(-1);
        const written = name === 'textarea' || (name === 'input' && attribs.type === 'email');
        if (form && written && (form.method ?? 'get').toLowerCase() !== 'post')
          problems.add(
            `a form ${form.action ? `to ${form.action}` : 'with no action'} would send <${name} name="${attribs.name}"> in its address`,
          );
      },
      onclosetag(name) {
        if (name === 'form') forms.pop();
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return [...problems];
}

/**
 * The names of a page's search landmarks (`role="search"` or `<search>`), from `aria-label` or the
 * text of the elements `aria-labelledby` names; '' for a landmark with no name.
 */
function searchLandmarkNames(html: string) {
  const landmarks: { label?: string; labelledBy?: string }[] = [];
  const texts = new Map<string, string>();
  const open: { name: string; id?: string }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (attribs.role === 'search' || name === 'search')
          landmarks.push({ label: attribs['aria-label'], labelledBy: attribs['aria-labelledby'] });
        open.push({ name, id: attribs.id });
        if (attribs.id) texts.set(attribs.id, '');
      },
      ontext(text) {
        for (const { id } of open) if (id) texts.set(id, texts.get(id) + text);
      },
      onclosetag(name) {
        const at = open.findLastIndex((element) => element.name === name);
        if (at >= 0) open.length = at;
      },
    },
    { lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return landmarks.map(({ label, labelledBy }) =>
    (
      label ??
      (labelledBy ?? '')
        .split(/\s+/)
        .map((id) => texts.get(id) ?? '')
        .join(' ')
    ).trim(),
  );
}

/** The file of the export a site path names, the way a static host finds it; null when none. */
function fileFor(pathname: string) {
  const path = decodeURIComponent(pathname);
  const candidates = path.endsWith('/')
    ? [exportFile(outDir, path, 'index.html')]
    : [exportFile(outDir, path), exportFile(outDir, path, 'index.html'), `${exportFile(outDir, path)}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

const policy = headersForPath(headerRules, '/')['Content-Security-Policy'];
const required = [
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Content-Security-Policy',
];

describe('every page of the export', () => {
  it('finds the pages, and the host files hold a fixed number of rules', () => {
    assert.ok(pages.length > 20, `${pages.length} pages`);
    // A fixed set, whatever the number of pages: the editor's rule keeps the site's policy to rules
    // for each folder at the top of the export (admin.test.ts); Cloudflare Pages reads 100 at most.
    assert.ok(headerRules.length <= 100, `${headerRules.length} header rules`);
    assert.match(policy, /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    // No page carries a style attribute (Calendly's container is sized by a class): the policy allows none.
    assert.doesNotMatch(policy, /style-src-attr|'unsafe-hashes'/);
  });

  for (const { route, file } of pages) {
    it(`${route}: links, images and anchors resolve; controls work without scripts; the full header set`, () => {
      const html = readFileSync(file, 'utf8');
      const { links, sources, ids } = read(html);
      const here = new URL(route, origin);
      const problems: string[] = [];
      for (const href of [...links, ...sources]) {
        const url = new URL(href, here);
        if (url.origin !== origin) continue;
        const found = fileFor(url.pathname);
        if (!found) problems.push(`${href} is not in the export`);
        else if (
          url.hash &&
          url.pathname === here.pathname &&
          !ids.includes(decodeURIComponent(url.hash.slice(1)))
        )
          problems.push(`${href} names no element of the page`);
        else if (url.hash && url.pathname !== here.pathname) {
          const target = readFileSync(found, 'utf8');
          if (!target.includes(`id="${url.hash.slice(1)}"`)) problems.push(`${href} names no element there`);
        }
      }
      assert.deepEqual(problems, []);
      assert.equal(new Set(ids).size, ids.length, 'ids are unique');
      assert.deepEqual(scriptOnlyControls(html), [], 'every control works before the scripts arrive');
      assert.deepEqual(formsThatGetWhatIsWritten(html), [], 'nothing a visitor writes goes into a URL');
      const footer = html.slice(html.lastIndexOf('<footer'));
      assert.ok(footer.includes('href="/privacy/"'), 'the footer links the privacy page');
      // A screen reader lists landmarks by role and name: two searches must say which is which.
      const searches = searchLandmarkNames(html);
      assert.ok(searches.length >= 1, 'the page has a search landmark');
      assert.ok(!searches.includes(''), `a search landmark has no name: ${searches.join(', ')}`);
      assert.equal(new Set(searches).size, searches.length, `search landmarks share a name: ${searches}`);

      for (const path of route.endsWith('/') && route !== '/' ? [route, route.slice(0, -1)] : [route]) {
        const headers = headersForPath(headerRules, path);
        assert.deepEqual(
          required.filter((name) => !headers[name]),
          [],
          `${path} lacks headers`,
        );
        assert.equal(headers['Content-Security-Policy'], policy, `${path} has the one policy`);
        assert.equal(headers['Speculation-Rules'], `"${speculationRulesPath}"`, `${path} names the rules`);
        // DECISIONS B6: no window state to guard, and a phone pays a process for it on every visit.
        assert.equal(headers['Cross-Origin-Opener-Policy'], undefined, `${path} sends COOP`);
      }
    });
  }
});

describe('the speculation rules every page names', () => {
  it('are a file of the export, the rules lib/web/speculation-rules.ts says, with their content type in every host file', () => {
    assert.deepEqual(
      JSON.parse(readFileSync(exportFile(outDir, speculationRulesPath), 'utf8')),
      speculationRules,
    );
    assert.equal(headersForPath(headerRules, speculationRulesPath)['Content-Type'], speculationRulesType);
    const vercel: { headers: { source: string; headers: { key: string; value: string }[] }[] } = JSON.parse(
      readFileSync(join(outDir, 'vercel.json'), 'utf8'),
    );
    const source = vercel.headers.find((rule) => rule.source === speculationRulesPath);
    assert.deepEqual(
      source?.headers.find(({ key }) => key === 'Content-Type'),
      { key: 'Content-Type', value: speculationRulesType },
    );
    const nginx = readFileSync(join(process.cwd(), 'deploy', 'nginx-security-headers.conf'), 'utf8');
    const block = nginx.slice(nginx.indexOf(`location = ${speculationRulesPath} {`)).split('\n}')[0];
    assert.ok(block.includes(`default_type "${speculationRulesType}";`), block);
  });

  it('prerender only pages of the site, never the editor, a file, a download or a filter pill', () => {
    const [rule] = speculationRules.prerender;
    assert.equal(rule.eagerness, 'moderate');
    assert.deepEqual(Object.keys(speculationRules), ['prerender'], 'nothing is only prefetched');
    const text = JSON.stringify(rule.where);
    for (const excluded of ['/admin/*', '/*.*', '[download]', '[data-filter]', '[href*=\\"?\\"]'])
      assert.ok(text.includes(excluded), `${excluded} is left out`);
  });
});

describe('the privacy page', () => {
  it('names the services the build sends to, the forms service only as it is configured', () => {
    const html = readFileSync(exportFile(outDir, '/privacy/', 'index.html'), 'utf8');
    const formsConfigured =
      policy.includes('form-action') && /form-action [^;]*https:\/\/formspree\.io/.test(policy);
    assert.equal(html.includes('Formspree'), formsConfigured);
    for (const service of ['Kit', 'Calendly']) assert.ok(html.includes(service), service);
  });
});
