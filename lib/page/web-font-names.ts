// Geist on repeat views only: a first visit paints in the system font, then fetches Geist into the cache and
// notes it in localStorage, and later pages apply it from their first paint. `font-display: optional` keeps
// a font that has left the cache since from swapping in late (docs/performance.md).
export const webFontStorageKey = 'font';
export const webFontCached = 'cached';

// Stands for next/font's class in the head script's source; headScript writes the real class in its place,
// so the script's text is one per build and one hash.
export const fontClassSlot = '__font_class__';
