// An image as the pages show it once the build has read it.

export interface ImageFile {
  src: string;
  type: 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

export interface LocalImage {
  /** An SVG as it is, or a photo's one JPEG or PNG (its fallback). */
  src: string;
  alt: string;
  /** A photo's as it is seen, after its EXIF orientation. */
  width: number;
  height: number;
  /** AVIF and WebP at each width, then the fallback. An SVG has none. */
  files?: readonly ImageFile[];
  share?: string;
}

/** Listed for the email edition. */
export interface BodyImage extends LocalImage {
  /** As the Markdown names it. */
  source: string;
  /** Its alt text is empty on purpose. */
  decorative?: boolean;
}
