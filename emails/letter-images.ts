import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent } from 'hast';
import { imageSize } from 'image-size';

interface ImageContext {
  /** A site-relative image is read from its public/. */
  root: string;
  siteUrl: string;
  maxWidth: number;
  /** Named in the one line that says what is wrong with an image. */
  file: string;
}

function numberOf(value: unknown): number | undefined {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

function sizeOf(src: string, element: Element, { root, file }: ImageContext) {
  const width = numberOf(element.properties.width);
  const height = numberOf(element.properties.height);
  if (width && height) return { width, height };
  const path = join(root, 'public', src);
  const problem = `${file}: image "${src}" is not an image file under public/ whose size can be read`;
  if (!src.startsWith('/') || !existsSync(path) || !statSync(path).isFile()) throw new Error(problem);
  try {
    const size = imageSize(readFileSync(path));
    if (size.width && size.height) return { width: size.width, height: size.height };
  } catch {
    // Falls through to the same answer as a missing file.
  }
  throw new Error(problem);
}

// Width and height no wider than the column, since Outlook for Windows sizes an image by those alone;
// `srcset` dropped and a `<picture>` reduced to its `<img>`: most email clients read neither.
export function emailImage(element: Element, context: ImageContext): Element {
  const src = String(element.properties.src ?? '');
  const { width, height } = sizeOf(src, element, context);
  const shown = Math.min(width, context.maxWidth);
  return {
    type: 'element',
    tagName: 'img',
    properties: {
      src: src.startsWith('/') ? `${context.siteUrl}${src}` : src,
      alt: String(element.properties.alt ?? ''),
      width: shown,
      height: Math.round((height * shown) / width),
    },
    children: [],
  };
}

export function emailImages(children: ElementContent[], context: ImageContext): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    if (child.tagName === 'source') return [];
    if (child.tagName === 'img') return [emailImage(child, context)];
    const inner = emailImages(child.children, context);
    if (child.tagName === 'picture') return inner;
    return [{ ...child, children: inner }];
  });
}
