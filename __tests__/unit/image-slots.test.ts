import {
  candidateWidths,
  fallbackMaxWidth,
  fallbackWidth,
  featureImageSlots,
  imageSlots,
  maxDensity,
  maxStep,
  phoneViewport,
  sizesFor,
  slotWidth,
  srcsetOf,
  widestSlotWidth,
  type ImageSlot,
} from '@/lib/images/image-slots';

/**
 * What a browser makes of a `sizes` value at a viewport: the first condition that holds, its length
 * worked out. Only the forms sizesFor writes: `(min-width: Npx) L`, with L `Npx` or `calc(Avw - Bpx)`.
 */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const part of sizes.split(/,\s*(?![^()]*\))/)) {
    const condition = /^\(min-width: (\d+)px\) (.+)$/.exec(part);
    if (condition && viewport < Number(condition[1])) continue;
    const length = condition ? condition[2] : part;
    const fixed = /^(\d+)px$/.exec(length);
    if (fixed) return Number(fixed[1]);
    const [, vw, px] = /^calc\(([\d.]+)vw - (\d+)px\)$/.exec(length)!;
    return (Number(vw) / 100) * viewport - Number(px);
  }
  throw new Error(`no length in ${sizes}`);
}

const viewports = [
  320, 360, 390, 430, 639, 640, 700, 767, 768, 800, 1024, 1151, 1152, 1280, 1440, 1920, 2560,
];

describe('a slot and its sizes', () => {
  it('states each slot the way the layout draws it, widest viewports first', () => {
    expect(sizesFor(imageSlots.essayHero)).toBe(
      '(min-width: 944px) 896px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    expect(sizesFor(imageSlots.essayCard)).toBe(
      '(min-width: 1152px) 538px, (min-width: 768px) calc(50vw - 38px), (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)',
    );
    expect(sizesFor(imageSlots.latestEssayCard)).toBe(
      '(min-width: 720px) 670px, (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)',
    );
    expect(sizesFor(imageSlots.letterBody)).toBe(
      '(min-width: 802px) 672px, (min-width: 640px) calc(100vw - 130px), calc(100vw - 74px)',
    );
  });

  it.each(Object.entries(imageSlots))('%s: its sizes give its width at every viewport', (_name, slot) => {
    for (const viewport of viewports) {
      expect(evaluateSizes(sizesFor(slot), viewport)).toBeCloseTo(slotWidth(slot, viewport), 0);
    }
  });

  it.each(Object.entries(imageSlots))(
    '%s: capped for a narrow image, still right everywhere',
    (_name, slot) => {
      for (const cap of [200, 300, 500, 600]) {
        for (const viewport of viewports) {
          expect(evaluateSizes(sizesFor(slot, cap), viewport)).toBeCloseTo(slotWidth(slot, viewport, cap), 0);
        }
      }
      // A slot across the page's width: below the cap, the image is shown as wide as the column.
      if (slot.rules.every((rule) => rule.scale === 1))
        expect(sizesFor(slot, 300)).toMatch(/^\(min-width: \d+px\) 300px, calc\(100vw - \d+px\)$/);
    },
  );

  it('measures a card in the one column and the two columns of a list', () => {
    expect(slotWidth(imageSlots.essayCard, 390)).toBe(356);
    expect(slotWidth(imageSlots.essayCard, 700)).toBe(650);
    expect(slotWidth(imageSlots.essayCard, 1000)).toBe(462);
    expect(slotWidth(imageSlots.essayCard, 1280)).toBe(538);
    expect(widestSlotWidth(imageSlots.essayCard)).toBe(718);
    expect(widestSlotWidth(imageSlots.essayHero)).toBe(896);
  });
});

describe('the widths a photo is encoded at', () => {
  const featureSlots: ImageSlot[] = featureImageSlots.map((name) => imageSlots[name]);
  const everyStepWithin = (widths: number[]) =>
    widths.slice(1).every((width, index) => width / widths[index] <= maxStep + 0.005);

  it('covers a feature photo from its card on a phone at 2× to its hero at 2×, in small steps', () => {
    const widths = candidateWidths(featureSlots, 4032);
    expect(widths).toEqual([652, 839, 1081, 1392, 1792]);
    expect(widths[0]).toBe(Math.round(slotWidth(imageSlots.essayCard, phoneViewport) * maxDensity));
    expect(widths.at(-1)).toBe(widestSlotWidth(imageSlots.essayHero) * maxDensity);
    expect(everyStepWithin(widths)).toBe(true);
  });

  it('has a file that covers each slot at each common screen without going past the next step', () => {
    const widths = candidateWidths(featureSlots, 4032);
    for (const slot of featureSlots) {
      for (const [viewport, density] of [
        [360, 2],
        [390, 3],
        [412, 2.625],
        [768, 2],
        [1280, 1],
        [1440, 2],
      ]) {
        const needed = slotWidth(slot, viewport) * density;
        const chosen = widths.find((width) => width >= needed) ?? widths.at(-1)!;
        expect(chosen).toBeLessThanOrEqual(Math.max(widths[0], needed * maxStep + 1));
      }
    }
  });

  it('is never wider than the original, which is the widest width when it is narrower', () => {
    for (const original of [700, 1000, 1500, 1792, 2000]) {
      const widths = candidateWidths(featureSlots, original);
      expect(Math.max(...widths)).toBe(Math.min(original, 1792));
      expect(everyStepWithin(widths)).toBe(true);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });

  it('makes one width of an image narrower than the column, shown at its own width', () => {
    expect(candidateWidths([imageSlots.essayBody], 500, 500)).toEqual([500]);
    expect(candidateWidths([imageSlots.essayBody], 4032)).toEqual([656, 833, 1058, 1344]);
    expect(candidateWidths([imageSlots.letterBody], 4032)).toEqual([572, 708, 877, 1086, 1344]);
  });

  it('gives the one fallback file the widest width up to the fallback limit', () => {
    expect(fallbackWidth([652, 839, 1081, 1392, 1792])).toBe(fallbackMaxWidth);
    expect(fallbackWidth([500])).toBe(500);
  });

  it('lists one format of the files in a srcset, narrowest first', () => {
    const files = [
      { src: '/media/a-652.k.avif', type: 'image/avif', width: 652, height: 489 },
      { src: '/media/a-652.k.webp', type: 'image/webp', width: 652, height: 489 },
      { src: '/media/a-839.k.avif', type: 'image/avif', width: 839, height: 629 },
    ] as const;
    expect(srcsetOf(files, 'image/avif')).toBe('/media/a-652.k.avif 652w, /media/a-839.k.avif 839w');
  });
});
