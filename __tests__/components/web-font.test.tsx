import { waitFor } from '@testing-library/react';
import { applyCachedFont, cacheFontAfterLoad } from '@/browser/web-font';

const html = document.documentElement;

/** A stand-in for document.fonts: faces that record whether they were asked to load. */
function fontSet(displays: string[], { fail = false } = {}) {
  const faces = displays.map((display) => ({
    display,
    loaded: false,
    load: jest.fn(async function (this: { loaded: boolean }) {
      if (fail) throw new Error('network');
      this.loaded = true;
    }),
  }));
  const set = { forEach: (callback: (face: unknown) => void) => faces.forEach(callback) };
  return { faces, set: set as unknown as FontFaceSet };
}

beforeEach(() => {
  localStorage.clear();
  html.className = '';
});

describe('the head script', () => {
  const run = () => applyCachedFont(document, 'geist-variable');

  it('applies the web font only when an earlier page has put it in the cache', () => {
    run();
    expect(html.classList.contains('geist-variable')).toBe(false);
    localStorage.setItem('font', 'cached');
    run();
    expect(html.classList.contains('geist-variable')).toBe(true);
  });

  it('leaves the system font when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    expect(html.classList.contains('geist-variable')).toBe(false);
    getItem.mockRestore();
  });
});

describe('the after-paint script', () => {
  /** Runs the script with `set` as document.fonts, on a page that has loaded. */
  function cache(set: FontFaceSet) {
    Object.defineProperty(document, 'fonts', { value: set, configurable: true });
    cacheFontAfterLoad(document);
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads every face shown only from the cache, leaves the others, then notes the font is cached', async () => {
    const { faces, set } = fontSet(['optional', 'optional', 'swap']);
    cache(set);
    await waitFor(() => expect(localStorage.getItem('font')).toBe('cached'));
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1, 0]);
    expect(html.className).toBe(''); // the page it is on stays in the system font
  });

  it('fetches nothing once the note is there', async () => {
    localStorage.setItem('font', 'cached');
    const { faces, set } = fontSet(['optional']);
    cache(set);
    await settle();
    expect(faces[0].load).not.toHaveBeenCalled();
  });

  it('writes no note when the font fails to load or no face is shown only from the cache', async () => {
    cache(fontSet(['optional'], { fail: true }).set);
    cache(fontSet(['swap']).set);
    await settle();
    expect(localStorage.getItem('font')).toBeNull();
  });

  it('fetches nothing and throws nothing where reading storage is refused', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { faces, set } = fontSet(['optional']);
    expect(() => cache(set)).not.toThrow();
    await settle();
    expect(faces[0].load).not.toHaveBeenCalled();
    getItem.mockRestore();
  });

  it('waits for the page to finish loading before it fetches', async () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { faces, set } = fontSet(['optional']);
    cache(set);
    expect(faces[0].load).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(localStorage.getItem('font')).toBe('cached'));
    state.mockRestore();
  });
});
