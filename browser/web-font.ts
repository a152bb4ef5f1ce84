import { webFontCached, webFontStorageKey } from '@/lib/page/web-font';

/**
 * Head script: adds the class that selects Geist (next/font's `variable` class) when the font is in
 * the visitor's cache (webFontCached). Storage that throws (some private modes) leaves the
 * system font.
 */
export function applyCachedFont(doc: Document, fontClass: string) {
  try {
    if (localStorage.getItem(webFontStorageKey) === webFontCached)
      doc.documentElement.classList.add(fontClass);
  } catch {}
}

/**
 * After-paint script: once the page has loaded, fetches the web font into the cache without
 * applying it (no text on this page names it yet), then notes that it is there. Its faces are those
 * declared `font-display: optional` (the `sans` font), the ones shown only from the cache. Does nothing
 * once the note is there; a failed fetch, or storage that is missing or throws, leaves things as
 * they were, so the next page is in the system font too.
 */
export function cacheFontAfterLoad(doc: Document) {
  const cache = () => {
    try {
      if (localStorage.getItem(webFontStorageKey) === webFontCached) return;
      const faces: FontFace[] = [];
      doc.fonts.forEach((face) => {
        if (face.display === 'optional') faces.push(face);
      });
      if (faces.length)
        Promise.all(faces.map((face) => face.load()))
          .then(() => localStorage.setItem(webFontStorageKey, webFontCached))
          .catch(() => {});
    } catch {}
  };
  if (doc.readyState === 'complete') cache();
  else addEventListener('load', cache);
}
