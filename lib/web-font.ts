/**
 * Geist on repeat views. A first visit paints at once in the system's own sans-serif, without
 * waiting for a font file: on a phone's cold connection the file is another request on the
 * critical path, and swapping it in after the first paint moves the text (docs/performance.md).
 * Once the page has loaded, the browser fetches Geist into its cache without applying it, and
 * a note in localStorage says so; from then on, every page the visitor opens applies Geist from its
 * first paint. The @font-face uses `font-display: optional`, so a font that has left the cache
 * since is not swapped in late either: that page stays in the system font.
 */
export const webFontStorageKey = 'font';
const cached = 'cached';

/**
 * Runs in <head> before the first paint: adds the class that selects Geist (next/font's
 * `variable` class, which sets --font-geist-sans) when the font is in the visitor's cache. Storage
 * that throws (some private modes) leaves the system font. Hashed into the Content-Security-Policy
 * after the build like every inline script.
 */
export function webFontInitScript(fontClass: string) {
  return `try{if(localStorage.getItem(${JSON.stringify(webFontStorageKey)})===${JSON.stringify(cached)})document.documentElement.classList.add(${JSON.stringify(fontClass)})}catch(e){}`;
}

/**
 * Runs from the after-paint script (lib/first-paint.ts) on every page, with or without the
 * framework: once the page has loaded, fetches the web font into the cache without applying it (no
 * text on this page names it yet), then notes that it is there. The web font's faces are those
 * declared `font-display: optional` (app/fonts.ts): the ones shown only from the cache. Does
 * nothing once the note is there; a failed fetch, or storage that is missing or throws, leaves
 * things as they were, so the next page is in the system font too.
 */
export const webFontCacheScript = `(function(d){var k=${JSON.stringify(webFontStorageKey)},c=${JSON.stringify(cached)};function go(){try{if(localStorage.getItem(k)===c)return;var f=[];d.fonts.forEach(function(x){if(x.display==="optional")f.push(x)});if(f.length)Promise.all(f.map(function(x){return x.load()})).then(function(){localStorage.setItem(k,c)}).catch(function(){})}catch(e){}}if(d.readyState==="complete")go();else addEventListener("load",go)})(document)`;
