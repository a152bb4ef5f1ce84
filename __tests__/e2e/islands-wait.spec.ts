import { backupNotes } from '@/lib/demo/backup-notes';
import { simulateScheduling } from '@/lib/demo/backup-scheduling';
import { routerAttribute } from '@/lib/web/speculation-rules';
import { chunkRequests, expect, isHydrated, test, visitorToday, waitForHydration } from './fixtures';
import { stubThirdParties, watchConsole } from './page-checks';
import { calendlyWidgetScript, stubCalendly } from './third-party-stubs';

// Home, About, the demo, For founders and search load no framework until the visitor asks for it (uses a
// form): what SPEC fixes on them works from the page, the head script and the
// after-paint script (docs/architecture.md, "Which pages load the framework").

for (const path of ['/', '/about/', '/backup-demo/', '/founders/', '/search/'])
  test(`${path} loads no framework while the visitor only reads`, async ({ page, baseURL }) => {
    await stubThirdParties(page, baseURL!);
    const problems = watchConsole(page);
    const requests = chunkRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(requests, 'no chunk of the framework').toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    expect(problems).toEqual([]);
  });

test('the demo shows today before any framework, starts it when the form is first touched, and answers Simulate', async ({
  page,
}) => {
  const requests = chunkRequests(page);
  await page.goto('/backup-demo/');
  const date = page.getByLabel('Date');
  await expect(date).toHaveValue(await visitorToday(page));
  expect(requests).toEqual([]);

  await date.focus();
  await expect.poll(() => requests.length, 'focusing the form asks for the framework').toBeGreaterThan(0);
  await waitForHydration(page);
  await date.fill('2025-06-15');
  await page.getByRole('button', { name: 'Simulate Scheduling' }).click();
  await expect(page.getByRole('status')).toHaveText(simulateScheduling(backupNotes, '2025-06-15').message);
});

test('About shown in place by the router, once its form has loaded the framework, keeps one widget and one script over three visits', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await stubCalendly(page);
  await page.goto('/about/');
  const frames = page.locator('.calendly-inline-widget iframe');
  const scripts = page.locator(`script[src="${calendlyWidgetScript}"]`);
  await expect(frames).toHaveCount(1);
  await page.getByRole('region', { name: 'Get in Touch' }).getByRole('textbox', { name: 'Email' }).focus();
  await expect(page.locator(`html[${routerAttribute}]`)).toHaveCount(1);
  await waitForHydration(page);
  await expect(frames, 'hydration keeps the widget Calendly drew').toHaveCount(1);
  // A mark on the window survives only navigations the router makes in place.
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  const header = page.getByRole('navigation', { name: 'Main', exact: true });
  for (let visit = 2; visit <= 3; visit += 1) {
    await header.getByRole('link', { name: 'Essays', exact: true }).click();
    await expect(page).toHaveURL('/essays/');
    await expect(scripts).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await header.getByRole('link', { name: 'About & Collaborate', exact: true }).click();
    await expect(page).toHaveURL('/about/');
    await expect(frames).toHaveCount(1);
    await expect(scripts).toHaveCount(1);
  }
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(1);
  expect(problems).toEqual([]);
});
