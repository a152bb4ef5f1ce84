// Audits one exported HTML page for the Content-Security-Policy, with a real HTML parser
// (htmlparser2), after the deferral has run (docs/security.md). The audit reads where a script is,
// not what it says: content (everything inside <main>, where sanitized essays and letters are
// rendered) may hold no inline script, no page may hold an inline event handler or a script from
// outside the build, and every other inline script (the layout's, the loader, the framework's
// bootstrap) is hashed for script-src.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** CSP source expression for a script or style body: 'sha256-<base64>'. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The build's own script files: the framework's and the site's after-paint script (lib/first-paint.ts). */
const builtScript = (src) => src.startsWith('/_next/static/') || /^\/scripts\/[\w.-]+\.js$/.test(src);

const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * `problems` lists anything that must stop the build; `scripts`, `styles` and `styleAttrs` are the
 * inline texts the policy must allow, each once (hashed with cspHash).
 */
export function auditPage(html) {
  const problems = [];
  const scripts = new Set();
  const styles = new Set();
  const styleAttrs = new Set();
  let mainDepth = 0;
  let open = null; // the <script> or <style> being read: { name, attribs, text, inMain }

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'main') mainDepth += 1;
        for (const attr of Object.keys(attribs).filter((key) => /^on/i.test(key)))
          problems.push(`inline event handler: ${attr} on <${name}>`);
        if (attribs.style !== undefined) styleAttrs.add(attribs.style);
        if (name === 'script' && attribs.src !== undefined && !builtScript(attribs.src))
          problems.push(`script from outside the build: ${attribs.src}`);
        if (name === 'script' || name === 'style') open = { name, attribs, text: '', inMain: mainDepth > 0 };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (name === 'main') mainDepth -= 1;
        if (!open || name !== open.name) return;
        const { attribs, text, inMain } = open;
        open = null;
        if (name === 'style') styles.add(text);
        else if (attribs.src !== undefined) return;
        else if (/^application\/(ld\+)?json$/i.test(attribs.type ?? '')) {
          // Data, never run: JSON-LD, and the loader's list of what to load.
          try {
            JSON.parse(text);
          } catch {
            problems.push(`${attribs.type} that does not parse`);
          }
        } else if (/^text\/css$/i.test(attribs.type ?? '')) {
          // Data, never run: the page's own rules, which the head script adopts (lib/page-style.ts).
          // Only the first such element of the document is read, so it must be the one in <head>.
          if (inMain) problems.push('page rules (<script type="text/css">) inside page content');
        } else if (!scriptTypes.has((attribs.type ?? '').toLowerCase()))
          problems.push(`unexpected script type: ${attribs.type}`);
        else if (inMain) problems.push(`inline script inside page content: ${text.slice(0, 80)}`);
        else scripts.add(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { problems, scripts: [...scripts], styles: [...styles], styleAttrs: [...styleAttrs] };
}
