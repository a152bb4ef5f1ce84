import { pageStyleId, rulesFile, sheetAttribute } from '@/lib/page/page-style';

// One fetch at a time per document, for the callers of one bundle.
const pending = new WeakMap<Document, Promise<void>>();

/**
 * Adopts the whole site's rules after the page's own sheet, for what the page did not carry (the
 * pages the router shows in place, the search dialog): they hold every rule of it and win every tie,
 * so the cascade is the whole sheet's. Nothing is removed: removing a sheet, or linking one, makes
 * Chrome match fonts again, and a web font that came too late for the first paint would be swapped
 * in then and move the text. Null when there is nothing to wait for: the rules are adopted already,
 * or the page has no sheet of its own (`npm run dev`, a browser below the floor); otherwise
 * resolves once they apply, or once they could not be had, the page keeping its own.
 */
export function adoptWholeRules(doc: Document): Promise<void> | null {
  const asked = pending.get(doc);
  if (asked) return asked;
  const sheet = doc.getElementById(pageStyleId)?.getAttribute(sheetAttribute);
  const adopted = doc.adoptedStyleSheets;
  if (!sheet || !adopted || adopted.length !== 1) return null;
  const own = adopted[0];
  const adopting = fetch(rulesFile(sheet))
    .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
    .then((text) => {
      // Another caller's copy may have arrived first.
      if (doc.adoptedStyleSheets.length !== 1) return;
      const whole = new CSSStyleSheet();
      whole.replaceSync(text);
      doc.adoptedStyleSheets = [own, whole];
    })
    .catch(() => {})
    .then(() => void pending.delete(doc));
  pending.set(doc, adopting);
  return adopting;
}
