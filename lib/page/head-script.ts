import scripts from '@/.browser/scripts.json';
import type { BrowserScripts } from '@/lib/page/browser-scripts';
import { fontClassSlot } from '@/lib/page/web-font-names';

const bundled: BrowserScripts = scripts;

// Everything the page needs before its first paint, as one inline script, so the Content-Security-Policy
// carries one hash; every byte is in every page's first round trip. `fontClass` is the same for every page.
export function headScript(fontClass: string) {
  return bundled.head.replaceAll(JSON.stringify(fontClassSlot), JSON.stringify(fontClass));
}

// The after-paint script comes from the cache on every later page. Until it runs, Search is the GET form to
// /search/ it is, and the menu opens and closes natively (the popover).
export const scriptFiles = [bundled.afterPaint, bundled.search];
