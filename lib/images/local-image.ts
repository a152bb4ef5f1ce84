/**
 * An image as the pages show it once the build has read it: its size, its alt text and, for a photo,
 * the files encoded from it at each width.
 */

/** A file the build encoded from a photo, served from `/media/`. */
export interface ImageFile {
  src: string;
  type: 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** An image as the pages show it, once the build has read it. */
export interface LocalImage {
  /** Site path starting with `/`: an SVG as it is, or a photo's one JPEG or PNG (its fallback). */
  src: string;
  alt: string;
  /** The image's own size; a photo's as it is seen, after its EXIF orientation. */
  width: number;
  height: number;
  /** A photo's encoded files: AVIF and WebP at each width, then the fallback. An SVG has none. */
  files?: readonly ImageFile[];
  /** A photo's 1200×630 share image, cropped from it. */
  share?: string;
}

/** An image in a post's Markdown body, which the body's HTML shows; listed for the email edition. */
export interface BodyImage extends LocalImage {
  /** As the Markdown names it: `./photo.jpg` beside the post, or `/images/...` under `public/`. */
  source: string;
  /** Marked `![](./rule.png "decorative")`: its alt text is empty on purpose. */
  decorative?: boolean;
}
