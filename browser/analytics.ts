// The analytics part of the after-paint file, there only in a build configured for Plausible
// (`npm run browser` defines ANALYTICS from analyticsSettings): page views, the site's own
// navigation included, and each inbound (countInbound), through Plausible's own tracker. A visitor
// whose browser asks not to be tracked sends nothing; a prerendered page nothing until it is shown,
// and no page anything before its first paint; no event carries a query but a visit's source
// (trackedUrl).
import { init, track } from '@plausible-analytics/tracker';
import { asksNotToTrack, trackedReferrer, trackedUrl, type AnalyticsSettings } from '@/lib/web/analytics';
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
