import {
  bookingMessage,
  downloadName,
  inboundEvents,
  signupPlace,
  type AnalyticsSettings,
  type InboundEvent,
} from '@/lib/web/tracking';
import { islandFormAttribute } from '@/lib/web/form-ready';
import { kitFormEmailField } from '@/lib/web/kit';
import { shareNetworkAttribute } from '@/lib/page/share-names';

export type SendEvent = (name: InboundEvent, props?: Record<string, string>) => void;

function inboundOf(form: HTMLFormElement): InboundEvent | null {
  const has = (name: string) => form.elements.namedItem(name) !== null;
  if (has(kitFormEmailField)) return inboundEvents.signup;
  if (has('requestMessage')) return inboundEvents.researchRequest;
  if (has('company')) return inboundEvents.pitch;
  if (has('message')) return inboundEvents.contact;
  return null;
}

// Counted only when the island confirms it: its live region goes from empty to a message, which happens
// only once Kit or Formspree took it. A refusal, a failure or a post without scripts never fills it.
function countConfirmations(doc: Document, settings: AnalyticsSettings, send: SendEvent) {
  const islandForms = [...doc.querySelectorAll<HTMLFormElement>(`form[${islandFormAttribute}]`)];
  // The page's signups in order, read before any of them is sent and replaced by its confirmation.
  const signups = islandForms.filter((form) => inboundOf(form) === inboundEvents.signup);
  const watched = new WeakSet<HTMLFormElement>();
  const watch = (form: HTMLFormElement) => {
    const inbound = inboundOf(form);
    const status = form.querySelector('[role=status]') ?? form.parentElement?.querySelector('[role=status]');
    if (!inbound || !status || watched.has(form)) return;
    watched.add(form);
    const props =
      inbound === inboundEvents.signup
        ? { where: signupPlace(doc.location.pathname, settings, signups.indexOf(form)) }
        : undefined;
    let shown = Boolean(status.textContent?.trim());
    new MutationObserver(() => {
      const now = Boolean(status.textContent?.trim());
      if (now && !shown) send(inbound, props);
      shown = now;
    }).observe(status, { childList: true, characterData: true, subtree: true });
  };
  // Before the head script's own listener (holdSubmits), which may hold the submit.
  doc.defaultView?.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && form.hasAttribute(islandFormAttribute)) watch(form);
    },
    { capture: true },
  );
}

// A share link or button counts as a share alone, never also as a link followed.
function countLinks(doc: Document, send: SendEvent) {
  const followed = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const shared = (event.target as Element | null)?.closest?.(`[${shareNetworkAttribute}]`);
    if (shared)
      return send(inboundEvents.share, { network: shared.getAttribute(shareNetworkAttribute) ?? '' });
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !/^https?:$/.test(link.protocol)) return;
    const brief = link.host === doc.location.host ? downloadName(link.pathname) : null;
    if (brief) send(inboundEvents.briefDownload, { brief });
    else if (link.host !== doc.location.host)
      send(inboundEvents.outbound, {
        to: link.querySelector('img[alt]')?.getAttribute('alt') || link.hostname,
      });
  };
  doc.addEventListener('click', followed, { capture: true });
  doc.addEventListener('auxclick', followed, { capture: true });
}

function countBookings(win: Window, settings: AnalyticsSettings, send: SendEvent) {
  win.addEventListener('message', (event) => {
    if (event.origin === settings.bookingOrigin && event.data?.event === bookingMessage)
      send(inboundEvents.booking);
  });
}

/** Once per page, never what was searched. */
function countSearch(doc: Document, send: SendEvent) {
  const typed = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.type !== 'search' || !field.value.trim()) return;
    doc.removeEventListener('input', typed, { capture: true });
    send(inboundEvents.search);
  };
  doc.addEventListener('input', typed, { capture: true });
}

export function countInbound(doc: Document, settings: AnalyticsSettings, send: SendEvent) {
  countConfirmations(doc, settings, send);
  countLinks(doc, send);
  countSearch(doc, send);
  if (doc.defaultView) countBookings(doc.defaultView, settings, send);
}

export function whenShown(doc: Document, then: () => void) {
  if ((doc as Document & { prerendering?: boolean }).prerendering)
    doc.addEventListener('prerenderingchange', then, { once: true });
  else then();
}

// A page that needs the after-paint file before its first paint adds it at once; its events still wait.
export function afterPaint(win: Window & typeof globalThis, then: () => void) {
  const Observer = win.PerformanceObserver;
  if (!Observer || !(Observer.supportedEntryTypes || []).includes('paint')) return then();
  new Observer((_, observer) => {
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}
