// Makes the planned image files once into the cache (named by a digest of source and settings), then sets
// `public/media/` to exactly the files this build shows, so a draft's or a replaced photo is never published.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import type { Sharp } from 'sharp';
import {
  encoding,
  mediaPath,
  type EncodedFormat,
  type ImageJob,
  type PlannedFile,
} from '@/lib/images/image-sets';
import type { SourceFactsStore } from '@/content-loader/image-sources';

export const imageCacheDir = '.image-cache';
const factsFile = (root: string) => join(root, imageCacheDir, 'sources.json');

export function readSourceFacts(root: string): SourceFactsStore {
  const file = factsFile(root);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** After a good run only. */
export function saveSourceFacts(root: string, facts: SourceFactsStore) {
  mkdirSync(join(root, imageCacheDir), { recursive: true });
  writeFileSync(`${factsFile(root)}.${process.pid}.part`, `${JSON.stringify(facts)}\n`);
  renameSync(`${factsFile(root)}.${process.pid}.part`, factsFile(root));
}

export interface EncodeResult {
  /** Source images with a file made by this run, and those whose files all came from the cache. */
  encoded: number;
  cached: number;
  made: number;
  published: number;
  problems: string[];
  /** Files over the raster budget even at the lowest quality. */
  warnings: string[];
}

function bySource(jobs: readonly ImageJob[]): ImageJob[] {
  const merged = new Map<string, ImageJob>();
  for (const job of jobs) {
    const seen = merged.get(job.source);
    if (!seen) merged.set(job.source, { ...job, files: [...job.files], usedBy: [...job.usedBy] });
    else {
      seen.files.push(...job.files.filter((file) => !seen.files.some((other) => other.src === file.src)));
      seen.usedBy.push(...job.usedBy.filter((line) => !seen.usedBy.includes(line)));
    }
  }
  return [...merged.values()];
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function encodeFile(input: Sharp, file: PlannedFile, format: EncodedFormat, budgetBytes: number) {
  const { default: sharp } = await import('sharp');
  const { width, height } = file;
  const resized = file.crop
    ? input.clone().resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
    : input.clone().resize({ width, height, fit: 'cover' });
  // A JPEG has no transparency: a transparent photo is set on white rather than black.
  const pipeline = format === 'jpeg' ? resized.flatten({ background: '#ffffff' }) : resized;
  let bytes = Buffer.alloc(0);
  for (const options of encoding[format]) {
    bytes = await pipeline.clone().toFormat(format, options).toBuffer();
    if (bytes.length <= budgetBytes) break;
  }
  return bytes;
}

export async function encodeImages(root: string, jobs: readonly ImageJob[]): Promise<EncodeResult> {
  const cache = join(root, imageCacheDir);
  const media = join(root, 'public', mediaPath);
  mkdirSync(cache, { recursive: true });
  const result: EncodeResult = { encoded: 0, cached: 0, made: 0, published: 0, problems: [], warnings: [] };
  const sources = bySource(jobs);
  for (const job of sources) {
    const missing = job.files.filter((file) => !existsSync(join(cache, basename(file.src))));
    if (!missing.length) {
      result.cached += 1;
      continue;
    }
    result.encoded += 1;
    try {
      const { default: sharp } = await import('sharp');
      // Truncated or corrupt pixel data stops here; EXIF orientation turns the pixels upright.
      const input = sharp(job.source, { failOn: 'truncated' }).autoOrient();
      for (const file of missing) {
        const target = join(cache, basename(file.src));
        if (file.format === 'svg') copyFileSync(job.source, target);
        else {
          const bytes = await encodeFile(input, file, file.format, job.budgetBytes);
          if (bytes.length > job.budgetBytes)
            result.warnings.push(
              `${job.usedBy[0]}: its ${file.width} px ${file.format.toUpperCase()} is ${kb(bytes.length)} even at the lowest quality, over the ${kb(job.budgetBytes)} budget; a less detailed or cropped photo fits`,
            );
          // Written whole or not at all: an interrupted run must not leave a file the cache trusts.
          // Named for this process: two builds sharing the cache (npm run build:test) may write one file.
          writeFileSync(`${target}.${process.pid}.part`, bytes);
          renameSync(`${target}.${process.pid}.part`, target);
        }
        result.made += 1;
      }
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0];
      result.problems.push(...job.usedBy.map((line) => `${line} could not be read as an image: ${reason}`));
    }
  }
  if (result.problems.length) return result;

  mkdirSync(media, { recursive: true });
  const shown = new Set(sources.flatMap((job) => job.files.map((file) => basename(file.src))));
  for (const name of readdirSync(media)) if (!shown.has(name)) unlinkSync(join(media, name));
  for (const name of shown)
    if (!existsSync(join(media, name))) copyFileSync(join(cache, name), join(media, name));
  result.published = shown.size;
  return result;
}
