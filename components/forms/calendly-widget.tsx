import { calendlyContainerClass, calendlyFallbackAttribute } from '@/lib/web/calendly';
import { siteConfig } from '@/lib/site/site-config';
import { searchIgnored } from '@/lib/page/site-search';

// The container's contents are Calendly's (runCalendlyWidgets): empty inner HTML keeps React from comparing
// or replacing what the widget put there, on hydration or after.
export function CalendlyWidget({ url = siteConfig.calendlyUrl }: { url?: string }) {
  // Calendly needs 320 px: below 352 px the widget reaches the screen's edges rather than widen the page.
  // A class, not Calendly's usual style attribute, which no page's policy allows.
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
