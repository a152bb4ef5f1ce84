interface SiteImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The largest image above the fold: fetched early and at high priority. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A plain, sized <img>. The export serves images as they are (`images.unoptimized`), so next/image
 * would only add a client component and its JavaScript to every page that shows a picture.
 */
export function SiteImage({ src, alt, width, height, priority = false, className }: SiteImageProps) {
  return (
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
}
