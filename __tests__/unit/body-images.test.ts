jest.mock('server-only', () => ({}), { virtual: true });

import { imageSlots, sizesFor } from '@/lib/images/image-slots';
import { sanitizeEssayBody } from '@/lib/posts/sanitize-essay';

// As lib/posts/markdown-images.ts writes a photo in a post's body.
const size = 'width="672" height="504"';
const picture =
  `<p><picture><source type="image/avif" srcset="/media/room-656.k.avif 656w, /media/room-833.k.avif 833w" ${size}>` +
  `<source type="image/webp" srcset="/media/room-656.k.webp 656w, /media/room-833.k.webp 833w" ${size}>` +
  `<img src="/media/room-1200.k.jpg" alt="A room at dawn" ${size} loading="lazy" decoding="async"></picture></p>`;

describe('a photo in a post’s body', () => {
  it('keeps its picture and gives each source the sizes of the column it is shown in', () => {
    const html = sanitizeEssayBody(picture);
    const sizes = [...html.matchAll(/<source [^>]*sizes="([^"]+)"/g)].map((match) => match[1]);
    expect(sizes).toEqual([sizesFor(imageSlots.essayBody), sizesFor(imageSlots.essayBody)]);
    expect(html).toContain('<img src="/media/room-1200.k.jpg" alt="A room at dawn" width="672" height="504"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/<source [^>]*\/><source [^>]*\/><img /);
  });

  it('in a letter, takes the letter’s narrower column', () => {
    const html = sanitizeEssayBody(picture, { imageSlot: imageSlots.letterBody });
    expect(html).toContain(`sizes="${sizesFor(imageSlots.letterBody)}"`);
    expect(sizesFor(imageSlots.letterBody)).not.toBe(sizesFor(imageSlots.essayBody));
  });

  it('sizes a photo narrower than the column at its own width', () => {
    const narrow = picture.replaceAll(size, 'width="400" height="300"');
    expect(sanitizeEssayBody(narrow)).toContain(`sizes="${sizesFor(imageSlots.essayBody, 400)}"`);
  });

  it('away from the site is its one file, at an absolute address', () => {
    expect(sanitizeEssayBody(picture, { baseUrl: 'https://maya.example' })).toBe(
      '<p><img src="https://maya.example/media/room-1200.k.jpg" alt="A room at dawn" width="672" height="504" loading="lazy" decoding="async" /></p>',
    );
  });

  it('never shows an image from another site', () => {
    for (const src of ['https://tracker.example/pixel.gif', '//tracker.example/pixel.gif', 'javascript:x']) {
      expect(sanitizeEssayBody(`<p><img src="${src}" alt="x"></p>`)).toBe('<p></p>');
      expect(
        sanitizeEssayBody(`<p><img src="${src}" alt="x"></p>`, { baseUrl: 'https://maya.example' }),
      ).toBe('<p></p>');
    }
  });
});
