import scripts from '@/.browser/scripts.json';
import type { BrowserScripts } from '@/lib/browser-scripts';
import { fontClassSlot } from '@/lib/web-font';

/*
 * The rule every control on this site follows, and every new island must:
 *
 * 1. A control works the moment it is painted. The page is HTML that works on its own: links
 *    (the filter pills are links to each filter's page), native forms (search submits to
 *    /search/), `popover` (the phone menu) and <dialog> (search). What the platform cannot do alone
 *    before the first paint (the page's stylesheet, the theme, the cached font, a form that needs
 *    script) is done by the one head script (browser/head.ts), which does not wait for the framework;
 *    what can wait until the page is painted (the search shortcuts, the menu button's state, older
 *    filter addresses) is done by the after-paint script (browser/after-paint.ts), a small file of
 *    the site's own that the head script adds after the first paint.
 * 2. An island only enhances what is already there, and never undoes what the visitor did: it
 *    starts from the DOM as the visitor left it (a field's value, a checked radio, an open dialog),
 *    reads values from the form when it acts rather than from its own copy, and never renders a
 *    default over a value (no controlled field whose first value is the server's guess). A form
 *    that needs its island marks itself ready with useReadyForm, and takes over any submit held
 *    for it.
 *
 * The framework's scripts load after the first paint (export/, docs/architecture.md), so on a slow
 * phone a visitor acts for a second or more before any island exists: __tests__/e2e/early.spec.ts
 * acts on every control with those scripts held back and blocked.
 */

const bundled: BrowserScripts = scripts;

/**
 * Everything the page needs before its first paint, as one inline script in <head>
 * (browser/head.ts): the page's stylesheet, the theme, the cached web font and held submits; and,
 * once the page has painted, the after-paint script and the loader added to the page. One
 * script, so the Content-Security-Policy carries one hash for it, and only what cannot wait: every
 * byte here is in every page's first round trip (docs/performance.md). `fontClass` is next/font's
 * class, the same for every page of a build.
 */
export function headScript(fontClass: string) {
  return bundled.head.replaceAll(JSON.stringify(fontClassSlot), JSON.stringify(fontClass));
}

/*
 * What can wait until the page is painted (browser/after-paint.ts): the search dialog's buttons and
 * shortcuts, the menu button's state, older filter addresses, focus on the filter pill pressed,
 * the footer's year, and the web font fetched for the next page once this one has loaded. The head
 * script adds it after the first paint, and every later page takes it from the cache. Until it
 * runs a Search button is the GET form to /search/ it is, and the menu opens and closes natively
 * (the popover).
 */

/** The site's script file, served by app/scripts/[file]/route.ts: the after-paint script and the loader. */
export const scriptFiles = [bundled.afterPaint];
