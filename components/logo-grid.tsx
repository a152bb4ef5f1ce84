import { SiteImage } from '@/components/site-image';
import type { MediaLogo } from '@/lib/site/site-content';

/**
 * Every logo's slot, whatever the shape of the picture she uploads: its `width` and `height`, which
 * reserve the space before it loads, and its shape, inside which the picture is fitted whole.
 */
const logoSlot = { width: 240, height: 80 } as const;

/** Media and portfolio logos, each opening its site in a new tab. */
export function LogoGrid({ logos }: { logos: readonly MediaLogo[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {logos.map((logo) => (
        <li key={logo.url}>
          <a
            href={logo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-full items-center justify-center rounded-xl border border-line bg-logo p-4 hover:border-plum-700"
          >
            <SiteImage
              image={{ ...logo.logoImage, ...logoSlot }}
              slot="logo"
              className="aspect-3/1 h-auto w-full max-w-48 object-contain"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
