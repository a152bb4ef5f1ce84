import { filterParamAttribute, filterValueAttribute } from '@/lib/list-pages';

const pills = `[${filterParamAttribute}] a[${filterValueAttribute}]`;

/**
 * After-paint script: an address from before the filters had pages (`/essays/?category=Thesis`,
 * `/research/?tag=AI`) goes on to the filter's own page once the page is parsed, before any
 * framework script. The pills say which query key they stand for and each pill's value; an unknown
 * value stays on the page, which shows All.
 */
export function followLegacyFilter(doc: Document, here: Location) {
  const query = here.search;
  if (!query) return;
  doc.addEventListener('DOMContentLoaded', () => {
    const row = doc.querySelector(`[${filterParamAttribute}]`);
    if (!row) return;
    const value = new URLSearchParams(query).get(row.getAttribute(filterParamAttribute) ?? '');
    if (value === null) return;
    for (const pill of row.querySelectorAll<HTMLAnchorElement>(`a[${filterValueAttribute}]`))
      if (pill.getAttribute(filterValueAttribute) === value) {
        if (!pill.hasAttribute('aria-current')) here.replace(pill.href);
        return;
      }
  });
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
    const key = 'pill';
    const row = `[${filterParamAttribute}]`;
    const [pressed, top] = (store.getItem(key) ?? '').split(' ');
    store.removeItem(key);
    doc.addEventListener('click', (event) => {
      const target = event.target as Element;
      const pill = target.closest && target.closest<HTMLAnchorElement>(pills);
      if (pill && !event.button && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey)
        try {
          store.setItem(key, `${pill.pathname} ${pill.closest(row)!.getBoundingClientRect().top}`);
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
