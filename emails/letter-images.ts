import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent } from 'hast';
import { imageSize } from 'image-size';

interface ImageContext {
  /** The project's folder; a site-relative image is read from its public/. */
  root: string;
  /** The site's address, which makes a site-relative source absolute. */
  siteUrl: string;
  /** The widest an image is set in the email's column. */
  maxWidth: number;
  /** The letter's file, named in the one line that says what is wrong with an image. */
  file: string;
}

function numberOf(value: unknown): number | undefined {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

/** The image's size as written, or else as read from its file under public/. */
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

/**
 * An image of the body as an email shows it: an absolute source, its alt text, and a width and
 * height no wider than the column (Outlook for Windows sizes it by those alone). A `<picture>` is
 * reduced to its `<img>`, and `srcset` dropped: most email clients read neither.
 */
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

/** Every image in `children`, made ready for email; `<source>` elements are left out. */
export function emailImages(children: ElementContent[], context: ImageContext): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    if (child.tagName === 'source') return [];
    if (child.tagName === 'img') return [emailImage(child, context)];
    const inner = emailImages(child.children, context);
    // A <picture> is only its <img> in an email.
    if (child.tagName === 'picture') return inner;
    return [{ ...child, children: inner }];
  });
}
