// Calendly, whose inline widget books the 15-minute call on /about/ (components/calendly-widget.tsx).

/** The widget's script, loaded when About opens and removed when it closes. */
export const calendlyScriptSrc = 'https://assets.calendly.com/assets/external/widget.js';

/** Where the widget's script and its stylesheet come from: what the policy allows for them. */
export const calendlyAssetsOrigin = new URL(calendlyScriptSrc).origin;
