'use client';

import { useEffect, useRef, useState } from 'react';
import { calendlyScriptSrc } from '@/lib/calendly';
import { calendlyUtm, followTrail, type CalendlyUtm } from '@/lib/visit-source';
import { siteConfig } from '@/lib/site-config';
import { island } from '@/components/island';
import { searchIgnored } from '@/lib/search';

interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement; utm?: CalendlyUtm }): void;
}

declare global {
  interface Window {
    Calendly?: CalendlyApi;
  }
}

interface CalendlyWidgetProps {
  /** The booking page to embed. */
  url?: string;
}

/**
 * Calendly's inline embed, with its script loaded only while the widget is on screen. It passes the
 * booking's source as the embed's `utm` option (lib/visit-source.ts): the page, the page of this site
 * the visitor came from, and the visit's campaign, which Calendly keeps with the booking.
 */
function CalendlyWidgetIsland({ url = siteConfig.calendlyUrl }: CalendlyWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    let script: HTMLScriptElement | null = null;
    let showingFallback = false;

    function initialise(calendly: CalendlyApi) {
      calendly.initInlineWidget({
        url,
        parentElement: parent!,
        utm: calendlyUtm(window.location.href, followTrail(document)),
      });
    }

    function showFallback() {
      showingFallback = true;
      parent!.replaceChildren();
      setFailed(true);
    }

    // Deferred so StrictMode's mount, unmount, mount in development inserts the script only once.
    const timer = window.setTimeout(() => {
      // Calendly's auto-loader skips containers marked as processed: the widget is started here, with
      // its source, and a re-run script adds no second one.
      parent.setAttribute('data-processed', 'true');
      // widget.js stays in memory after its element is removed: on a return visit, initialise directly.
      const loadedEarlier = window.Calendly;
      if (loadedEarlier) initialise(loadedEarlier);

      script = document.createElement('script');
      script.src = calendlyScriptSrc;
      script.async = true;
      script.onload = () => {
        if (parent.childElementCount > 0) return;
        if (window.Calendly) initialise(window.Calendly);
        else showFallback();
      };
      script.onerror = () => {
        if (!loadedEarlier) showFallback();
      };
      document.body.appendChild(script);
    }, 0);

    return () => {
      window.clearTimeout(timer);
      if (script) {
        script.onload = null;
        script.onerror = null;
        script.remove();
      }
      // The widget's iframe is not React's: take it out so a later visit starts from an empty container.
      if (!showingFallback) parent.replaceChildren();
      parent.removeAttribute('data-processed');
    };
  }, [url]);

  // Calendly needs 320 px; below 352 px the page's 16 px gutters would leave less, so there the
  // widget reaches the screen's edges instead of pushing the page wider than the screen.
  return (
    <div
      ref={container}
      className="calendly-inline-widget overflow-hidden rounded-2xl border border-line bg-white max-[22rem]:-mx-4 max-[22rem]:rounded-none max-[22rem]:border-x-0"
      data-url={url}
      {...searchIgnored}
      style={{ minWidth: '320px', height: '700px' }}
    >
      {failed ? (
        <p className="p-6 text-base leading-7 text-muted">
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
      ) : null}
    </div>
  );
}

export const CalendlyWidget = island(CalendlyWidgetIsland, { file: 'calendly-widget' });
