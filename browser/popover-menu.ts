/**
 * After-paint script: what the platform leaves to the page for the phone menu, a native popover
 * (MobileMenu) that its button opens and closes and the browser closes on Escape
 * and on a tap outside:
 * - the button's `aria-expanded` follows the popover, from the state the visitor left it in if
 *   they opened it before this script arrived;
 * - following a link in an open popover closes it, whether the link loads a page or the router
 *   changes the route in place;
 * - back and forward (the router's popstate) close it too.
 */
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
