import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LocalImage } from '@/lib/images/local-image';
import { cleanSvg, inlineSvgMaxGzBytes } from '@/lib/images/inline-svg';

const read = new Map<string, string | undefined>();

/**
 * The text of an essay's SVG illustration when it can be drawn in a page's first screen
 * (cleanSvg): safe to draw there and, cleaned, within inlineSvgMaxGzBytes gzipped.
 * Undefined for a photo, or an SVG that stays an image. Read once per build from the site's files.
 */
export function drawnIllustration(image: LocalImage, publicDir = join(process.cwd(), 'public')) {
  if (image.files) return undefined;
  const file = join(publicDir, image.src);
  if (!read.has(file)) {
    let text: string | undefined;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = undefined;
    }
    const cleaned = text === undefined ? null : cleanSvg(text, '');
    const fits = cleaned && gzipSync(cleaned.contents).length <= inlineSvgMaxGzBytes;
    read.set(file, fits ? text : undefined);
  }
  return read.get(file);
}
