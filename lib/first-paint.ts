import { heldSubmitScript } from '@/lib/held-submit';
import { legacyFilterScript } from '@/lib/list-pages';
import { popoverMenuScript } from '@/lib/popover-menu';
import { searchOpenScript } from '@/lib/search-open';
import { themeScript } from '@/lib/theme';
import { webFontInitScript } from '@/lib/web-font';

/*
 * The rule every control on this site follows, and every new island must:
 *
 * 1. A control works the moment it is painted. The page is HTML that works on its own: links
 *    (the filter pills are links to each filter's page), native forms (search submits to
 *    /search/), `popover` (the phone menu) and <dialog> (search). What the platform cannot do alone
 *    (the theme, the search shortcuts, a form that needs script) is done by the one head script
 *    below, which runs before the first paint and does not wait for the framework.
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
 * Everything the page needs before its first paint, as one inline script in <head>: the theme, the
 * cached web font, held submits, the phone menu's state, the search dialog and its shortcuts, and
 * older filter addresses. One script, so the Content-Security-Policy carries one hash for them.
 * Each part guards itself, so one that throws leaves the others running.
 */
export function firstPaintScript(fontClass: string) {
  return [
    themeScript,
    webFontInitScript(fontClass),
    heldSubmitScript,
    popoverMenuScript,
    searchOpenScript,
    legacyFilterScript,
  ].join(';\n');
}
