import { useId } from 'react';
import type { LocalImage } from '@/lib/images/local-image';
import { imageSlots, sizesFor, srcsetOf, type ImageSlotName } from '@/lib/images/image-slots';
import { cleanSvg } from '@/lib/images/inline-svg';
import { postBody } from '@/lib/posts/post-body';
import { searchNamed } from '@/lib/page/site-search';

interface SiteImageProps {
  image: LocalImage;
  slot?: ImageSlotName;
  /** The largest image above the fold; everything else loads lazily. */
  priority?: boolean;
  /** An SVG's own text for a first screen (drawnIllustration): drawn in the page, it paints with the text. */
  drawing?: string;
  className?: string;
}

const formats = ['image/avif', 'image/webp'] as const;

// The export serves files as they are (`images.unoptimized`), so next/image would only add a client
// component and its JavaScript to every page with a picture; photos get their files at build time.
export function SiteImage({ image, slot, priority = false, drawing: text, className }: SiteImageProps) {
  const { src, alt, width, height, files } = image;
  const idPrefix = useId().replace(/[^\w-]/g, '');
  const drawing = text && !files ? cleanSvg(text, `${idPrefix}-`) : null;
  if (drawing)
    return (
      <svg
        viewBox={drawing.viewBox}
        // Like an image's object-fit: cover, in a box of another shape.
        preserveAspectRatio={drawing.preserveAspectRatio ?? 'xMidYMid slice'}
        width={width}
        height={height}
        {...(alt ? { role: 'img', 'aria-label': alt, ...searchNamed } : { 'aria-hidden': true })}
        // Her picture, like her words, is not what the template adds: budgets count it empty.
        {...postBody}
        className={className}
        dangerouslySetInnerHTML={{ __html: drawing.contents }}
      />
    );
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
