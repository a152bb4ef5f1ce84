import { pageStyleId, rulesFile, sheetAttribute } from '@/lib/page/page-style-names';

// One fetch at a time per document, for the callers of one bundle.
const pending = new WeakMap<Document, Promise<void>>();

// After the page's own sheet, winning every tie. Nothing is removed or linked: that makes Chrome match
// fonts again, swapping in a web font that missed the first paint. Null when there is nothing to wait for.
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
