import {
  copyLinkNetwork,
  shareMessages,
  shareNetworkAttribute,
  shareSheetNetwork,
  shareTitleAttribute,
  shareUrlAttribute,
} from '@/lib/page/share-names';

// After-paint script: Copy link and the share sheet, shown only where this browser can run them, and run
// inside the tap itself, as Safari requires of the clipboard and of `navigator.share`.
export function runShareButtons(doc: Document, nav: Navigator = navigator) {
  const show = (button: HTMLButtonElement) =>
    button.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
  for (const section of doc.querySelectorAll<HTMLElement>(`[${shareUrlAttribute}]`)) {
    const url = section.getAttribute(shareUrlAttribute) ?? '';
    const title = section.getAttribute(shareTitleAttribute) ?? '';
    const button = (network: string) =>
      section.querySelector<HTMLButtonElement>(`button[${shareNetworkAttribute}="${network}"]`);
    const status = section.querySelector('[role=status]');
    const copy = button(copyLinkNetwork);
    if (copy && typeof nav.clipboard?.writeText === 'function') {
      show(copy);
      copy.addEventListener('click', () => {
        // Emptied first, so a second copy is announced again.
        if (status) status.textContent = '';
        nav.clipboard.writeText(url).then(
          () => status && (status.textContent = shareMessages.copied),
          () => status && (status.textContent = shareMessages.notCopied),
        );
      });
    }
    const sheet = button(shareSheetNetwork);
    if (sheet && typeof nav.share === 'function') {
      show(sheet);
      // A visitor who closes the sheet has not failed: nothing to say.
      sheet.addEventListener('click', () => nav.share({ title, url }).catch(() => undefined));
    }
  }
}
