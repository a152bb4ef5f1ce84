import { filterParamAttribute, filterValueAttribute, pillNoteKey } from '@/lib/posts/list-pages';

// After-paint script: an address from before the filters had pages goes on to the filter's own page.
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

// Head script: whether the first frame needs the after-paint script: after a pill press (keepPillFocus),
// or with a query, so no frame of a page it leaves is shown (followLegacyFilter).
export function filterPageFirst() {
  try {
    return Boolean(location.search || sessionStorage.getItem(pillNoteKey));
  } catch {
    return false;
  }
}

// After-paint script: where a pill is a normal page load (no router), the next page puts the pills back
// where they were in the window and focus on the pill, from a note in this tab's storage.
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
