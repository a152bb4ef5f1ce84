// What the author learns from the site (docs/publishing.md, "What your writing brings"): Plausible
// counts page views and one event for each inbound, without cookies, without anything kept on the
// visitor's device, and without anything a visitor typed. These are the rules; the browser side is
// the analytics script, which `npm run browser` puts in the after-paint file only in a build
// configured for it.

import { campaignParameter } from '@/lib/web/visit-source';

/** The events the author reads in Plausible, each created there as a goal of the same name. */
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

/** What the browser side is built with: where events go, and what it needs to name them. */
export interface AnalyticsSettings {
  /** The site's domain as registered in Plausible. */
  domain: string;
  /** Plausible's events endpoint, or a self-hosted instance's, or a proxy's. */
  endpoint: string;
  /** The booking widget's origin, the only one whose messages can report a booking. */
  bookingOrigin: string;
  /** The Tomorrow Letter's own page, whose two signups are told apart. */
  letterPath: string;
  /** The start of an essay's or a brief's address, and what a signup at its end is counted as. */
  endOfPiece: Record<string, string>;
}

type SignupPlaces = Pick<AnalyticsSettings, 'letterPath' | 'endOfPiece'>;

/**
 * A page's address as an event may carry it: no fragment, and of its query only the source
 * parameters (the query parameters Plausible reads a visit's source from), so a search query or anything else a link put there never reaches Plausible.
 */
export function trackedUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  for (const name of [...new Set(url.searchParams.keys())])
    if (!campaignParameter.test(name)) url.searchParams.delete(name);
  return url.href;
}

/** The page a visitor came from, without its query or fragment; null when the browser sent none. */
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

/**
 * Whether the visitor's browser asks not to be tracked: Global Privacy Control, or Do Not Track
 * (`navigator.doNotTrack`, or `window.doNotTrack` in older Safari). Such a visitor sends nothing.
 */
export function asksNotToTrack(nav: PrivacySignals, win: PrivacySignals = {}): boolean {
  return (
    nav.globalPrivacyControl === true ||
    [nav.doNotTrack, win.doNotTrack].some((value) => value === '1' || value === 'yes')
  );
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Where a signup was made, from the page and the form's place among the page's signups: Home, the
 * letter page's hero or its closing form, the form that closes each issue, or the one after each
 * essay or brief (their pages' addresses in `settings.endOfPiece`).
 */
export function signupPlace(path: string, settings: SignupPlaces, index: number): string {
  if (withSlash(path) === '/') return 'Home';
  if (withSlash(path) === withSlash(settings.letterPath))
    return index === 0 ? 'Letter page hero' : 'Letter page closing form';
  for (const [prefix, place] of Object.entries(settings.endOfPiece))
    if (path.startsWith(prefix)) return place;
  return 'Letter issue';
}

/** A download's name from its address: the file's name without `.pdf`, or null for any other link. */
export function downloadName(pathname: string): string | null {
  const match = /\/([^/]+)\.pdf$/i.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Calendly's message to the page embedding it when an invitee has booked (its embed events). */
export const bookingMessage = 'calendly.event_scheduled';
