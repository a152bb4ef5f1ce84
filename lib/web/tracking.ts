// Plausible counts page views and one event for each inbound, without cookies, anything kept on the
// visitor's device, or anything a visitor typed (docs/publishing.md, "What your writing brings").

import { campaignParameter } from '@/lib/web/visit-source';

/** Each created in Plausible as a goal of the same name. */
export const inboundEvents = {
  signup: 'Signup',
  contact: 'Contact',
  researchRequest: 'Research request',
  pitch: 'Pitch',
  briefDownload: 'Brief download',
  outbound: 'Outbound',
  booking: 'Booking',
  search: 'Search',
  share: 'Share',
} as const;

export type InboundEvent = (typeof inboundEvents)[keyof typeof inboundEvents];

export interface AnalyticsSettings {
  domain: string;
  endpoint: string;
  /** The only origin whose messages can report a booking. */
  bookingOrigin: string;
  /** Its two signups are told apart. */
  letterPath: string;
  /** The start of an essay's or a brief's address, and what a signup at its end is counted as. */
  endOfPiece: Record<string, string>;
}

type SignupPlaces = Pick<AnalyticsSettings, 'letterPath' | 'endOfPiece'>;

// Of the query only the source parameters, so a search query or anything else a link put there never
// reaches Plausible.
export function trackedUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  for (const name of [...new Set(url.searchParams.keys())])
    if (!campaignParameter.test(name)) url.searchParams.delete(name);
  return url.href;
}

export function trackedReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** `window.doNotTrack` is older Safari's. Such a visitor sends nothing. */
export function asksNotToTrack(nav: PrivacySignals, win: PrivacySignals = {}): boolean {
  return (
    nav.globalPrivacyControl === true ||
    [nav.doNotTrack, win.doNotTrack].some((value) => value === '1' || value === 'yes')
  );
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** `index` is the form's place among the page's signups. */
export function signupPlace(path: string, settings: SignupPlaces, index: number): string {
  if (withSlash(path) === '/') return 'Home';
  if (withSlash(path) === withSlash(settings.letterPath))
    return index === 0 ? 'Letter page hero' : 'Letter page closing form';
  for (const [prefix, place] of Object.entries(settings.endOfPiece))
    if (path.startsWith(prefix)) return place;
  return 'Letter issue';
}

/** Null for any link but a PDF. */
export function downloadName(pathname: string): string | null {
  const match = /\/([^/]+)\.pdf$/i.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Calendly's embed event when an invitee has booked. */
export const bookingMessage = 'calendly.event_scheduled';
