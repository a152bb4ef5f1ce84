import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawnIllustration } from '@/app/essays/drawn-illustration';
import { cleanSvg, inlineSvgMaxGzBytes } from '@/lib/images/inline-svg';

const svg = (inner: string, root = 'viewBox="0 0 100 50"') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ${root}>${inner}</svg>`;

describe('an illustration drawn in the page', () => {
  it('keeps her colours as she drew them, palette or not, so the dark theme never turns it into its negative', () => {
    const cleaned = cleanSvg(
      svg('<rect width="100" height="50" fill="#221A2B"/><circle r="4" fill="#fbf7f2" stroke="#64245a"/>'),
      'a-',
    );
    expect(cleaned).toEqual({
      viewBox: '0 0 100 50',
      contents:
        '<rect width="100" height="50" fill="#221A2B" /><circle r="4" fill="#fbf7f2" stroke="#64245a" />',
    });
  });

  it('drops scripts, event attributes, titles and descriptions, and prefixes its ids and every reference to them', () => {
    const cleaned = cleanSvg(
      svg(
        '<title>Chart</title><desc>d</desc><script>alert(1)</script>' +
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<rect fill="url(#g)" onclick="steal()" width="10" height="10"/><use href="#g"/>',
      ),
      'r1-',
    );
    expect(cleaned?.contents).toBe(
      '<defs><linearGradient id="r1-g"><stop offset="0" stop-color="#fff" /></linearGradient></defs>' +
        '<rect fill="url(#r1-g)" width="10" height="10" /><use href="#r1-g" />',
    );
  });

  it.each([
    ['a style sheet', svg('<style>rect{fill:red}</style><rect/>')],
    ['an inline style', svg('<rect style="fill:red"/>')],
    ['a style on its root', svg('<rect/>', 'viewBox="0 0 1 1" style="background:red"')],
    ['an image', svg('<image href="photo.png"/>')],
    ['an external reference', svg('<use href="https://example.org/sprite.svg#a"/>')],
    ['a paint from another file', svg('<rect fill="url(other.svg#a)"/>')],
    ['an element of no drawing', svg('<foreignObject><p>Hi</p></foreignObject>')],
    ['no viewBox', svg('<rect/>', 'width="10" height="10"')],
  ])('stays an image when it holds %s', (_, text) => {
    expect(cleanSvg(text, 'x-')).toBeNull();
  });

  it(`stays an image over ${inlineSvgMaxGzBytes} bytes gzipped, or when it is not there`, () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'drawings-'));
    const dots = Array.from(
      { length: 2_000 },
      (_, i) => `<circle cx="${(i * 7919) % 997}" cy="${(i * 104729) % 991}" r="${i % 13}"/>`,
    );
    writeFileSync(join(publicDir, 'big.svg'), svg(dots.join('')));
    writeFileSync(join(publicDir, 'small.svg'), svg(dots.slice(0, 10).join('')));
    const image = (src: string) => ({ src, alt: 'Dots', width: 100, height: 50 });
    expect(drawnIllustration(image('/big.svg'), publicDir)).toBeUndefined();
    expect(drawnIllustration(image('/missing.svg'), publicDir)).toBeUndefined();
    expect(drawnIllustration(image('/small.svg'), publicDir)).toBe(svg(dots.slice(0, 10).join('')));
    // A photo is never drawn.
    expect(drawnIllustration({ ...image('/small.svg'), files: [] }, publicDir)).toBeUndefined();
  });
});
