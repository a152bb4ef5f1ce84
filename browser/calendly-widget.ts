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

/**
 * Starts Calendly's inline widget in `parent`: adds its script, and initialises the widget with the
 * booking's source as the embed's `utm` option (the page, the page of this site the visitor came
 * from, the visit's campaign, which Calendly keeps with the booking). widget.js stays in memory after
 * its element is removed: on a return to About shown in place, the widget starts at once, and the
 * script, added again, adds no second one. When the script fails, or loads without defining the
 * widget (emptied by a filter), the container shows the page's plain link to the booking page.
 * Returns what closes it: the script and the widget's frame are removed.
 */
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

/**
 * After-paint script: the booking widget on the page that has one (About), whose script is loaded
 * when the page opens and removed when it closes (SPEC). Once the framework's router shows pages in
 * place, About can close and open again without a new document: the widget follows its container,
 * closed when the container leaves the page and started again when a new one arrives, so returning
 * to About any number of times leaves one widget and one script. Returns what stops following.
 */
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
