// Photos in the built export, checked without a browser on every page: AVIF and WebP at each slot's
// sizes, every named file present at its srcset's width, one eager image, a year's caching, nothing else
// under /media/. The test build (`npm run build:test`) adds posts with photos.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Parser } from 'htmlparser2';
import { imageSize } from 'image-size';
import type { BodyImage, LocalImage } from '../../lib/images/local-image';
import type { Essay } from '../../lib/essays/essay-kind';
import type { LetterIssue } from '../../lib/letters/letter-kind';
import { exportFile, exportedPages } from '../../export/pages';
import { headersForPath, parseHeadersFile } from '../../export/host-rules';

const root = process.cwd();
const outDir = join(root, 'out');
/** The posts the build published, as `npm run content` wrote them to .content/. */
const read = (file: string) => JSON.parse(readFileSync(join(root, '.content', file), 'utf8'));
const essays: Essay[] = read('posts/essay.json');
const issues: LetterIssue[] = read('posts/letter.json');
const photoEssays = essays.filter((essay) => essay.featureImage.files);
const headerRules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));

// Every photo the posts show, by each of its files: what a <picture> names is checked against it.
const images = [
  ...essays.flatMap((essay) => [essay.featureImage, ...(essay.images ?? [])]),
  ...issues.flatMap((issue) => issue.images ?? []),
].filter((image) => image.files);
const imageOf = new Map<string, LocalImage>(
  images.flatMap((image) => (image.files ?? []).map((file) => [file.src, image])),
);

/** An element's attributes, as htmlparser2 reads them. */
type Attributes = Record<string, string>;

/** A <picture>: its <source>s and its <img>. */
interface Picture {
  sources: Attributes[];
  img: Attributes;
}

