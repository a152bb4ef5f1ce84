import { SiteImage } from '@/components/site/site-image';
import type { LocalImage } from '@/lib/images/local-image';

/** Her portrait on About, in a circle: 128 px across on a phone, 192 px from md (`imageSlots.portrait`). */
export function Portrait({ image }: { image: LocalImage }) {
  return (
    <SiteImage
      image={image}
      slot="portrait"
      priority
      className="size-32 shrink-0 rounded-full object-cover md:size-48"
    />
  );
}
