/** The theme a visitor can pick. `system` follows prefers-color-scheme, with CSS alone. */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeStorageKey = 'theme';

/** Marks the radios of every theme control (components/theme-control.tsx); the head script finds them by it. */
export const themeChoiceAttribute = 'data-theme-choice';

/** A stored or attribute value as a choice: anything but `light` or `dark` means the system's. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * Owns the theme from <head>, before the first paint and with or without the framework's scripts
 * (lib/first-paint.ts):
 * - a stored Light or Dark is pinned with data-theme on <html>, which app/globals.css reads, so it
 *   is the first paint;
 * - every theme control's radios show the choice in force as they are parsed, and again whenever
 *   it changes;
 * - choosing a radio applies and stores the choice at once; another tab's choice arrives as a
 *   storage event and applies here too.
 * Storage that throws (some private modes) or holds anything else leaves the system's theme; a
 * choice still applies to the page it was made on.
 */
export const themeScript = `(function(d,r,k){var q="input[${themeChoiceAttribute}]";function sync(){var c=r.dataset.theme||"system",a=d.querySelectorAll(q);for(var i=0;i<a.length;i++)a[i].checked=a[i].value===c}function apply(t){if(t==="light"||t==="dark")r.dataset.theme=t;else delete r.dataset.theme;sync()}try{apply(localStorage.getItem(k))}catch(e){}var o=new MutationObserver(sync);o.observe(r,{childList:true,subtree:true});d.addEventListener("DOMContentLoaded",function(){o.disconnect();sync()});d.addEventListener("change",function(e){var t=e.target;if(!t.matches||!t.matches(q))return;try{if(t.value==="light"||t.value==="dark")localStorage.setItem(k,t.value);else localStorage.removeItem(k)}catch(x){}apply(t.value)});addEventListener("storage",function(e){if(e.key===k||e.key===null)apply(e.newValue)})})(document,document.documentElement,${JSON.stringify(themeStorageKey)})`;
