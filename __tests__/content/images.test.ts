// Images in posts, on a made-up project with pictures made by sharp: what the loader makes of them, the
// one line a build prints for each kind of bad image, and what the encoder
// (content-loader/encode-images.ts) writes, takes from its cache and publishes. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import type { IsoDate } from '@/lib/time/dates';
import { encoding, maxSourceBytes } from '@/lib/images/image-sets';
import { decorativeTitle, readAlt } from '@/lib/posts/markdown-images';
import { loadContent } from '@/content-loader/content-files';
import { encodeImages } from '@/content-loader/encode-images';
import packageJson from '../../package.json';

const today = '2026-11-24' as IsoDate;
let root = '';
const roots: string[] = [];

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
const photo = (width: number, height: number, sigma = 40) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 90 });
const essay = (image: string, body = 'The text.\n', date = '2026-11-15') =>
  `---\ntitle: A photo\ncategory: [Thesis]\nsummary: Why.\npublishedDate: ${date}\nfeatureImage: { src: "${image}", alt: Light across a room }\n---\n${body}`;
const letter = (body: string) =>
  `---\nnumber: 5\ntitle: Issue 5\nsummary: A summary.\npublishedDate: 2026-11-16\n---\nGood morning.\n\n${body}\n`;
const load = () => loadContent({ root, today, includeUnpublished: false });
const media = () =>
  existsSync(join(root, 'public/media')) ? readdirSync(join(root, 'public/media')).sort() : [];

// Made once: a phone-sized photo costs seconds to encode.
let wide: Buffer;
before(async () => {
  wide = await photo(2400, 1800).toBuffer();
});
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'images-'));
  roots.push(root);
});
/** An essay whose feature image is drawn art, for the tests of its body's images. */
const withArt = (body: string) => {
  write(
    'public/images/essays/art.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"/>',
  );
  return essay('/images/essays/art.svg', body);
};
after(() => roots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the Markdown image rule', () => {
  it('takes written alt text, or an empty one marked decorative', () => {
    assert.deepEqual(readAlt(' A room at dawn ', undefined), { alt: 'A room at dawn', decorative: false });
    assert.deepEqual(readAlt('', decorativeTitle), { alt: '', decorative: true });
    assert.deepEqual(readAlt('A room', 'A caption'), { alt: 'A room', decorative: false });
  });

  it('refuses empty alt text, and alt text on an image marked decorative', () => {
    assert.match((readAlt('  ', null) as { problem: string }).problem, /^has no alt text: say what it shows/);
    assert.match((readAlt('', 'Decoration') as { problem: string }).problem, /^has no alt text/);
    assert.equal(
      (readAlt('A rule', decorativeTitle) as { problem: string }).problem,
      'is marked decorative but has alt text: keep one of the two',
    );
  });
});

describe('a feature photo beside the essay', () => {
  it('becomes AVIF and WebP at the widths its slots need, a JPEG, and a share crop', () => {
    write('content/essays/photo.md', essay('./room.jpg'));
    write('content/essays/room.jpg', wide);
    const {
      posts: { essay: essays },
      problems,
      warnings,
      images,
    } = load();
    assert.deepEqual(problems, []);
    const image = essays[0].featureImage;
    assert.equal(image.width, 2400);
    assert.equal(image.height, 1800);
    assert.match(image.src, /^\/media\/room-1200\.[0-9a-f]{10}\.jpg$/);
    assert.match(image.share!, /^\/media\/room-share\.[0-9a-f]{10}\.jpg$/);
    const avif = image.files!.filter((file) => file.type === 'image/avif').map((file) => file.width);
    const webp = image.files!.filter((file) => file.type === 'image/webp').map((file) => file.width);
    assert.deepEqual(avif, [652, 839, 1081, 1392, 1792]);
    assert.deepEqual(webp, avif);
    assert.equal(images.length, 1);
    // 2400 px is under 2× the hero, but over it: sharp wherever it is shown.
    assert.deepEqual(warnings, []);
  });

  it('is read the way up the phone held it', async () => {
    write('content/essays/photo.md', essay('./portrait.jpg'));
    write('content/essays/portrait.jpg', await photo(2400, 1800).withMetadata({ orientation: 6 }).toBuffer());
    const image = load().posts.essay[0].featureImage;
    assert.deepEqual([image.width, image.height], [1800, 2400]);
  });

  it('an SVG stays as it is, with no files made', () => {
    write('content/essays/photo.md', withArt('The text.\n'));
    const {
      posts: { essay: essays },
      images,
    } = load();
    assert.deepEqual(essays[0].featureImage, {
      src: '/images/essays/art.svg',
      alt: 'Light across a room',
      width: 1200,
      height: 675,
    });
    assert.deepEqual(images, []);
  });
});

