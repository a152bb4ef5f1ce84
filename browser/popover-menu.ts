// After-paint script: what the native popover of the phone menu (MobileMenu) leaves to the page: its
// button's `aria-expanded`, and closing it on a link followed in place or on back and forward.
export function followPopoverMenus(doc: Document) {
  const closeAll = () =>
    doc.querySelectorAll<HTMLElement>('[popover]').forEach((popover) => {
      if (popover.matches(':popover-open')) popover.hidePopover();
    });
  const sync = (popover: HTMLElement, open: boolean) => {
    if (!popover.id) return;
    doc.querySelectorAll(`[popovertarget="${popover.id}"]`).forEach((button) => {
      button.setAttribute('aria-expanded', open ? 'true' : 'false');
    });
  };
  doc
    .querySelectorAll<HTMLElement>('[popover]')
    .forEach((popover) => sync(popover, popover.matches(':popover-open')));
  doc.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target as HTMLElement;
      if (popover.hasAttribute && popover.hasAttribute('popover'))
        sync(popover, (event as ToggleEvent).newState === 'open');
    },
    true,
  );
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const link = target.closest && target.closest('a[href]');
    if (link && link.closest('[popover]')) closeAll();
  });
  addEventListener('popstate', closeAll);
}
