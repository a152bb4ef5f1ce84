import { pageStyleId, sheetAttribute } from '@/lib/page/page-style-names';

// Head script: the page's rules come as text in a data element and are adopted as a sheet, so the one
// Content-Security-Policy needs no hash per page. Below the supported floor: the whole stylesheet's file.
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
