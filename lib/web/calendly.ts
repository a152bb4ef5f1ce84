// Calendly, whose inline widget books the 15-minute call on /about/ (runCalendlyWidgets).

/** The widget's script, loaded when About opens and removed when it closes. */
export const calendlyScriptSrc = 'https://assets.calendly.com/assets/external/widget.js';

/** Where the widget's script and its stylesheet come from: what the policy allows for them. */
export const calendlyAssetsOrigin = new URL(calendlyScriptSrc).origin;

/** The class Calendly's embed gives its inline container, which names the widget on the page. */
export const calendlyContainerClass = 'calendly-inline-widget';

/** Marks the hidden link the container shows when the widget cannot load. */
export const calendlyFallbackAttribute = 'data-calendly-fallback';

/** Set on the container while the widget is started, as Calendly's own auto-loader marks it. */
export const calendlyStartedAttribute = 'data-processed';