describe('Markdown images in essays and letters', () => {
  it('become a lazy <picture> sized for the column, listed with their files', () => {
    write('content/essays/photo.md', withArt('![A room at dawn](./room.jpg)\n'));
    write('content/essays/room.jpg', wide);
    write('content/letter/five.md', letter('![The ward at night](./ward.jpg)'));
    write('content/letter/ward.jpg', wide);
    const {
      posts: { essay: essays, letter: letterIssues },
      problems,
    } = load();
    assert.deepEqual(problems, []);
    assert.match(
      essays[0].body,
      /^<p><picture><source type="image\/avif" srcset="\/media\/room-656\.\w+\.avif 656w, [^"]+ 1344w" width="672" height="504"><source type="image\/webp" [^>]+><img src="\/media\/room-1200\.\w+\.jpg" alt="A room at dawn" width="672" height="504" loading="lazy" decoding="async"><\/picture><\/p>$/,
    );
    const [ward] = letterIssues[0].images!;
    assert.equal(ward.source, './ward.jpg');
    assert.equal(ward.alt, 'The ward at night');
    assert.deepEqual([ward.width, ward.height], [2400, 1800]);
    // The letter's column is narrower on a phone: its smallest file is too.
    assert.deepEqual(
      ward.files!.filter((file) => file.type === 'image/avif').map((file) => file.width),
      [572, 708, 877, 1086, 1344],
    );
  });

  it('an image marked decorative has empty alt text', () => {
    write('content/essays/photo.md', withArt(`![](./room.jpg "${decorativeTitle}")\n`));
    write('content/essays/room.jpg', wide);
    const {
      posts: { essay: essays },
      problems,
    } = load();
    assert.deepEqual(problems, []);
    assert.match(essays[0].body, /<img src="[^"]+" alt="" /);
    assert.equal(essays[0].images![0].decorative, true);
  });

  it('an image narrower than the column keeps its own width, in one file of each format', async () => {
    write('content/essays/photo.md', withArt('![A small chart](./chart.png)\n'));
    write(
      'content/essays/chart.png',
      await sharp(await photo(400, 300).toBuffer())
        .png()
        .toBuffer(),
    );
    const [image] = load().posts.essay[0].images!;
    assert.deepEqual(
      image.files!.map((file) => [file.type, file.width]),
      [
        ['image/avif', 400],
        ['image/webp', 400],
        ['image/png', 400],
      ],
    );
  });
});

