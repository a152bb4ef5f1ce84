import { calendlyContainerClass, calendlyFallbackAttribute } from '@/lib/web/calendly';
import { siteConfig } from '@/lib/site/site-config';
import { searchIgnored } from '@/lib/page/search';

/**
 * Calendly's inline embed: the container the after-paint script starts the widget in
 * (runCalendlyWidgets), and the plain link it shows there when the widget cannot load,
 * hidden until then. The container's contents are Calendly's: React renders it with empty inner
 * HTML, so it never compares or replaces what the widget put there, on hydration or after.
 */
export function CalendlyWidget({ url = siteConfig.calendlyUrl }: { url?: string }) {
  // Calendly needs 320 px; below 352 px the page's 16 px gutters would leave less, so there the
  // widget reaches the screen's edges instead of pushing the page wider than the screen. Its size
  // is a class, not Calendly's usual style attribute, so no page's policy allows style attributes.
  return (
    <>
      <div
        className={`${calendlyContainerClass} h-[700px] min-w-[320px] overflow-hidden rounded-2xl border border-line bg-white max-[22rem]:-mx-4 max-[22rem]:rounded-none max-[22rem]:border-x-0`}
        data-url={url}
        {...searchIgnored}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <p
        hidden
        {...{ [calendlyFallbackAttribute]: '' }}
        {...searchIgnored}
        className="p-6 text-base leading-7 text-muted"
      >
        The booking calendar could not load here.{' '}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-800"
        >
          Book a 15-minute call on Calendly
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}
