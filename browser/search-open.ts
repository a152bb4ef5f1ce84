import { liveSearchAttribute, opensSearchAttribute, searchDialogId } from '@/lib/page/search-names';
import { searchDialog } from './search-dialog';
import { adoptWholeRules } from './whole-rules';

declare const SEARCH_SCRIPT_FILE: string;

function loadLiveSearch(doc: Document) {
  if (doc.querySelector(`script[src="${SEARCH_SCRIPT_FILE}"]`)) return;
  doc.head.appendChild(doc.createElement('script')).src = SEARCH_SCRIPT_FILE;
}

// After-paint script: the header's search dialog, opened by a Search button, `/` or Ctrl/Cmd+K. Only a
// page with a search form of its own carries the dialog's rules (export/islands.ts); elsewhere the whole
// site's are fetched from the first pointer or focus on a Search button.
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
      // Opened at once, so focus in the field raises Safari's keyboard, but shown only as the rules
      // apply, or after a second on a connection that has not brought them.
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