describe('one line for each bad image, naming the post and the file', () => {
  const cases: [string, () => void | Promise<void>, string[]][] = [
    [
      'a Markdown image without alt text',
      () => write('content/essays/foo.md', withArt('![](/images/essays/art.svg)\n')),
      [
        'Essays › A photo › Body has the image "/images/essays/art.svg", which has no alt text: say what it shows, ![A waiting room at dawn](./photo.jpg), or mark it decorative, ![](./rule.png "decorative") (content/essays/foo.md, body)',
      ],
    ],
    [
      'a missing file beside the post',
      () => write('content/letter/foo.md', letter('![A ward](./nowhere.jpg)')),
      [
        `Tomorrow Letter › Issue 5 › Body has the image "./nowhere.jpg", which is not a file beside the post (write it as ./name.jpg, the file in the post's folder) (content/letter/foo.md, body)`,
      ],
    ],
    [
      'an image from another site',
      () => write('content/essays/foo.md', essay('https://example.org/a.jpg')),
      [
        'Essays › A photo › Feature image › Image: "https://example.org/a.jpg" is not a file of the site: keep images beside the post, or an SVG under public/ (content/essays/foo.md, featureImage.src)',
      ],
    ],
    [
      'a photo under public/, which would be published as it is',
      () => {
        write('content/letter/foo.md', letter('![The ward](/images/ward.jpg)'));
        write('public/images/ward.jpg', wide);
      },
      [
        'Tomorrow Letter › Issue 5 › Body has the image "/images/ward.jpg", which is a photo under public/, which would be published as it is: move it beside the post and write it as ./ward.jpg (content/letter/foo.md, body)',
      ],
    ],
    [
      'a file that is not an image',
      () => {
        write('content/essays/foo.md', essay('./notes.jpg'));
        write('content/essays/notes.jpg', 'Meeting notes, not a photo.');
      },
      [
        'Essays › A photo › Feature image › Image: "./notes.jpg" is not an image whose size can be read (JPEG, PNG, WebP, AVIF, or SVG with width and height) (content/essays/foo.md, featureImage.src)',
      ],
    ],
    [
      'a photo too small for the smallest place it fills',
      async () => {
        write('content/essays/foo.md', essay('./small.jpg'));
        write('content/essays/small.jpg', await photo(600, 400).toBuffer());
      },
      [
        'Essays › A photo › Feature image › Image: "./small.jpg" is 600 px wide, narrower than the 670 px it is shown at: use one at least 1,792 px wide (content/essays/foo.md, featureImage.src)',
      ],
    ],
    [
      'a source over 20 MB',
      () => {
        write('content/essays/foo.md', essay('./huge.jpg'));
        write('content/essays/huge.jpg', Buffer.alloc(maxSourceBytes + 1024 * 1024));
      },
      [
        `Essays › A photo › Feature image › Image: "./huge.jpg" is 21.0 MB, over the 20.0 MB a source image may be: export it smaller (a phone's JPEG is 2–5 MB) (content/essays/foo.md, featureImage.src)`,
      ],
    ],
  ];
  for (const [name, setUp, expected] of cases) {
    it(name, async () => {
      await setUp();
      assert.deepEqual(load().problems, expected);
    });
  }

  it('warns, without stopping, of a feature photo too narrow to be sharp on every screen', async () => {
    write('content/essays/foo.md', essay('./medium.jpg'));
    write('content/essays/medium.jpg', await photo(1200, 800).toBuffer());
    const { problems, warnings } = load();
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings, [
      'Essays › A photo › Feature image › Image: "./medium.jpg" (content/essays/foo.md, featureImage.src) is 1,200 px wide: sharp on most screens, soft on large high-density ones; 1,792 px or wider is sharp everywhere',
    ]);
  });

  it('checks a draft’s images too, and makes none of its files', () => {
    write('content/essays/foo.md', essay('./nowhere.jpg', 'Text.\n', '2026-12-01'));
    assert.equal(load().problems.length, 1);
    write('content/essays/foo.md', essay('./room.jpg', 'Text.\n', '2026-12-01'));
    write('content/essays/room.jpg', wide);
    assert.deepEqual(load().images, []);
  });
});