/** Each <picture> of a page with its <source>s and <img>, and every other <img>. */
function picturesOf(html: string) {
  const found: { pictures: Picture[]; images: Attributes[]; shares: string[] } = {
    pictures: [],
    images: [],
    shares: [],
  };
  let open: Picture | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'picture') open = { sources: [], img: {} };
        if (name === 'source' && open) open.sources.push(attribs);
        if (name === 'img') {
          found.images.push(attribs);
          if (open) open.img = attribs;
        }
        if (name === 'meta' && attribs.property === 'og:image')
          found.shares.push(new URL(attribs.content).pathname);
      },
      onclosetag(name) {
        if (name === 'picture' && open) found.pictures.push(open);
        if (name === 'picture') open = null;
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

const candidates = (srcset: string) =>
  srcset.split(',').map((part) => {
    const [src, width] = part.trim().split(/\s+/);
    return { src, width: Number(width.slice(0, -1)) };
  });
const pages = exportedPages(outDir).map(({ route, file }) => ({
  route,
  ...picturesOf(readFileSync(file, 'utf8')),
}));

describe('photos in the export', () => {
  it('include an essay with a photo: the test build adds one (`npm run build:test`)', () => {
    assert.ok(photoEssays.length > 0, 'no essay has a photo: run `npm run build:test`, not `npm run build`');
    assert.ok(
      issues.some((issue) => issue.images?.some((image) => image.files)),
      'no letter issue shows a photo',
    );
  });

  for (const { route, pictures, images: imgs } of pages.filter((page) => page.pictures.length)) {
    it(`${route}: each picture offers AVIF then WebP, sized, and every file it names is there`, () => {
      const problems: string[] = [];
      for (const { sources, img } of pictures) {
        const image = imageOf.get(img.src);
        assert.ok(image, `${img.src} is the fallback of no photo a post shows`);
        assert.deepEqual(
          sources.map((source) => source.type),
          ['image/avif', 'image/webp'],
        );
        assert.ok(img.width && img.height && img.alt !== undefined && img.decoding === 'async', img.src);
        for (const source of sources) {
          assert.match(source.sizes, /px/, `${img.src}: sizes`);
          for (const { src, width } of [
            ...candidates(source.srcset),
            { src: img.src, width: null as number | null },
          ]) {
            const file = exportFile(outDir, src);
            if (!existsSync(file)) {
              problems.push(`${src} is not in the export`);
              continue;
            }
            const size = imageSize(readFileSync(file));
            if (width !== null && size.width !== width)
              problems.push(`${src} is ${size.width} px, not ${width}`);
            if (size.width > image.width)
              problems.push(`${src} is wider than its original, ${image.width} px`);
          }
        }
      }
      assert.deepEqual(problems, []);
      assert.ok(imgs.length >= pictures.length);
    });
  }

  for (const essay of photoEssays) {
    it(`/essays/${essay.slug}/: the photo at the top is eager and high priority, every other image lazy`, () => {
      const page = pages.find(({ route }) => route === `/essays/${essay.slug}/`);
      assert.ok(page, `no page /essays/${essay.slug}/`);
      const [hero, ...rest] = page.images;
      assert.equal(hero.src, essay.featureImage.src);
      assert.equal(hero.loading, 'eager');
      assert.equal(hero.fetchpriority, 'high');
      assert.deepEqual(
        rest.filter((img) => img.loading !== 'lazy' || img.fetchpriority).map((img) => img.src),
        [],
      );
    });
  }

  it('on every page, at most one image is eager, and it has high priority', () => {
    for (const { route, images: imgs } of pages) {
      const eager = imgs.filter((img) => img.loading !== 'lazy');
      assert.ok(eager.length <= 1, `${route}: ${eager.map((img) => img.src).join(', ')}`);
      for (const img of eager) assert.equal(img.fetchpriority, 'high', `${route}: ${img.src}`);
    }
  });

  it('publishes under /media/ only what a page shows or shares, each cached for a year', () => {
    const named = new Set(
      pages.flatMap(({ pictures, images: imgs, shares }) => [
        ...shares,
        ...imgs.map((img) => img.src),
        ...pictures.flatMap(({ sources, img }) => [
          img.src,
          ...sources.flatMap((s) => candidates(s.srcset).map((c) => c.src)),
        ]),
      ]),
    );
    const published = readdirSync(join(outDir, 'media')).map((name) => `/media/${name}`);
    assert.deepEqual(
      published.filter((src) => !named.has(src)),
      [],
    );
    for (const src of published)
      assert.equal(
        headersForPath(headerRules, src)['Cache-Control'],
        'public, max-age=31536000, immutable',
        src,
      );
  });
});

describe('photos in the feeds', () => {
  const feeds: [string, readonly { images?: readonly BodyImage[] }[]][] = [
    ['/feed.xml', essays],
    ['/tomorrow-letter/feed.xml', issues],
  ];
  for (const [feed, posts] of feeds) {
    it(`${feed} shows a post's images as one file each, at an absolute address`, () => {
      const xml = readFileSync(exportFile(outDir, feed), 'utf8');
      const shown = posts.flatMap((post) => post.images ?? []).filter((image) => xml.includes(image.src));
      for (const image of shown) {
        assert.match(
          xml,
          new RegExp(`<img src="https://[^"/]+${image.src.replace(/\./g, '\\.')}" alt="${image.alt}"`),
        );
        assert.ok(image.src.endsWith('.jpg') || image.src.endsWith('.png'));
      }
      assert.doesNotMatch(xml, /<picture|<source|srcset/);
    });
  }

  it('the essays feed carries the photo essay’s images and its share image', () => {
    const xml = readFileSync(exportFile(outDir, '/feed.xml'), 'utf8');
    // The test build's photo essay with pictures in its body (the editor's has only its feature photo).
    const essay = photoEssays.find((each) => each.images?.length);
    assert.ok(essay, 'no photo essay with images in its body');
    assert.ok(essay.images?.every((image) => xml.includes(image.src)));
    assert.ok(xml.includes(`${essay.featureImage.share}"`), 'share image as the item’s image');
  });
});
