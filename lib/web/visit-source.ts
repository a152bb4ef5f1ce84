// Where a message or a booking came from. Nothing is stored between pages: each value is read at the moment
// the form is sent or the calendar opens.

/** Plausible reads the same (trackedUrl). */
export const campaignParameter = /^(utm_[a-z_]+|ref|source)$/;

/** As Formspree shows them to her. */
export const sourceField = {
  /** Written by the build, made the live one by a script; the others are added by a script. */
  page: 'page',
  pageTitle: 'pageTitle',
  cameFrom: 'cameFrom',
  campaign: 'campaign',
} as const;

const bare = (url: URL) => `${url.origin}${url.pathname}`;

/** Null for no referrer, another site's, or this very page (a reload). */
export function cameFrom(referrer: string | null | undefined, here: string): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    const page = new URL(here);
    if (from.origin !== page.origin || from.pathname === page.pathname) return null;
    return bare(from);
  } catch {
    return null;
  }
}

/** In the address's order, e.g. `utm_source=talk&ref=panel`; '' without any. */
export function campaignOf(href: string): string {
  const tags = new URLSearchParams();
  for (const [name, value] of new URL(href).searchParams)
    if (campaignParameter.test(name) && value) tags.append(name, value);
  return tags.toString();
}

export const pageAddress = (href: string) => bare(new URL(href));

// Kept on <html> for the document's life: a move without a load (the framework's links) leaves
// `document.referrer` as the first page's, so the trail is brought up to date whenever it is read.
export const trailAttribute = { here: 'data-here', before: 'data-came-from' } as const;

export function followTrail(doc: Document): string | null {
  const root = doc.documentElement;
  const here = pageAddress(doc.location.href);
  const last = root.getAttribute(trailAttribute.here);
  if (last !== here) {
    const before = last === null ? cameFrom(doc.referrer, here) : last;
    root.setAttribute(trailAttribute.here, here);
    if (before) root.setAttribute(trailAttribute.before, before);
    else root.removeAttribute(trailAttribute.before);
  }
  return root.getAttribute(trailAttribute.before);
}

/** An absent value is not sent at all. */
export function formSource(href: string, title: string, referrer: string | null | undefined) {
  const from = cameFrom(referrer, href);
  const campaign = campaignOf(href);
  return {
    [sourceField.page]: pageAddress(href),
    ...(title ? { [sourceField.pageTitle]: title } : {}),
    ...(from ? { [sourceField.cameFrom]: from } : {}),
    ...(campaign ? { [sourceField.campaign]: campaign } : {}),
  } as Partial<Record<(typeof sourceField)[keyof typeof sourceField], string>>;
}

/** Calendly's embed `utm` option, as its embed docs name the keys. */
export interface CalendlyUtm {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
}

/** The page the calendar is on goes as `utm_content`, the page the visitor came from as `utm_term`. */
export function calendlyUtm(href: string, referrer: string | null | undefined): CalendlyUtm {
  const url = new URL(href);
  const tag = (name: string) => url.searchParams.get(name) || undefined;
  const from = cameFrom(referrer, href);
  const utm: CalendlyUtm = {
    utmSource: tag('utm_source') ?? tag('ref'),
    utmMedium: tag('utm_medium'),
    utmCampaign: tag('utm_campaign'),
    utmContent: url.pathname,
    utmTerm: from ? new URL(from).pathname : undefined,
  };
  return Object.fromEntries(Object.entries(utm).filter(([, value]) => value)) as CalendlyUtm;
}

// Where scripts run, the subject starts with what the visitor typed in the named field; without them the
// subject in `subjectBaseAttribute` is sent as it is.
export const subjectFromAttribute = 'data-subject-from';
export const subjectBaseAttribute = 'data-subject';

export const ledSubject = (lead: string, base: string) => (lead.trim() ? `${lead.trim()}: ${base}` : base);
