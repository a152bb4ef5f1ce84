import { askForFramework, expect, test } from './fixtures';
import { recordViolations, stubThirdParties } from './page-checks';
import { routes } from './routes';
import { joinFromHome, stubCalendly, stubKit } from './third-party-stubs';

const requiredHeaders = {
  'strict-transport-security': /^max-age=63072000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /^default-src 'none'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
};

test.describe('security headers', () => {
  // Every page of the export is checked against the header files without a browser
  // (__tests__/build/export.test.ts); here the preview server is asked for the sample.
  for (const route of routes) {
    test(`${route} is served with the full header set`, async ({ request }) => {
      for (const path of route === '/' ? [route] : [route, route.slice(0, -1)]) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const headers = response.headers();
        for (const [name, pattern] of Object.entries(requiredHeaders)) {
          expect(headers[name], `${path} ${name}`).toMatch(pattern);
        }
        expect(headers['cross-origin-opener-policy'], `${path} sends no COOP`).toBeUndefined();
        const csp = headers['content-security-policy'];
        expect(csp).not.toContain("'unsafe-inline'");
        // Objects fall back to default-src 'none'; an object-src could only widen that.
        expect(csp.split('; ')).toContain("default-src 'none'");
        expect(csp).not.toContain('object-src');
        for (const directive of [
          "base-uri 'none'",
          "form-action 'self' https://app.kit.com https://formspree.io",
          "frame-ancestors 'none'",
        ]) {
          expect(csp.split('; ')).toContain(directive);
        }
      }
    });
  }

  test('every page, the 404 page and the files get the one policy', async ({ request }) => {
    const policies = new Set<string | undefined>();
    for (const path of [...routes, '/no-such-page/', '/feed.xml', '/icon.svg'])
      policies.add((await request.get(path)).headers()['content-security-policy']);
    expect([...policies]).toHaveLength(1);
    expect([...policies][0]).toMatch(requiredHeaders['content-security-policy']);
  });

  test('static chunks are cached for a year, pages are revalidated', async ({ page, request }) => {
    await page.goto('/about/');
    await askForFramework(page);
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    expect((await request.get(script!)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request.get('/')).headers()['cache-control']).toContain('max-age=0');
  });

  test('host configuration files are not served', async ({ request }) => {
    expect((await request.get('/_headers')).status()).toBe(404);
    expect((await request.get('/vercel.json')).status()).toBe(404);
  });
});

test.describe('content security policy in the browser', () => {
  // Each route's own visit, at both viewports and in both themes, records violations in
  // every-route.spec.ts.
  test('client-side navigation across the site raises no violation', async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    await page.setViewportSize({ width: 1280, height: 900 });
    const violations = await recordViolations(page);
    await page.goto('/essays/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const name of ['Research', 'About & Collaborate', 'Tomorrow Letter', 'Home']) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(nav.locator('[aria-current="page"]')).toHaveText(name);
    }
    expect(await violations()).toEqual([]);
  });

  test('a policy missing one of the page’s hashes blocks that script', async ({ page }) => {
    await page.route('**/essays/', async (route) => {
      const response = await route.fetch();
      const csp = response.headers()['content-security-policy'];
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
      const hashes = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
      expect(hashes.length).toBeGreaterThan(0);
      const tampered = csp.replace(scriptSrc, scriptSrc.replace(` ${hashes.at(-1)}`, ''));
      expect(tampered).not.toBe(csp);
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': tampered },
      });
    });
    const violations = await recordViolations(page);
    // 'commit': the blocked script may be one hydration needs.
    await page.goto('/essays/', { waitUntil: 'commit' });
    await page.waitForLoadState('networkidle');
    const seen = await violations();
    expect(seen.some((entry) => entry.startsWith('script-src'))).toBe(true);
  });

  test('the newsletter signup reaches Kit with no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    const requests = await stubKit(page);
    await joinFromHome(page);
    expect(requests).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  test('the Calendly widget loads its script and frame with no violation, also after client navigation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await stubCalendly(page);
    await page.goto('/about/');
    const frame = page.locator('.calendly-inline-widget iframe');
    await expect(frame).toHaveCount(1);
    await expect(page.frameLocator('.calendly-inline-widget iframe').getByText('Pick a time')).toBeVisible();

    await page.goto('/essays/');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'About & Collaborate' })
      .click();
    await expect(page.frameLocator('.calendly-inline-widget iframe').getByText('Pick a time')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
