import {
  calendlyContainerClass,
  calendlyFallbackAttribute,
  calendlyScriptSrc,
  calendlyStartedAttribute,
} from '@/lib/web/calendly';
import { calendlyUtm, followTrail, type CalendlyUtm } from '@/lib/web/visit-source';

interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement; utm?: CalendlyUtm }): void;
}

declare global {
  interface Window {
    Calendly?: CalendlyApi;
  }
}

// widget.js stays in memory after its element is removed, and added again adds no second widget. A script
// that fails, or loads without defining the widget (a filter), leaves the page's plain booking link.
function startWidget(doc: Document, parent: HTMLElement) {
  const url = parent.getAttribute('data-url') ?? '';
  let showingFallback = false;
  // Calendly's auto-loader skips a container marked as started: the widget is started here only.
  parent.setAttribute(calendlyStartedAttribute, 'true');
  const initialise = (calendly: CalendlyApi) =>
    calendly.initInlineWidget({
      url,
      parentElement: parent,
      utm: calendlyUtm(doc.location.href, followTrail(doc)),
    });
  const showFallback = () => {
    const fallback = parent.parentElement?.querySelector(`[${calendlyFallbackAttribute}]`);
    if (!fallback) return;
    const copy = fallback.cloneNode(true) as HTMLElement;
    copy.removeAttribute(calendlyFallbackAttribute);
    copy.hidden = false;
    showingFallback = true;
    parent.replaceChildren(copy);
  };

  const loadedEarlier = window.Calendly;
  if (loadedEarlier) initialise(loadedEarlier);
  const script = doc.createElement('script');
  script.src = calendlyScriptSrc;
  script.async = true;
  script.onload = () => {
    if (parent.childElementCount > 0) return;
    if (window.Calendly) initialise(window.Calendly);
    else showFallback();
  };
  script.onerror = () => {
    if (!loadedEarlier) showFallback();
  };
  doc.body.appendChild(script);

  return () => {
    script.onload = null;
    script.onerror = null;
    script.remove();
    if (!showingFallback) parent.replaceChildren();
    parent.removeAttribute(calendlyStartedAttribute);
  };
}

// After-paint script: the booking widget follows its container, since the router can close and open
// About again without a new document: one widget and one script however often the visitor returns.
export function runCalendlyWidgets(doc: Document) {
  let open: { parent: HTMLElement; close: () => void } | null = null;
  const follow = () => {
    if (open && !open.parent.isConnected) {
      open.close();
      open = null;
    }
    if (open) return;
    const parent = doc.querySelector<HTMLElement>(
      `.${calendlyContainerClass}:not([${calendlyStartedAttribute}])`,
    );
    if (parent) open = { parent, close: startWidget(doc, parent) };
  };
  follow();
  const observer = new MutationObserver(follow);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
