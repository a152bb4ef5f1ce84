// The analytics part of the after-paint file, only in a build configured for Plausible (analyticsSettings).
// Nothing is sent before the page is shown and painted; no event carries a query but a visit's source.
import { init, track } from '@plausible-analytics/tracker';
import { asksNotToTrack, trackedReferrer, trackedUrl, type AnalyticsSettings } from '@/lib/web/tracking';
import { afterPaint, countInbound, whenShown } from './analytics-events';
import { whenParsed } from './parsed';

declare const ANALYTICS: AnalyticsSettings;

whenParsed(document, () => {
  if (asksNotToTrack(navigator, window as Window & { doNotTrack?: string })) return;
  whenShown(document, () =>
    afterPaint(window, () => {
      init({
        domain: ANALYTICS.domain,
        endpoint: ANALYTICS.endpoint,
        logging: false,
        transformRequest: (payload) => ({
          ...payload,
          u: trackedUrl(payload.u),
          r: trackedReferrer(payload.r),
        }),
      });
      countInbound(document, ANALYTICS, (name, props) => track(name, { props }));
    }),
  );
});
