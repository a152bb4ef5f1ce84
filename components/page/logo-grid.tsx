import { SiteImage } from '@/components/site/site-image';
import type { MediaLogo } from '@/lib/site/site-content';
import { onExample } from '@/lib/site/placeholder-addresses';

/** Whatever the shape of the picture she uploads: it is fitted whole inside. */
const logoSlot = { width: 240, height: 80 } as const;

const tile = 'flex h-full items-center justify-center rounded-xl border border-line bg-logo p-4';

/** A publishing build of the template's untouched sample links none of its placeholder addresses. */
export function LogoGrid({ logos }: { logos: readonly MediaLogo[] }) {
  const publishing = process.env.SITE_STRICT === '1';
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
      {logos.map((logo) => {
        const picture = (
          <SiteImage
            image={{ ...logo.logoImage, ...logoSlot }}
            slot="logo"
            className="aspect-3/1 h-auto w-full max-w-48 object-contain"
          />
        );
        return (
          <li key={logo.url}>
            {publishing && onExample(logo.url) ? (
              <div className={tile}>{picture}</div>
            ) : (
              <a
                href={logo.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${tile} hover:border-plum-700`}
              >
                {picture}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
