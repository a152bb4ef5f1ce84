import { expect, type Page, type Request } from '@playwright/test';
import * as messages from '@/lib/site/messages';
import { calendlyScriptSrc } from '@/lib/web/calendly';
import { kitFormOrigin } from '@/lib/web/kit';
import { configDefaults, plausibleEventsEndpoint } from '@/lib/site/site-config';
import { testBuildEnv } from '../fixtures/test-build-env';

// Kit, Formspree, Plausible and Calendly stand-ins for the browser tests: the machines running them have no
// internet, and the tests must see exactly what the site sends.

/** Stubs Kit: records each request and answers with `status` once `release` resolves. */
export async function stubKit(page: Page, status = 200, release: Promise<void> = Promise.resolve()) {
  const requests: Request[] = [];
  await page.route('https://api.convertkit.com/**', async (route) => {
    requests.push(route.request());
    await release;
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: status === 200 ? '{"subscription":{"state":"inactive"}}' : '{"error":"Not Found"}',
    });
  });
  return requests;
}

export const calendlyWidgetScript = calendlyScriptSrc;

/** The booking page the tests' build embeds: the placeholder, since the tests build without a .env. */
export const bookingUrl = configDefaults.calendlyUrl;

/**
 * Stands in for Calendly's widget.js: defines window.Calendly and, like the real script, fills every
 * inline container not yet marked as processed with an iframe of its `data-url`; and, for
 * `initInlineWidget`, one of the `url` option with the `utm` option's values (its embed docs' keys,
 * utmSource, utmMedium, utmCampaign, utmContent, utmTerm) as the booking page's UTM parameters.
 */
const fakeWidgetJs = `
(function () {
  var utmNames = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign', utmContent: 'utm_content', utmTerm: 'utm_term' };
  function inject(parent, url, utm) {
    var src = new URL(url);
    src.searchParams.set('embed_type', 'Inline');
    Object.keys(utm || {}).forEach(function (key) {
      if (utmNames[key]) src.searchParams.set(utmNames[key], utm[key]);
    });
    var iframe = document.createElement('iframe');
    iframe.title = 'Select a Date & Time - Calendly';
    iframe.src = src.href;
    iframe.style.width = '100%';
    iframe.style.height = '100%';
    parent.appendChild(iframe);
  }
  window.Calendly = {
    initInlineWidget: function (options) { inject(options.parentElement, options.url, options.utm); },
  };
  document.querySelectorAll('.calendly-inline-widget').forEach(function (el) {
    if (!el.getAttribute('data-processed')) {
      el.setAttribute('data-processed', 'true');
      inject(el, el.getAttribute('data-url'));
    }
  });
})();
`;

export async function stubCalendly(page: Page) {
  let requests = 0;
  await page.route(calendlyWidgetScript, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeWidgetJs });
  });
  // The booking page the widget frames.
  await page.route(`${new URL(bookingUrl).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Booking</title><p>Pick a time</p>',
    }),
  );
  return () => requests;
}

/** The fields of a form's body: a browser's own post (URL-encoded) or a script's FormData (multipart). */
export async function formFields(contentType: string, body: Buffer): Promise<Record<string, string>> {
  const fields = contentType.startsWith('multipart/form-data')
    ? await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData()
    : new URLSearchParams(body.toString());
  return Object.fromEntries([...fields].map(([name, value]) => [name, String(value)]));
}

/** The fields a form sent, as the request Playwright saw. */
export const sentFields = (request: Request) =>
  formFields(request.headers()['content-type'] ?? '', request.postDataBuffer() ?? Buffer.alloc(0));

/**
 * Joins the letter from Home's form (at `path`, Home with a query perhaps) and waits for its
 * confirmation; the caller has Kit take the address (stubKit).
 */
export async function joinFromHome(page: Page, address = 'reader@example.ca', path = '/') {
  await page.goto(path);
  const region = page.getByRole('region', { name: 'The Tomorrow Letter' });
  await region.getByRole('textbox', { name: 'Email address' }).fill(address);
  await region.getByRole('button', { name: 'Join' }).click();
  await expect(region.getByRole('status')).toHaveText(messages.signup.homeSuccess);
  return region;
}

/** The test build's Formspree form (testBuildEnv in __tests__/fixtures/test-build-env.ts). */
export const formspreeEndpoint = testBuildEnv.NEXT_PUBLIC_FORMS_ENDPOINT;

/**
 * How the Formspree stand-in answers, as Formspree documents it: a scripted submission (one that asks
 * for JSON) gets JSON, `took` the message or `refused` it with its validation errors (status 400),
 * `down` a 502 page, `silent` nothing at all; a browser's own post is sent on to its `_next` page, as
 * Formspree's custom redirect does, here on the test server (the build's own site address is a
 * placeholder).
 */
export type FormspreeAnswer = 'took' | 'refused' | 'down' | 'silent';

export async function stubFormspree(page: Page, answer: FormspreeAnswer = 'took') {
  const requests: Request[] = [];
  await page.route(`${formspreeEndpoint}**`, async (route) => {
    const request = route.request();
    requests.push(request);
    if (answer === 'silent') return;
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (!(request.headers().accept ?? '').includes('application/json')) {
      const next = new URL((await sentFields(request))._next);
      const here = new URL(request.headers().referer ?? page.url());
      return route.fulfill({ status: 302, headers: { Location: `${here.origin}${next.pathname}` } });
    }
    if (answer === 'down')
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        headers: cors,
        body: '<h1>Bad gateway</h1>',
      });
    if (answer === 'refused')
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: cors,
        body: JSON.stringify({
          error: 'Validation errors',
          errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }],
        }),
      });
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: cors,
      body: JSON.stringify({ next: 'https://formspree.io/thanks', ok: true }),
    });
  });
  return requests;
}

/** Stands in for Kit's form endpoint, where a signup without scripts posts: records each, answers with a page. */
export async function stubKitForm(page: Page) {
  const requests: Request[] = [];
  await page.route(`${kitFormOrigin}/forms/**`, (route) => {
    requests.push(route.request());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Kit</title><p>Check your email to confirm your subscription.</p>',
    });
  });
  return requests;
}

/** An event as the tracker sends it to Plausible (its events API's short field names). */
export interface PlausibleEvent {
  /** The event's name: `pageview`, `engagement` (Plausible's own time on page), or one of the site's. */
  n: string;
  /** The page's address. */
  u: string;
  /** The site's domain in Plausible. */
  d: string;
  /** The referrer. */
  r: string | null;
  /** The event's properties. */
  p?: Record<string, string>;
  /** The body as sent, to look for anything that must never be in it. */
  body: string;
}

/**
 * Stands in for Plausible's events API (the test build sends there, testBuildEnv): records each
 * event and answers as Plausible documents, 202 Accepted.
 */
export async function stubPlausible(page: Page) {
  const events: PlausibleEvent[] = [];
  await page.route(plausibleEventsEndpoint, (route) => {
    const body = route.request().postData() ?? '';
    events.push({ ...JSON.parse(body), body });
    return route.fulfill({
      status: 202,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{}',
    });
  });
  return events;
}
