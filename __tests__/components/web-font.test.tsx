import { render, waitFor } from '@testing-library/react';
import { WebFontCache } from '@/components/web-font-cache';
import { cacheWebFont, webFontInitScript } from '@/lib/web-font';

const html = document.documentElement;

/** A stand-in for document.fonts: faces that record whether they were asked to load. */
function fontSet(families: string[], { fail = false } = {}) {
  const faces = families.map((family) => ({
    family,
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
  const run = () => new Function(webFontInitScript('geist-variable'))();

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

describe('cacheWebFont', () => {
  it('loads every face of the family, leaves the others, then notes the font is cached', async () => {
    const { faces, set } = fontSet(['"sans"', 'sans', 'mono']);
    await cacheWebFont(set, "'sans', 'sans Fallback'", () => localStorage);
    expect(faces.map((face) => face.load.mock.calls.length)).toEqual([1, 1, 0]);
    expect(localStorage.getItem('font')).toBe('cached');
    expect(html.className).toBe(''); // the page it is on stays in the system font
  });

  it('fetches nothing once the note is there', async () => {
    localStorage.setItem('font', 'cached');
    const { faces, set } = fontSet(['sans']);
    await cacheWebFont(set, 'sans', () => localStorage);
    expect(faces[0].load).not.toHaveBeenCalled();
  });

  it('writes no note when the font fails to load or the family is missing', async () => {
    await cacheWebFont(fontSet(['sans'], { fail: true }).set, 'sans', () => localStorage);
    await cacheWebFont(fontSet(['mono']).set, 'sans', () => localStorage);
    expect(localStorage.getItem('font')).toBeNull();
  });

  it('fetches nothing and throws nothing where reading storage is refused', async () => {
    const { faces, set } = fontSet(['sans']);
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    await expect(cacheWebFont(set, 'sans', refused)).resolves.toBeUndefined();
    expect(faces[0].load).not.toHaveBeenCalled();
  });
});

describe('WebFontCache', () => {
  it('starts the fetch once the page has hydrated', async () => {
    const { faces, set } = fontSet(['sans']);
    Object.defineProperty(document, 'fonts', { value: set, configurable: true });
    render(<WebFontCache fontFamily="'sans', 'sans Fallback'" />);
    await waitFor(() => expect(localStorage.getItem('font')).toBe('cached'));
    expect(faces[0].load).toHaveBeenCalledTimes(1);
  });
});
