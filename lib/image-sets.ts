/**
 * What the build makes of an image a post shows (docs/publishing.md, "Photos and other images"):
 * where its file is, whether it can be used, and the files to encode from it, each named by a digest
 * of the source file and of the settings, so a changed photo gets new names and an unchanged one
 * keeps its names and its cached files. Synchronous, so the Markdown loader (lib/content-files.ts)
 * describes each image as it reads a post; scripts/encode-images.ts then makes the files with sharp.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { ImageFile, LocalImage } from '@/content/types';
import {
  candidateWidths,
  fallbackWidth,
  maxDensity,
  widestSlotWidth,
  type ImageSlot,
} from '@/lib/image-slots';

/** Where encoded files are served from: `public/media/`, written by `npm run content`, never committed. */
export const mediaPath = '/media';
/** A source file larger than this is refused: no phone photo needs it, and each one slows a fresh build. */
export const maxSourceBytes = 20 * 1024 * 1024;
/** A raster image's encoded files may weigh this much each (budgets.json, `images.maxRasterKb`). */
const defaultBudgetKb = 120;

/**
 * How files are encoded, part of every name: change a value here and every file is made again. Each
 * format lists qualities to try in turn: a file over the raster budget is encoded again at the next.
 */
export const encoding = {
  encoder: 'sharp 0.35.5',
  avif: [50, 40, 30].map((quality) => ({ quality, effort: 2 })),
  webp: [75, 60, 45].map((quality) => ({ quality })),
  jpeg: [75, 60, 45].map((quality) => ({ quality, mozjpeg: true })),
  png: [{ compressionLevel: 9 }, { palette: true, quality: 90 }, { palette: true, quality: 60 }],
  share: { width: 1200, height: 630 },
} as const;

export type EncodedFormat = 'avif' | 'webp' | 'jpeg' | 'png';
const mimeType = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
const extension = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', svg: 'svg' } as const;
const rasterTypes = ['jpg', 'png', 'webp', 'avif'];
/** The kinds of image file a post may name, as image-size reads them: photos, and SVG drawings. */
export const sourceImageTypes: readonly string[] = [...rasterTypes, 'svg'];

/** One file to make from a source: a width of a format, the share crop, or an SVG copied as it is. */
export interface PlannedFile extends Omit<ImageFile, 'type'> {
  format: EncodedFormat | 'svg';
  /** Cropped to exactly this size (the share image) rather than scaled. */
  crop?: boolean;
}

/** The files one source file needs, and the lines of the posts that use it, for its problems. */
export interface ImageJob {
  source: string;
  files: PlannedFile[];
  budgetBytes: number;
  usedBy: string[];
}

export interface ImageUse {
  /** The project's folder, and the folder of the post's file. */
  root: string;
  postDir: string;
  /** As the post names it: `./photo.jpg` beside the post, `/images/...` for an SVG under `public/`. */
  src: string;
  /** How a problem line starts: `content/essays/<slug>.md: featureImage.src "./photo.jpg"`. */
  label: string;
  slots: readonly ImageSlot[];
  /** Stretched to fill its slots (a card, a hero); otherwise shown at its own width up to the slot's. */
  fills: boolean;
  /** Also made into a 1200×630 share image. */
  share?: boolean;
}

export type ImagePlan =
  { image: Omit<LocalImage, 'alt'>; job?: ImageJob; warning?: string } | { problem: string };

/** What is known of a source file: read once, kept by scripts/encode-images.ts between runs. */
export interface SourceFacts {
  size: number;
  mtimeMs: number;
  digest: string;
  type: string;
  width: number;
  height: number;
}

// What is known of each source by path, size and time, so an unchanged file is not read again; a
// run starts from what an earlier one learnt (knownSourceFacts), by project folder.
const factsByRoot = new Map<string, Record<string, SourceFacts>>();

/** What this process knows of the sources of the project at `root`, to fill in or keep. */
export function knownSourceFacts(root: string) {
  if (!factsByRoot.has(root)) factsByRoot.set(root, {});
  return factsByRoot.get(root)!;
}

function sourceFacts(root: string, path: string, size: number, mtimeMs: number): SourceFacts | null {
  const known = knownSourceFacts(root);
  const name = relative(root, path).split(sep).join('/');
  const seen = known[name];
  if (seen && seen.size === size && seen.mtimeMs === mtimeMs) return seen;
  const bytes = readFileSync(path);
  let read: ReturnType<typeof imageSize>;
  try {
    read = imageSize(bytes);
  } catch {
    return null;
  }
  if (!read.width || !read.height || !read.type) return null;
  // Orientations 5 to 8 turn the picture a quarter: a phone's portrait photo is stored landscape.
  const turned = (read.orientation ?? 1) >= 5;
  const digest = createHash('sha256').update(bytes).digest('hex');
  known[name] = {
    size,
    mtimeMs,
    digest,
    type: read.type,
    width: turned ? read.height : read.width,
    height: turned ? read.width : read.height,
  };
  return known[name];
}

