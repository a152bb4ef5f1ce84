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
/** The note's value once the font is in the cache. */
export const webFontCached = 'cached';

/**
 * Stands for next/font's class in the head script's source; the layout writes the real class in its
 * place (headScript), so the script's text is one per build and one hash.
 */
export const fontClassSlot = '__font_class__';
