// Calendly, whose inline widget books the 15-minute call on /about/ (runCalendlyWidgets).

/** Loaded when About opens and removed when it closes. */
export const calendlyScriptSrc = 'https://assets.calendly.com/assets/external/widget.js';

/** What the policy allows for the widget's script and stylesheet. */
export const calendlyAssetsOrigin = new URL(calendlyScriptSrc).origin;

export const calendlyContainerClass = 'calendly-inline-widget';

export const calendlyFallbackAttribute = 'data-calendly-fallback';

/** As Calendly's own auto-loader marks a started widget. */
export const calendlyStartedAttribute = 'data-processed';
