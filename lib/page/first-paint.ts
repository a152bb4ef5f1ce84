import scripts from '@/.browser/scripts.json';
import type { BrowserScripts } from '@/lib/page/browser-scripts';
import { fontClassSlot } from '@/lib/page/web-font';

// The head script is how every control works from the first paint, the rule each new island
// follows too: docs/architecture.md, "Works from the first paint", says it once.

const bundled: BrowserScripts = scripts;

/**
 * Everything the page needs before its first paint, as one inline script in <head>, the head
 * script: the page's stylesheet, the theme, the cached web font and held submits; and,
 * once the page has painted, the after-paint script and the loader added to the page. One
 * script, so the Content-Security-Policy carries one hash for it, and only what cannot wait: every
 * byte here is in every page's first round trip (docs/performance.md). `fontClass` is next/font's
 * class, the same for every page of a build.
 */
export function headScript(fontClass: string) {
  return bundled.head.replaceAll(JSON.stringify(fontClassSlot), JSON.stringify(fontClass));
}

/*
 * What can wait until the page is painted (the after-paint script): the search dialog's buttons and
 * shortcuts, the menu button's state, older filter addresses, focus on the filter pill pressed,
 * the footer's year, and the web font fetched for the next page once this one has loaded. The head
 * script adds it after the first paint, and every later page takes it from the cache. Until it
 * runs a Search button is the GET form to /search/ it is, and the menu opens and closes natively
 * (the popover).
 */

/** The site's script files, served under scriptsPath by its route: the after-paint file and the search file. */
export const scriptFiles = [bundled.afterPaint, bundled.search];