/**
 * The file a post's image names, or why it cannot be one: a file beside the post, or an SVG under
 * public/, which is served as it is. A photo under public/ is refused: the build would publish the
 * original, megabytes with the phone's EXIF data, beside the files it makes.
 */
function locate({ root, postDir, src }: ImageUse): { path: string; inPublic: boolean } | { problem: string } {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src))
    return { problem: 'is not a file of the site: keep images beside the post, or an SVG under public/' };
  const inPublic = src.startsWith('/');
  const path = inPublic ? join(root, 'public', src) : join(postDir, src);
  const where = inPublic
    ? 'under public/ (write it as /images/essays/name.svg)'
    : "beside the post (write it as ./name.jpg, the file in the post's folder)";
  if (relative(root, path).startsWith('..') || !existsSync(path) || !statSync(path).isFile())
    return { problem: `is not a file ${where}` };
  if (inPublic && extname(path).toLowerCase() !== '.svg')
    return {
      problem: `is a photo under public/, which would be published as it is: move it beside the post and write it as ./${basename(path)}`,
    };
  return { path, inPublic };
}

function budgetBytes(root: string) {
  const file = join(root, 'budgets.json');
  const kb = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).images?.maxRasterKb : undefined;
  return (kb ?? defaultBudgetKb) * 1024;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'image';
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const px = (value: number) => `${value.toLocaleString('en-US')} px`;

/** Checks the image a post names and plans the files made from it. */
export function planImage(use: ImageUse): ImagePlan {
  const found = locate(use);
  if ('problem' in found) return found;
  const { size, mtimeMs } = statSync(found.path);
  if (size > maxSourceBytes)
    return {
      problem: `is ${megabytes(size)}, over the ${megabytes(maxSourceBytes)} a source image may be: export it smaller (a phone's JPEG is 2–5 MB)`,
    };
  const facts = sourceFacts(use.root, found.path, size, mtimeMs);
  if (!facts || (facts.type !== 'svg' && !rasterTypes.includes(facts.type)))
    return {
      problem: 'is not an image whose size can be read (JPEG, PNG, WebP, AVIF, or SVG with width and height)',
    };
  const { width, height } = facts;
  const job: ImageJob = {
    source: found.path,
    files: [],
    budgetBytes: budgetBytes(use.root),
    usedBy: [use.label],
  };
  const base = slugOf(basename(found.path, extname(found.path)));
  const file = <F extends PlannedFile['format']>(
    format: F,
    w: number,
    h: number,
    suffix: string,
    hash: string,
  ) => ({
    src: `${mediaPath}/${base}${suffix}.${hash}.${extension[format]}`,
    format,
    width: w,
    height: h,
  });

  if (facts.type === 'svg') {
    // An SVG is served as it is: from public/ where it is, or copied from beside the post.
    if (found.inPublic) return { image: { src: use.src, width, height } };
    job.files = [file('svg', width, height, '', facts.digest.slice(0, 10))];
    return { image: { src: job.files[0].src, width, height }, job };
  }

  const slotWidths = use.slots.map((slot) => widestSlotWidth(slot));
  const [narrowest, sharpEverywhere] = [Math.min(...slotWidths), maxDensity * Math.max(...slotWidths)];
  if (use.fills && width < narrowest)
    return {
      problem: `is ${px(width)} wide, narrower than the ${px(narrowest)} it is shown at: use one at least ${px(sharpEverywhere)} wide`,
    };
  // The settings and the budget are part of the names: files made another way get other names.
  const key = createHash('sha256')
    .update(`${facts.digest} ${JSON.stringify(encoding)} ${job.budgetBytes}`)
    .digest('hex')
    .slice(0, 10);
  const widths = candidateWidths(use.slots, width, use.fills ? Infinity : width);
  const heightAt = (w: number) => Math.max(1, Math.round((w * height) / width));
  const sized = (format: EncodedFormat, w: number) => file(format, w, heightAt(w), `-${w}`, key);
  // PNG keeps a transparent background, and the sharp edges of a diagram or a screenshot.
  const fallback = sized(facts.type === 'png' ? 'png' : 'jpeg', fallbackWidth(widths));
  const responsive = [
    ...widths.map((w) => sized('avif', w)),
    ...widths.map((w) => sized('webp', w)),
    fallback,
  ];
  const { width: shareWidth, height: shareHeight } = encoding.share;
  const share = use.share ? { ...file('jpeg', shareWidth, shareHeight, '-share', key), crop: true } : null;
  job.files = share ? [...responsive, share] : responsive;
  const files = responsive.map(({ src, format, width: w, height: h }) => ({
    src,
    type: mimeType[format],
    width: w,
    height: h,
  }));
  return {
    image: { src: fallback.src, width, height, files, ...(share ? { share: share.src } : {}) },
    job,
    ...(use.fills && width < sharpEverywhere
      ? {
          warning: `${use.label} is ${px(width)} wide: sharp on most screens, soft on large high-density ones; ${px(sharpEverywhere)} or wider is sharp everywhere`,
        }
      : {}),
  };
}
