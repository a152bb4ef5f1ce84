// Where a message or a booking came from, so the author reads it on the one record she keeps: the
// page the form was sent from, the page of this site the visitor read just before (the browser's
// referrer, same site only), and the campaign the visit arrived with (the page address's own `utm_*`
// and `ref` tags). Nothing is stored between pages: each value is read from the page being left or
// the page in hand, at the moment the form is sent or the calendar opens. docs/publishing.md,
// "Where each message came from", says where she reads them.

/** The query parameters that name a visit's campaign: Plausible reads the same (trackedUrl). */
export const campaignParameter = /^(utm_[a-z_]+|ref|source)$/;

/** The hidden fields a message form carries for its source, as Formspree shows them to her. */
export const sourceField = {
  /** The address of the page the form was sent from: written by the build, made the live one by a script. */
  page: 'page',
  /** That page's title, as the browser shows it: added by a script. */
  pageTitle: 'pageTitle',
  /** The page of this site the visitor came to it from, when the browser says: added by a script. */
  cameFrom: 'cameFrom',
  /** The campaign tags the page's own address carries: added by a script. */
  campaign: 'campaign',
} as const;

/** A page's address without its query or fragment. */
const bare = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * The page of this site the visitor came from, or null: when the browser sent no referrer, when it
 * is another site's, or when it is this very page (a reload). Its query and fragment are left out.
 */
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

/** The campaign tags of the address `href`, in its order, e.g. `utm_source=talk&ref=panel`; '' without any. */
export function campaignOf(href: string): string {
  const tags = new URLSearchParams();
  for (const [name, value] of new URL(href).searchParams)
    if (campaignParameter.test(name) && value) tags.append(name, value);
  return tags.toString();
}

/** The address of the page at `href`, as a message names it: without its query or fragment. */
export const pageAddress = (href: string) => bare(new URL(href));

/**
 * The page this document shows and the one the visitor saw before it, kept on <html> for as long
 * as the document lives: a move between pages without a load (the framework's own links) leaves
 * `document.referrer` as the first page's, so the trail is brought up to date before the visitor
 * leaves a page (a click, going back) and whenever it is read (`followTrail`).
 */
export const trailAttribute = { here: 'data-here', before: 'data-came-from' } as const;

/**
 * The page of this site the visitor saw before the one in `doc`, or null: on the first call, the
 * referrer (same site only); after a move without a load, the page the trail last showed.
 */
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

/**
 * The values a message form's source fields take as it is sent from `href`, titled `title`, having come from
 * `referrer` (a page of this site, or any referrer the browser gave): each present one by its
 * field's name; an absent one is not sent at all.
 */
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

/** Calendly's embed options for a booking's source (its `utm` option, as its embed docs name the keys). */
export interface CalendlyUtm {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
}

/**
 * The UTM values a booking carries into her Calendly account from the page at `href`: the visit's own
 * campaign when its address has one (`utm_source`, `utm_medium`, `utm_campaign`, and `ref` as the
 * source when there is no `utm_source`), the page the calendar is on as `utm_content`, and the page of
 * this site the visitor came from, when the browser says, as `utm_term`.
 */
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

/**
 * Marks the hidden subject of a form whose subject starts with what the visitor typed in the field
 * it names (the pitch form's company), where scripts run; its own value, the subject without it, is
 * kept in `subjectBaseAttribute` and sent as it is where they do not.
 */
export const subjectFromAttribute = 'data-subject-from';
export const subjectBaseAttribute = 'data-subject';

/** A subject that starts with `lead` when the visitor gave one. */
export const ledSubject = (lead: string, base: string) => (lead.trim() ? `${lead.trim()}: ${base}` : base);
