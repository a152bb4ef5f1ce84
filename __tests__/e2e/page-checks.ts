import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Records console errors, hydration warnings and uncaught exceptions from the moment it is called. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(text))) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * These machines have no internet, so a third-party request (Calendly's widget.js on /about) would fail
 * with a net:: error that Chromium logs as a console error: a fact about the machine, not the page.
 * Every request to another host gets an empty 200 instead, so the checks see the page's own behaviour
 * (for Calendly, the fallback link it shows when the script defines no widget).
 */
export async function stubThirdParties(page: Page, baseURL: string) {
  const { host } = new URL(baseURL);
  await page.route(
    (url) => url.host !== host,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/plain',
        body: '',
      }),
  );
}

/** After a change of viewport or scheme: the next frame is laid out and its transitions have ended. */
export async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished),
          ).then(() => resolve()),
        ),
      ),
  );
}

/** The WCAG rules that read colours alone: all a change of colour scheme can change (light-dark()). */
export const colourRules = axe
  .getRules(['cat.color'])
  .map((rule) => rule.ruleId)
  .filter((id) => axe.getRules(wcagTags).some((rule) => rule.ruleId === id));

/**
 * Axe's WCAG rules on the page, or `rules` alone. Run in the page's own frame: the builder's default
 * finishes each run in a page it opens, twice the time for the same results on pages with no frames.
 */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(wcagTags)).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

// Shared by the tests of one worker, so each URL is fetched once however many pages link to it.
const statusCache = new Map<string, Promise<{ status: number; type: string }>>();

function fetchStatus(page: Page, url: string) {
  let pending = statusCache.get(url);
  if (!pending) {
    pending = page.request
      .get(url, { maxRedirects: 0 })
      .then((response) => ({ status: response.status(), type: response.headers()['content-type'] ?? '' }));
    statusCache.set(url, pending);
  }
  return pending;
}

/** Every same-origin link and every image on the page answers 200; same-page anchors have a target. */
export async function expectLinksAndImagesResolve(page: Page) {
  const origin = new URL(page.url()).origin;
  const found = await page.evaluate(() => {
    const links = Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href);
    const images = Array.from(document.querySelectorAll('img'), (img) => img.currentSrc || img.src);
    const sources = Array.from(document.querySelectorAll('img[srcset], source[srcset]'), (el) =>
      (el.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0]),
    ).flat();
    const anchors = Array.from(document.querySelectorAll('a[href^="#"]'), (a) =>
      a.getAttribute('href')!.slice(1),
    );
    const missingAnchors = anchors.filter((id) => id && !document.getElementById(decodeURIComponent(id)));
    return {
      links,
      images: [...images, ...sources.map((src) => new URL(src, location.href).href)],
      missingAnchors,
    };
  });

  expect(found.missingAnchors, 'same-page anchors without a target').toEqual([]);

  const internalLinks = [
    ...new Set(
      found.links
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => `${url.origin}${url.pathname}${url.search}`),
    ),
  ];
  const failures: string[] = [];
  for (const url of internalLinks) {
    const { status } = await fetchStatus(page, url);
    if (status !== 200) failures.push(`link ${url} -> ${status}`);
  }
  for (const url of new Set(found.images.filter(Boolean))) {
    const { status, type } = await fetchStatus(page, url);
    if (status !== 200 || !type.startsWith('image/')) failures.push(`image ${url} -> ${status} ${type}`);
  }
  expect(failures).toEqual([]);
}

/** Collects the page's Content-Security-Policy violations from its first script on. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
