/**
 * Geist on repeat views. A first visit paints at once in the system's own sans-serif, without
 * waiting for a font file: on a phone's cold connection the file is another request on the
 * critical path, and swapping it in after the first paint moves the text (docs/performance.md).
 * Once the page is interactive, the browser fetches Geist into its cache without applying it, and
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

type FontStore = Pick<Storage, 'getItem' | 'setItem'>;

/** A font-family name without the quotes CSS may put around it. */
const unquoted = (name: string) => name.trim().replace(/^["']|["']$/g, '');

/**
 * Fetches the @font-face of the web font into the cache without applying it (no text on this page
 * names it yet), then notes that it is there. `fontFamily` is the CSS list next/font gives the font
 * (`sans.style.fontFamily`); its first name is the web font's. Does nothing once the note is there.
 * Resolves once done; a failed fetch, or storage that is missing or throws, leaves things as they
 * were.
 */
export async function cacheWebFont(
  fonts: FontFaceSet,
  fontFamily: string,
  getStorage: () => FontStore = () => localStorage,
) {
  const family = unquoted(fontFamily.split(',')[0]);
  try {
    // Reading localStorage itself throws where storage is refused.
    const storage = getStorage();
    if (storage.getItem(webFontStorageKey) === cached) return;
    const faces: FontFace[] = [];
    fonts.forEach((face) => {
      if (unquoted(face.family) === family) faces.push(face);
    });
    if (!faces.length) return;
    await Promise.all(faces.map((face) => face.load()));
    storage.setItem(webFontStorageKey, cached);
  } catch {
    // Offline, blocked or no storage: the next page is in the system font too.
  }
}
