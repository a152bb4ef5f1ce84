// Whether an image a post shows can be used, and the files to encode from it, each named by a digest of the
// source and the settings, so a changed photo gets new names and an unchanged one keeps its cached files.
import { createHash } from 'node:crypto';
import type { ImageFile, LocalImage } from '@/lib/images/local-image';
import {
  candidateWidths,
  fallbackWidth,
  maxDensity,
  widestSlotWidth,
  type ImageSlot,
} from '@/lib/images/image-slots';
import { slugify } from '@/lib/posts/slug';

/** `public/media/`, written by `npm run content`, never committed. */
export const mediaPath = '/media';
/** No phone photo needs more, and each one slows a fresh build. */
export const maxSourceBytes = 20 * 1024 * 1024;
// Part of every name: change a value and every file is made again. A file over the raster budget is
// encoded again at its format's next quality.
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
/** As image-size names them. */
export const sourceImageTypes: readonly string[] = [...rasterTypes, 'svg'];

export interface PlannedFile extends Omit<ImageFile, 'type'> {
  format: EncodedFormat | 'svg';
  /** Cropped to exactly this size rather than scaled. */
  crop?: boolean;
}

export interface ImageJob {
  source: string;
  files: PlannedFile[];
  budgetBytes: number;
  usedBy: string[];
}

export interface ImageUse {
  /** As the post names it: `./photo.jpg` beside the post, `/images/...` for an SVG under `public/`. */
  src: string;
  /** How a problem line starts: `<file>: featureImage.src "./photo.jpg"`. */
  label: string;
  slots: readonly ImageSlot[];
  /** Otherwise shown at its own width up to the slot's. */
  fills: boolean;
  share?: boolean;
}

export type ImagePlan =
  { image: Omit<LocalImage, 'alt'>; job?: ImageJob; warning?: string } | { problem: string };

/** Kept by encodeImages between runs. */
export interface SourceFacts {
  size: number;
  mtimeMs: number;
  digest: string;
  type: string;
  width: number;
  height: number;
}

/** `facts` is null when the file cannot be read. */
export interface FoundImage {
  path: string;
  name: string;
  /** An SVG under public/ is served as it is. */
  inPublic: boolean;
  facts: SourceFacts | null;
  /** budgets.json, `images.maxRasterKb`. */
  budgetBytes: number;
}

export const imageFileName = (name: string) => slugify(name, { maxLength: 40 }) || 'image';
const px = (value: number) => `${value.toLocaleString('en-US')} px`;

export function planImage(use: ImageUse, found: FoundImage): ImagePlan {
  const { facts } = found;
  if (!facts || (facts.type !== 'svg' && !rasterTypes.includes(facts.type)))
    return {
      problem: 'is not an image whose size can be read (JPEG, PNG, WebP, AVIF, or SVG with width and height)',
    };
  const { width, height } = facts;
  const job: ImageJob = {
    source: found.path,
    files: [],
    budgetBytes: found.budgetBytes,
    usedBy: [use.label],
  };
  const base = imageFileName(found.name);
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
