import { SiteImage } from '@/components/site-image';
import type { MediaLogo } from '@/content/types';
import { logoImageSize } from '@/content/home';

/** Media and portfolio wordmarks, each opening its site in a new tab. */
export function LogoGrid({ logos }: { logos: readonly MediaLogo[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {logos.map((logo) => (
        <li key={logo.id}>
          <a
            href={logo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-full items-center justify-center rounded-xl border border-line bg-logo p-4 hover:border-plum-700"
          >
            <SiteImage
              image={{ src: logo.logoImage, alt: logo.name, ...logoImageSize }}
              className="h-auto w-full max-w-48"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
