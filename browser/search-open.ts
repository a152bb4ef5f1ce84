import { opensSearchAttribute, searchDialogId, searchOpenEvent } from '@/lib/page/search-open';

/**
 * After-paint script: opens the header's search dialog (plain HTML on every page) as a native
 * modal, before any framework script, from any Search button, from `/` outside a field and from
 * Ctrl+K or Cmd+K (unless a dialog is open already), with focus in the field and its text
 * selected. A tap on the backdrop closes it, and on close focus returns to what opened it. The
 * dialog's island only adds the live results, starting when searchOpenEvent reaches it.
 */
export function openSearchOnRequest(doc: Document) {
  let opener: Element | null = null;
  const open = (from: Element | null) => {
    const dialog = doc.getElementById(searchDialogId) as HTMLDialogElement | null;
    if (!dialog || doc.querySelector('dialog[open]')) return false;
    opener = from;
    dialog.showModal();
    const field = dialog.querySelector('input');
    if (field) {
      field.focus();
      field.select();
    }
    dialog.dispatchEvent(new Event(searchOpenEvent));
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
