import { filterParamAttribute, filterValueAttribute, pillNoteKey } from '@/lib/posts/list-pages';

/**
 * After-paint script: an address from before the filters had pages (`/essays/?category=Thesis`,
 * `/research/?tag=AI`) goes on to the filter's own page, before any framework script. Called once the
 * page is parsed; says whether the page is leaving. The pills say which query key they stand for and
 * each pill's value; an unknown value stays on the page, which shows All.
 */
export function followLegacyFilter(doc: Document, here: Location) {
  const query = here.search;
  const row = query && doc.querySelector(`[${filterParamAttribute}]`);
  if (!row) return false;
  const value = new URLSearchParams(query).get(row.getAttribute(filterParamAttribute) ?? '');
  if (value === null) return false;
  for (const pill of row.querySelectorAll<HTMLAnchorElement>(`a[${filterValueAttribute}]`))
    if (pill.getAttribute(filterValueAttribute) === value) {
      if (pill.hasAttribute('aria-current')) return false;
      here.replace(pill.href);
      return true;
    }
  return false;
}

/**
 * Head script: whether this page's first frame depends on the after-paint script, which then runs
 * as soon as the page is parsed: a page a filter pill opened in this tab, so the first frame shows
 * the pills where they were (keepPillFocus), and an address with a query, which may be one from
 * before the filters had pages (followLegacyFilter), so no frame of the page it leaves is shown.
 */
export function filterPageFirst() {
  try {
    return Boolean(location.search || sessionStorage.getItem(pillNoteKey));
  } catch {
    return false;
  }
}

/**
 * After-paint script: the view and focus stay on the filter pill pressed. On a list that loads the
 * framework the router changes the list in place, and both stay by themselves; on one that waits
 * for the visitor a pill is a normal page load, which would put the visitor back at the top of the
 * page. So a pill pressed notes its address and where the pills were in the window, for this tab,
 * and the page at that address, if its pill for it is current, puts the pills back there and focus
 * on the pill. The note is read once, by the next page loaded.
 */
export function keepPillFocus(doc: Document) {
  try {
    const store = sessionStorage;
    const row = `[${filterParamAttribute}]`;
    const [pressed, top] = (store.getItem(pillNoteKey) ?? '').split(' ');
    store.removeItem(pillNoteKey);
    doc.addEventListener('click', (event) => {
      const target = event.target as Element;
      const pill = target.closest && target.closest<HTMLAnchorElement>(`${row} a[${filterValueAttribute}]`);
      if (pill && !event.button && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey)
        try {
          store.setItem(pillNoteKey, `${pill.pathname} ${pill.closest(row)!.getBoundingClientRect().top}`);
        } catch {}
    });
    if (pressed !== location.pathname) return;
    const pillRow = doc.querySelector(row);
    if (pillRow && top) {
      const y = pillRow.getBoundingClientRect().top + scrollY - Number(top);
      try {
        scrollTo({ top: y, behavior: 'instant' });
      } catch {
        scrollTo(0, y);
      }
    }
    doc.querySelectorAll<HTMLAnchorElement>(`${row} a[aria-current]`).forEach((pill) => {
      if (pill.pathname === pressed) pill.focus({ preventScroll: true });
    });
  } catch {}
}