describe('the encoder', () => {
  it('makes each file once, no wider than the original, and publishes what the posts show', async () => {
    write('content/essays/photo.md', essay('./room.jpg', '![A small chart](./chart.png)\n'));
    write('content/essays/room.jpg', wide);
    write(
      'content/essays/chart.png',
      await sharp(await photo(500, 300).toBuffer())
        .png()
        .toBuffer(),
    );
    const first = await encodeImages(root, load().images);
    assert.deepEqual(first.problems, []);
    assert.deepEqual([first.encoded, first.cached, first.made], [2, 0, 15]);
    const {
      posts: { essay: essays },
    } = load();
    const shown = [essays[0].featureImage, ...essays[0].images!].flatMap((image) => [
      ...image.files!.map((file) => ({ ...file, original: image.width })),
    ]);
    for (const file of shown) {
      const meta = await sharp(join(root, 'public', file.src)).metadata();
      assert.equal(meta.width, file.width, file.src);
      assert.equal(meta.height, file.height, file.src);
      assert.ok(file.width <= file.original, file.src);
      assert.equal(meta.format === 'heif' ? 'image/avif' : `image/${meta.format}`, file.type, file.src);
    }
    const share = await sharp(join(root, 'public', essays[0].featureImage.share!)).metadata();
    assert.deepEqual([share.width, share.height, share.format], [1200, 630, 'jpeg']);

    // A second photo in a site that has one: only it is encoded.
    write('content/essays/second.md', essay('./second.jpg'));
    write('content/essays/second.jpg', await photo(1900, 1200, 30).toBuffer());
    const second = await encodeImages(root, load().images);
    assert.deepEqual([second.encoded, second.cached, second.made], [1, 2, 12]);

    // Its post withdrawn: its files leave public/media/, and stay cached for its return.
    const before = media();
    rmSync(join(root, 'content/essays/second.md'));
    const third = await encodeImages(root, load().images);
    assert.deepEqual([third.encoded, third.cached], [0, 2]);
    assert.deepEqual(
      before.filter((name) => !media().includes(name)).every((name) => name.startsWith('second-')),
      true,
    );
    assert.equal(media().length, 15);
  });

  it('names each file after its content and the settings: a changed photo gets new names', async () => {
    write('content/essays/photo.md', essay('./room.jpg'));
    write('content/essays/room.jpg', wide);
    const before = load().posts.essay[0].featureImage.src;
    write('content/essays/room.jpg', await photo(2400, 1800, 25).toBuffer());
    const after = load().posts.essay[0].featureImage.src;
    assert.notEqual(before, after);
    assert.match(before, /^\/media\/room-1200\./);
    assert.match(after, /^\/media\/room-1200\./);
  });

  it('encodes again at a lower quality a file over the budget, and says when even that is over', async () => {
    write('content/essays/photo.md', withArt('![A room](./room.jpg)\n'));
    write('content/essays/room.jpg', await photo(900, 600, 20).toBuffer());
    const plain = await encodeImages(root, load().images);
    assert.deepEqual(plain.warnings, []);
    const sizes = () => media().map((name) => statSync(join(root, 'public/media', name)).size);
    const atFirstQuality = sizes();
    write('budgets.json', JSON.stringify({ images: { maxRasterKb: 1 } }));
    const tight = await encodeImages(root, load().images);
    assert.ok(sizes().every((size, index) => size < atFirstQuality[index]));
    assert.equal(tight.warnings.length, media().length);
    assert.match(
      tight.warnings[0],
      /^Essays › A photo › Body: "\.\/room\.jpg" \(content\/essays\/photo\.md, body\): its 656 px AVIF is \d+ KB even at the lowest quality, over the 1 KB budget/,
    );
  });

  it('answers a file it cannot decode with one line naming the post and the file', async () => {
    write('content/essays/photo.md', essay('./cut.jpg'));
    write('content/essays/cut.jpg', wide.subarray(0, wide.length / 3));
    const { problems, images } = load();
    assert.deepEqual(problems, []);
    const result = await encodeImages(root, images);
    assert.equal(result.problems.length, 1);
    assert.match(
      result.problems[0],
      /^Essays › A photo › Feature image › Image: "\.\/cut\.jpg" \(content\/essays\/photo\.md, featureImage\.src\) could not be read as an image: /,
    );
  });
});

describe('the test build’s posts', () => {
  it('are refused by a strict build, which is for publishing', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], {
      env: { ...process.env, CONTENT_FIXTURES: join(root, 'fixtures'), SITE_STRICT: '1' },
      encoding: 'utf8',
    });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /CONTENT_FIXTURES is set: a strict build is for publishing/);
  });
});

describe('the settings the names carry', () => {
  it('name the sharp the project installs, so an upgrade makes every file again', () => {
    assert.equal(encoding.encoder, `sharp ${packageJson.dependencies.sharp}`);
  });
});
