import type { LocalImage } from '@/content/types';
import { imageSlots, sizesFor, srcsetOf, type ImageSlotName } from '@/lib/image-slots';

interface SiteImageProps {
  image: LocalImage;
  /** Where the page shows a photo: the `sizes` the browser picks its file by (lib/image-slots.ts). */
  slot?: ImageSlotName;
  /** The largest image above the fold: fetched early and at high priority. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
}

const formats = ['image/avif', 'image/webp'] as const;

/**
 * A sized image. An SVG is a plain <img>; a photo is a <picture> of the AVIF and WebP files made from
 * it at build time (scripts/encode-images.ts), with its JPEG or PNG as the <img>. The export serves files
 * as they are (`images.unoptimized`), so next/image would only add a client component and its
 * JavaScript to every page that shows a picture.
 */
export function SiteImage({ image, slot, priority = false, className }: SiteImageProps) {
  const { src, alt, width, height, files } = image;
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to optimise here
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!files) return img;
  if (!slot) throw new Error(`${src}: a photo needs the slot it is shown in, for its sizes`);
  const sizes = sizesFor(imageSlots[slot]);
  return (
    // `contents`: the <img> keeps its place in the layout, as an SVG's does.
    <picture className="contents">
      {formats.map((type) => (
        <source key={type} type={type} srcSet={srcsetOf(files, type)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
