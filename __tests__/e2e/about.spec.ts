import { briefs } from '@/lib/briefs/briefs';
import { aboutPage, profile } from '@/lib/site/site-content';
import { briefsNewestFirst } from '@/lib/briefs/brief-kind';
import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations, watchConsole } from './page-checks';
import {
  bookingUrl,
  calendlyWidgetScript as widgetScript,
  sentFields,
  stubCalendly,
  stubFormspree,
} from './third-party-stubs';

function scripts(page: Page) {
  return page.locator(`script[src="${widgetScript}"]`);
}

function widgets(page: Page) {
  return page.locator('.calendly-inline-widget');
}

function widgetFrames(page: Page) {
  return page.locator('.calendly-inline-widget iframe');
}

async function goViaHeader(page: Page, name: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page).toHaveURL(path);
}

test.describe('About page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the intro, the journey, what drives her and the three ways to collaborate', async ({
    page,
  }) => {
    await stubCalendly(page);
    await page.goto('/about/');
    const intro = page.locator('main header');
    await expect(intro).toContainText(`${profile.city}, ${profile.country}`);
    await expect(intro).toContainText(aboutPage.availability);

    const journey = page.getByRole('region', { name: 'My Journey' });
    const roles = journey.getByRole('listitem');
    await expect(roles).toHaveCount(aboutPage.journey.length);
    for (const [index, role] of aboutPage.journey.entries()) {
      await expect(roles.nth(index)).toContainText(role.year);
      await expect(roles.nth(index)).toContainText(`${role.title}, ${role.company}`);
    }

    const drives = page.getByRole('region', { name: 'What Drives Me' });
    await expect(drives.getByRole('heading', { level: 3 })).toHaveText(
      aboutPage.drives.map((card) => card.title),
    );

    const ways = page.getByRole('region', { name: 'Ways to Collaborate' });
    await expect(ways.getByRole('heading', { level: 3 })).toHaveText(
      aboutPage.collaboration.map((way) => way.title),
    );
    for (const card of await ways.getByRole('list').first().locator(':scope > li').all()) {
      expect(await card.getByRole('listitem').count()).toBeGreaterThan(0);
    }
  });

  test('sizes the widget container and points it at the booking page', async ({ page }) => {
    await stubCalendly(page);
    await page.goto('/about/');
    const widget = widgets(page);
    await expect(widget).toHaveAttribute('data-url', bookingUrl);
    await expect(widget).toHaveCSS('height', '700px');
    await expect(widget).toHaveCSS('min-width', '320px');
    await expect(widgetFrames(page)).toHaveCount(1);
  });

  test('adds the script when the page opens and removes it and the widget after navigating away', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const requests = await stubCalendly(page);
    await page.goto('/about/');
    await expect(scripts(page)).toHaveCount(1);
    await expect(widgetFrames(page)).toHaveCount(1);
    expect(requests()).toBe(1);

    await goViaHeader(page, 'Essays', '/essays/');
    await expect(scripts(page)).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('leaves exactly one widget after three visits', async ({ page }) => {
    const problems = watchConsole(page);
    await stubCalendly(page);
    await page.goto('/about/');
    await expect(widgetFrames(page)).toHaveCount(1);
    for (let visit = 2; visit <= 3; visit += 1) {
      await goViaHeader(page, 'Essays', '/essays/');
      await expect(page.locator('iframe')).toHaveCount(0);
      await goViaHeader(page, 'About & Collaborate', '/about/');
      await expect(widgets(page)).toHaveCount(1);
      await expect(widgetFrames(page)).toHaveCount(1);
      await expect(scripts(page)).toHaveCount(1);
    }
    // The frame must stay single once the re-added script has run too.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('the booking page carries where the visitor came from as Calendly’s UTM values', async ({ page }) => {
    await stubCalendly(page);
    const brief = briefsNewestFirst(briefs).at(-1)!;
    await page.goto(`/research/${brief.slug}/`);
    await goViaHeader(page, 'About & Collaborate', '/about/');
    await expect(widgetFrames(page)).toHaveCount(1);
    const booking = async () => {
      const url = new URL((await widgetFrames(page).getAttribute('src'))!);
      expect(`${url.origin}${url.pathname}`).toBe(bookingUrl);
      return Object.fromEntries([...url.searchParams].filter(([name]) => name.startsWith('utm_')));
    };
    expect(await booking()).toEqual({ utm_content: '/about/', utm_term: `/research/${brief.slug}/` });

    await page.goto('/about/?utm_source=talk&utm_medium=event&utm_campaign=spring-panel');
    await expect(widgetFrames(page)).toHaveCount(1);
    expect(await booking()).toEqual({
      utm_source: 'talk',
      utm_medium: 'event',
      utm_campaign: 'spring-panel',
      utm_content: '/about/',
    });
  });

  test('shows a plain link to the booking page when the script is blocked', async ({ page }) => {
    const problems = watchConsole(page);
    await page.route(widgetScript, (route) => route.abort('blockedbyclient'));
    await page.goto('/about/');
    const link = widgets(page).getByRole('link', { name: /Book a 15-minute call on Calendly/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', bookingUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(widgetFrames(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Chromium itself reports the blocked request; nothing else may reach the console.
    expect(
      problems.filter((problem) => !/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/.test(problem)),
    ).toEqual([]);
  });
});

test.describe('Get in Touch form in the browser', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('sends the message to the forms service, clears the fields and thanks the visitor in a live region', async ({
    page,
  }) => {
    await stubCalendly(page);
    const sent = await stubFormspree(page);
    await page.goto('/about/');
    const form = page.getByRole('region', { name: 'Get in Touch' });
    const email = form.getByRole('textbox', { name: 'Email' });
    const message = form.getByRole('textbox', { name: 'Message' });
    const status = form.getByRole('status');

    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(status).toHaveText('');
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

    await email.fill('not-an-address');
    await message.fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(status).toHaveText('');
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(sent).toHaveLength(0);

    await email.fill('founder@example.org');
    await message.fill('We are building postpartum monitoring and would value 15 minutes.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(status).toHaveText("Thanks for reaching out! I'll get back to you within 48 hours.");
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(await sentFields(sent[0])).toMatchObject({
      email: 'founder@example.org',
      message: 'We are building postpartum monitoring and would value 15 minutes.',
    });
  });
});
