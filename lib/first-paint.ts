import { createHash } from 'node:crypto';
import { heldSubmitScript } from '@/lib/held-submit';
import { pageStyleScript } from '@/lib/page-style';
import { legacyFilterScript, pillFocusScript } from '@/lib/list-pages';
import { popoverMenuScript } from '@/lib/popover-menu';
import { searchOpenScript } from '@/lib/search-open';
import { themeScript } from '@/lib/theme';
import { webFontCacheScript, webFontInitScript } from '@/lib/web-font';
import { footerYearScript } from '@/lib/footer-year';

/*
 * The rule every control on this site follows, and every new island must:
 *
 * 1. A control works the moment it is painted. The page is HTML that works on its own: links
 *    (the filter pills are links to each filter's page), native forms (search submits to
 *    /search/), `popover` (the phone menu) and <dialog> (search). What the platform cannot do alone
 *    before the first paint (the page's stylesheet, the theme, the cached font, a form that needs
 *    script) is done by the one head script below, which does not wait for the framework; what
 *    can wait until the page is parsed (the search shortcuts, the menu button's state, older filter
 *    addresses) is done by the after-paint script, a small file of the site's own that the page
 *    loads with `defer`.
 * 2. An island only enhances what is already there, and never undoes what the visitor did: it
 *    starts from the DOM as the visitor left it (a field's value, a checked radio, an open dialog),
 *    reads values from the form when it acts rather than from its own copy, and never renders a
 *    default over a value (no controlled field whose first value is the server's guess). A form
 *    that needs its island marks itself ready with useReadyForm, and takes over any submit held
 *    for it.
 *
 * The framework's scripts load after the first paint (scripts/defer-hydration.mjs), so on a slow
 * phone a visitor acts for a second or more before any island exists: __tests__/e2e/early.spec.ts
 * acts on every control with those scripts held back and blocked.
 */

/**
 * Everything the page needs before its first paint, as one inline script in <head>: the page's
 * stylesheet, the theme, the cached web font and held submits. One script, so the
 * Content-Security-Policy carries one hash for them, and only what cannot wait: every byte here is
 * in every page's first round trip (docs/performance.md). Each part guards itself, so one that
 * throws leaves the others running.
 */
export function firstPaintScript(fontClass: string) {
  return [pageStyleScript, themeScript, webFontInitScript(fontClass), heldSubmitScript].join(';\n');
}

/**
 * What can wait until the page is parsed: the search dialog's buttons and shortcuts, the menu
 * button's state, older filter addresses, focus on the filter pill pressed, the footer's year, and
 * the web font fetched for the next page once this one has loaded. It is a file of its own
 * (app/scripts/[file]/route.ts), cached once for every page, and runs before DOMContentLoaded.
 * Until it arrives a Search button is the GET form to /search/ it is, and the menu opens and
 * closes natively (the popover). The year and the font were the framework's jobs once; done here,
 * they are done on the pages that never load it (scripts/defer-hydration.mjs) as on those that do.
 */
export const afterPaintScript = [
  searchOpenScript,
  popoverMenuScript,
  legacyFilterScript,
  pillFocusScript,
  footerYearScript,
  webFontCacheScript,
].join(';\n');

/** Where the after-paint script is served, named by its content so it can be cached for good. */
export const afterPaintPath = `/scripts/after-paint.${createHash('sha256')
  .update(afterPaintScript)
  .digest('hex')
  .slice(0, 16)}.js`;
