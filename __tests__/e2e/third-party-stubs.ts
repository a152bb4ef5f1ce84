import type { Page, Request } from '@playwright/test';
import { configDefaults } from '@/lib/site-config';

// Kit and Calendly stand-ins for the browser tests: the machines running them have no internet,
// and the tests must see exactly what the site sends.

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

export const calendlyWidgetScript = 'https://assets.calendly.com/assets/external/widget.js';

/** The booking page the tests' build embeds: the placeholder, since the tests build without a .env. */
export const bookingUrl = configDefaults.calendlyUrl;

/**
 * Stands in for Calendly's widget.js: defines window.Calendly and, like the real script, fills every
 * inline container not yet marked as processed with an iframe.
 */
const fakeWidgetJs = `
(function () {
  function inject(parent) {
    var iframe = document.createElement('iframe');
    iframe.title = 'Select a Date & Time - Calendly';
    iframe.src = parent.getAttribute('data-url') + '?embed_type=Inline';
    iframe.style.width = '100%';
    iframe.style.height = '100%';
    parent.appendChild(iframe);
  }
  window.Calendly = { initInlineWidget: function (options) { inject(options.parentElement); } };
  document.querySelectorAll('.calendly-inline-widget').forEach(function (el) {
    if (!el.getAttribute('data-processed')) {
      el.setAttribute('data-processed', 'true');
      inject(el);
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
