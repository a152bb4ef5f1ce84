import { webFontCached, webFontStorageKey } from '@/lib/page/web-font-names';

/** Head script: selects Geist only when it is cached already (webFontCached). */
export function applyCachedFont(doc: Document, fontClass: string) {
  try {
    if (localStorage.getItem(webFontStorageKey) === webFontCached)
      doc.documentElement.classList.add(fontClass);
  } catch {}
}

// After-paint script: once the page has loaded, fetches the `font-display: optional` faces into the cache
// without applying them, then notes it for the next page. A failure leaves the system font.
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
