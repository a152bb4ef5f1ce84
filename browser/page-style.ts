import { pageStyleId, sheetAttribute } from '@/lib/page/page-style';

/**
 * Applies the page's own stylesheet before the first paint (pageStyleId). The page carries
 * the rules it can show as text in a `<script type="text/css">` data element, so the one
 * Content-Security-Policy needs no hash per page: the sheet is built from that text and adopted by
 * the document. A browser without constructable stylesheets (below the supported floor) gets the
 * whole site's stylesheet as a file instead. Under `npm run dev` there is no such element and the
 * framework's own stylesheet applies.
 */
export function adoptPageStyle(doc: Document) {
  const data = doc.getElementById(pageStyleId);
  if (!data) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(data.textContent ?? '');
    doc.adoptedStyleSheets = [sheet];
  } catch {
    const whole = data.getAttribute(sheetAttribute);
    if (!whole) return;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = whole;
    doc.head.appendChild(link);
  }
}
