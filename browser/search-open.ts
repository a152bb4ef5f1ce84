import { liveSearchAttribute, opensSearchAttribute, searchDialogId } from '@/lib/page/search-open';
import { searchDialog } from './search-dialog';
import { adoptWholeRules } from './whole-rules';

/** The search file's address under /scripts/, named by its content (`npm run browser`). */
declare const SEARCH_SCRIPT_FILE: string;

/**
 * Adds the search file, once: when search first opens, or at once on a page with a search form of
 * its own. No page pays for it, or for Pagefind, before the visitor searches.
 */
function loadLiveSearch(doc: Document) {
  if (doc.querySelector(`script[src="${SEARCH_SCRIPT_FILE}"]`)) return;
  doc.head.appendChild(doc.createElement('script')).src = SEARCH_SCRIPT_FILE;
}

/**
 * After-paint script: opens the header's search dialog (made the first time, searchDialog) as a
 * native modal, from any Search button, from `/` outside a field and from Ctrl+K or Cmd+K (unless a
 * dialog is open already), with focus in the field and its text selected, and adds the search file
 * for its live results. A tap on the backdrop closes it, and on close focus returns to what opened
 * it. On a page with a search form of its own the dialog is made at once, before the search file,
 * which runs every live search there is when it arrives.
 *
 * Only such a page carries the dialog's rules (export/islands.ts); elsewhere they come with the
 * whole site's, fetched from the first sign the visitor may search (a pointer or focus on a Search
 * button) and adopted before the dialog shows. A dialog opened sooner still opens, with focus in its
 * field at once (as Safari needs to raise the keyboard), and is shown as the rules apply (within a
 * second: on a connection that has not brought them by then, as it is).
 */
export function openSearchOnRequest(doc: Document) {
  const ownRules = Boolean(doc.querySelector(`[${liveSearchAttribute}="page"]`));
  if (ownRules) {
    searchDialog(doc);
    loadLiveSearch(doc);
  }
  const rulesFor = (target: EventTarget | null) => {
    const element = target as Element | null;
    if (!ownRules && element && element.closest && element.closest(`[${opensSearchAttribute}]`))
      adoptWholeRules(doc);
  };
  for (const type of ['pointerdown', 'focusin', 'mouseover'])
    doc.addEventListener(type, (event) => rulesFor(event.target), { passive: true });
  let opener: Element | null = null;
  const open = (from: Element | null) => {
    if (doc.querySelector('dialog[open]')) return false;
    const dialog = searchDialog(doc);
    opener = from;
    const rules = ownRules ? null : adoptWholeRules(doc);
    if (rules) {
      // Shown as the rules apply, or after a second on a connection that has not brought them.
      const show = () => dialog.style.removeProperty('opacity');
      dialog.style.opacity = '0';
      rules.then(show);
      setTimeout(show, 1000);
    }
    dialog.showModal();
    const field = dialog.querySelector('input');
    if (field) {
      field.focus();
      field.select();
    }
    loadLiveSearch(doc);
    return true;
  };
  doc.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const { key } = event;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    const shortcut = (key === 'k' || key === 'K') && (event.ctrlKey || event.metaKey);
    const slash = key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
    if ((shortcut || slash) && open(doc.activeElement)) event.preventDefault();
  });
  doc.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.id === searchDialogId && (target as HTMLDialogElement).open) {
      (target as HTMLDialogElement).close();
      return;
    }
    const button = target.closest && target.closest(`[${opensSearchAttribute}]`);
    if (button && open(button)) event.preventDefault();
  });
  doc.addEventListener(
    'close',
    (event) => {
      if ((event.target as Element).id === searchDialogId && opener && opener.isConnected)
        (opener as HTMLElement).focus();
    },
    true,
  );
}
