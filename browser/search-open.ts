import { liveSearchAttribute, opensSearchAttribute, searchDialogId } from '@/lib/page/search-open';
import { searchDialog } from './search-dialog';

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
 */
export function openSearchOnRequest(doc: Document) {
  if (doc.querySelector(`[${liveSearchAttribute}="page"]`)) {
    searchDialog(doc);
    loadLiveSearch(doc);
  }
  let opener: Element | null = null;
  const open = (from: Element | null) => {
    if (doc.querySelector('dialog[open]')) return false;
    const dialog = searchDialog(doc);
    opener = from;
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
