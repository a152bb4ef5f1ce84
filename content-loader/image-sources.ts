// Finds the image a post names and reads what the build needs of it, then plans its files (`planImage`).
// Its facts are kept in a store the caller passes (`saveSourceFacts`): an unchanged file is not read again.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import {
  maxSourceBytes,
  planImage,
  type FoundImage,
  type ImagePlan,
  type ImageUse,
  type SourceFacts,
} from '@/lib/images/image-sets';

export type SourceFactsStore = Record<string, SourceFacts>;

/** A raster image's encoded files may weigh this much each, unless budgets.json says otherwise. */
const defaultBudgetKb = 120;

export function rasterBudgetBytes(root: string) {
  const file = join(root, 'budgets.json');
  const kb = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).images?.maxRasterKb : undefined;
  return (kb ?? defaultBudgetKb) * 1024;
}

function sourceFacts(store: SourceFactsStore, name: string, path: string, size: number, mtimeMs: number) {
  const seen = store[name];
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
  store[name] = {
    size,
    mtimeMs,
    digest,
    type: read.type,
    width: turned ? read.height : read.width,
    height: turned ? read.width : read.height,
  };
  return store[name];
}

export interface ImageSources {
  root: string;
  /** As problem lines say it: beside the post, by default. */
  beside?: { where: string; example: string };
  store: SourceFactsStore;
  budgetBytes: number;
}

const besidePost = {
  where: 'beside the post',
  example: "write it as ./name.jpg, the file in the post's folder",
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// A photo under public/ is refused: the build would publish the original, megabytes with the phone's EXIF
// data, beside the files it makes. An SVG there is served as it is.
export function locateImage(
  sources: ImageSources,
  postDir: string,
  src: string,
): { found: FoundImage; relativePath: string } | { problem: string } {
  const { root, store, budgetBytes, beside = besidePost } = sources;
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src))
    return {
      problem: `is not a file of the site: keep images ${beside.where}, or an SVG under public/`,
    };
  const inPublic = src.startsWith('/');
  const path = inPublic ? join(root, 'public', src) : join(postDir, src);
  const where = inPublic
    ? 'under public/ (write it as /images/essays/name.svg)'
    : `${beside.where} (${beside.example})`;
  if (relative(root, path).startsWith('..') || !existsSync(path) || !statSync(path).isFile())
    return { problem: `is not a file ${where}` };
  if (inPublic && extname(path).toLowerCase() !== '.svg')
    return {
      problem: `is a photo under public/, which would be published as it is: move it ${beside.where} and write it as ./${basename(path)}`,
    };
  const { size, mtimeMs } = statSync(path);
  if (size > maxSourceBytes)
    return {
      problem: `is ${megabytes(size)}, over the ${megabytes(maxSourceBytes)} a source image may be: export it smaller (a phone's JPEG is 2–5 MB)`,
    };
  const relativePath = relative(root, path).split(sep).join('/');
  const facts = sourceFacts(store, relativePath, path, size, mtimeMs);
  return { found: { path, name: basename(path, extname(path)), inPublic, facts, budgetBytes }, relativePath };
}

export function findImage(sources: ImageSources, postDir: string, use: ImageUse): ImagePlan {
  const located = locateImage(sources, postDir, use.src);
  return 'problem' in located ? located : planImage(use, located.found);
}
