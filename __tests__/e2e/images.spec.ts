import { expect, test, type Page } from './fixtures';
import { essays } from '@/lib/essays/essays';
import { letterIssues } from '@/lib/letters/letter-issues';
import { essaysNewestFirst, latestEssay } from '@/lib/essays/essay-kind';
import { listPageSize } from '@/lib/posts/list-pages';
import { issuePath } from '@/lib/letters/letter-kind';
import budgets from '../../budgets.json';

// The test build (`npm run build:test`) adds an essay whose photo is the newest, so it is also the
// first card on /essays/ and the card on Home, and a letter issue with a photo in its body.
const photoEssay = essaysNewestFirst(essays).find((essay) => essay.featureImage.files);
const photoIssue = letterIssues.find((issue) => issue.images?.some((image) => image.files));
const rasterBudget = budgets.images.maxRasterKb * 1024;

// Under Playwright's mobile emulation (`isMobile`), Chromium's preload scanner fetched the widest
// file first, as if the viewport were the screen's 1,170 device pixels, then the right one; the
// page lays out the same at 390 px without it (width=device-width), so it is left off.
const screens = [
  { name: 'a 390 px phone at 3×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: 'a 1280 px screen at 1×', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
];

interface Choice {
  alt: string;
  chosen: string;
  candidates: { src: string; width: number }[];
  /** The width the image is laid out at, in CSS pixels, and the screen's density. */
  shown: number;
  density: number;
  bytes: number;
}

/** Brings every photo of the page into view, so the lazy ones load too, and reads what each fetched. */
async function choicesOn(page: Page): Promise<Choice[]> {
  const photos = page.locator('picture img');
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
  }
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('picture'), (picture) => {
      const img = picture.querySelector('img')!;
      const chosen = img.currentSrc;
      const offered = Array.from(picture.querySelectorAll('source'), (source) =>
        source.srcset.split(',').map((part) => {
          const [src, width] = part.trim().split(/\s+/);
          return { src: new URL(src, location.href).href, width: parseInt(width, 10) };
        }),
      );
      const timing = performance.getEntriesByName(chosen)[0] as PerformanceResourceTiming | undefined;
      return {
        alt: img.alt,
        chosen,
        candidates: offered.find((set) => set.some((candidate) => candidate.src === chosen)) ?? [],
        shown: img.getBoundingClientRect().width,
        density: devicePixelRatio,
        bytes: timing?.encodedBodySize ?? 0,
      };
    }),
  );
}

/** The file a visitor should get: the narrowest that covers the image's width on this screen. */
function expectRightFile({ chosen, candidates, shown, density, alt }: Choice) {
  const needed = shown * density;
  const covering = candidates.find((candidate) => candidate.width >= needed - 0.5) ?? candidates.at(-1);
  expect(
    chosen,
    `${alt}: shown ${Math.round(shown)} px wide at ${density}× (${Math.round(needed)} px) from ${candidates.map((c) => c.width).join(', ')}`,
  ).toBe(covering?.src);
}

test.describe('photos', () => {
  test('the test build has a photo essay and a letter issue with a photo', () => {
    expect(photoEssay, 'run `npm run build:test`, which adds them').toBeDefined();
    expect(photoIssue).toBeDefined();
    expect(latestEssay(essays)?.slug).toBe(photoEssay?.slug);
  });

  for (const screen of screens) {
    test.describe(screen.name, () => {
      test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

      // Each page in a browser of its own: a file cached from another page may be taken instead.
      for (const [name, path, count] of [
        ['the photo essay', () => `/essays/${photoEssay!.slug}/`, () => 1 + photoEssay!.images!.length],
        [
          'the essay list',
          () => '/essays/',
          // Every photo essay on the list's first page (the editor's, __tests__/fixtures/editor/, too).
          () =>
            essaysNewestFirst(essays)
              .slice(0, listPageSize.essays)
              .filter((essay) => essay.featureImage.files).length,
        ],
        ['Home', () => '/', () => 1],
        ['the letter issue', () => `${issuePath(photoIssue!)}/`, () => photoIssue!.images!.length],
      ] as const) {
        test(`${name}: each photo comes as the narrowest file that covers it, within the raster budget`, async ({
          page,
        }) => {
          const fetched: string[] = [];
          page.on('request', (request) => {
            // A photo's files; an SVG (a logo) is served as it is, with no choice to make.
            const path = new URL(request.url()).pathname;
            if (path.startsWith('/media/') && !path.endsWith('.svg')) fetched.push(request.url());
          });
          await page.goto(path());
          const choices = await choicesOn(page);
          expect(choices).toHaveLength(count());
          expect(fetched.sort(), 'one file fetched for each photo').toEqual(
            choices.map((c) => c.chosen).sort(),
          );
          for (const choice of choices) {
            expect(choice.chosen, 'the browser takes AVIF').toMatch(/\.avif$/);
            expectRightFile(choice);
            expect(choice.bytes, choice.chosen).toBeGreaterThan(0);
            expect(choice.bytes, choice.chosen).toBeLessThanOrEqual(rasterBudget);
            test.info().annotations.push({
              type: 'photo',
              description: `${choice.chosen.split('/').pop()}: ${choice.bytes} bytes`,
            });
          }
        });
      }
    });
  }

  test('the photo at the top of an essay is fetched at once, and the page does not shift when it arrives', async ({
    page,
  }) => {
    await page.goto(`/essays/${photoEssay!.slug}/`, { waitUntil: 'commit' });
    const hero = page.getByRole('img', { name: photoEssay!.featureImage.alt });
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const box = await hero.boundingBox();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
    expect(await hero.boundingBox()).toEqual(box);
    const ratio = photoEssay!.featureImage.width / photoEssay!.featureImage.height;
    expect(box!.width / box!.height).toBeCloseTo(ratio, 1);
  });
});
