// What the author learns from Plausible (docs/publishing.md), from real visits to the test build. Its
// tracker sends nothing from a local address or an automated browser, so the site is served under a name
// of its own and the page lets this browser send, as Plausible allows; a stand-in records each event.
import { essays } from '@/lib/essays/essays';
import { homePage } from '@/lib/site/site-content';
import { essayPath, essaysNewestFirst } from '@/lib/essays/essay-kind';
import * as messages from '@/lib/site/messages';
import { chromiumArgs, testChromiumPath } from '../harness/chromium';
import { test as site, expect, type Page } from './fixtures';
import { searchWord } from './search-terms';
import {
  joinFromHome,
  stubCalendly,
  stubFormspree,
  stubKit,
  stubPlausible,
  type FormspreeAnswer,
  type PlausibleEvent,
} from './third-party-stubs';

const siteHost = 'maya.test';

const test = site.extend({
  baseURL: async ({ baseURL }, provide) => provide(baseURL!.replace('127.0.0.1', siteHost)),
});
test.use({
  launchOptions: {
    executablePath: testChromiumPath || undefined,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${siteHost} 127.0.0.1`],
  },
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.assign(window, { __plausible: true }));
});

/** The site's events and page views, each with its page's path: Plausible's own engagement events left out. */
const counted = (events: PlausibleEvent[]) =>
  events
    .filter((event) => event.n !== 'engagement')
    .map(({ n, u, p }) => ({ name: n, path: new URL(u).pathname, ...(p ? { props: p } : {}) }));

const named = (events: PlausibleEvent[], name: string) =>
  counted(events).filter((event) => event.name === name);

test.describe('page views', () => {
  test('are sent once the page has painted, with the site’s domain, only the source of its address, and the referrer without its query', async ({
    page,
  }) => {
    const events = await stubPlausible(page);
    await page.goto('/essays/?utm_source=letter&email=reader%40example.ca&q=secret#top', {
      referer: 'https://news.example.com/item?id=5&user=someone',
    });
    await expect.poll(() => named(events, 'pageview')).toHaveLength(1);
    const [view] = events.filter((event) => event.n === 'pageview');
    expect(view.d).toBe('your-site.example');
    expect(view.r, 'the site that sent the visitor, without its query').toBe('https://news.example.com/item');
    expect(view.u).toBe(`http://${siteHost}:${new URL(page.url()).port}/essays/?utm_source=letter`);
    // The stub has the request before the browser has its response, and the browser lists a request
    // among its resources once the response has come: wait for it there.
    const sentAt = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/event'))
            ?.startTime,
      );
    await expect.poll(sentAt, { message: 'the page view among the page’s resources' }).toBeDefined();
    const timing = {
      paint: await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
      sent: await sentAt(),
    };
    expect(timing.paint).toBeDefined();
    expect(timing.sent, 'the page view left after the first paint').toBeGreaterThanOrEqual(timing.paint!);
  });

  test('count each page, a filter’s page and one the site’s own router shows', async ({ page }) => {
    const events = await stubPlausible(page);
    await page.goto('/about/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Essays' }).click();
    await expect(page).toHaveURL(/\/essays\/$/);
    await page.getByRole('link', { name: 'Thesis', exact: true }).click();
    await expect(page).toHaveURL(/\/essays\/category\/thesis\/$/);
    await expect
      .poll(() => named(events, 'pageview').map(({ path }) => path))
      .toEqual(['/about/', '/essays/', '/essays/category/thesis/']);
  });
});

test.describe('signups', () => {
  test('count once Kit took them, with the form they came from', async ({ page }) => {
    const events = await stubPlausible(page);
    await stubKit(page, 200);
    await joinFromHome(page);

    await page.goto('/tomorrow-letter/');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email address' }).first().fill('reader@example.ca');
    await main.getByRole('button', { name: 'Join the letter' }).click();
    await expect(main.getByText(messages.signup.letterSuccess).first()).toBeVisible();
    await main.getByRole('textbox', { name: 'Email address' }).fill('second@example.ca');
    await main.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => named(events, 'Signup')).toHaveLength(3);
    expect(named(events, 'Signup')).toEqual([
      { name: 'Signup', path: '/', props: { where: 'Home' } },
      { name: 'Signup', path: '/tomorrow-letter/', props: { where: 'Letter page hero' } },
      { name: 'Signup', path: '/tomorrow-letter/', props: { where: 'Letter page closing form' } },
    ]);
  });

  test('a signup Kit refuses counts nothing', async ({ page }) => {
    const events = await stubPlausible(page);
    const sent = await stubKit(page, 500);
    await page.goto('/');
    const home = page.getByRole('region', { name: 'The Tomorrow Letter' });
    await home.getByRole('textbox', { name: 'Email address' }).fill('reader@example.ca');
    await home.getByRole('button', { name: 'Join' }).click();
    await expect.poll(() => sent.length).toBe(1);
    await expect(home.getByRole('button', { name: 'Join' })).toBeEnabled();
    await expect.poll(() => named(events, 'pageview')).toHaveLength(1);
    expect(named(events, 'Signup')).toEqual([]);
  });
});

test.describe('messages', () => {
  const forms = [
    { path: '/about/', region: 'Get in Touch', label: 'Message', button: 'Send message', event: 'Contact' },
    {
      path: '/research/',
      region: 'Request Deeper Analysis',
      label: 'What should I research?',
      button: 'Send request',
      event: 'Research request',
    },
  ];
  for (const form of forms)
    for (const answer of ['took', 'refused'] satisfies FormspreeAnswer[])
      test(`${form.event}: counted ${answer === 'took' ? 'once Formspree took it' : 'not at all when Formspree refused it'}`, async ({
        page,
      }) => {
        const events = await stubPlausible(page);
        await stubCalendly(page);
        await stubFormspree(page, answer);
        await page.goto(form.path);
        const region = page.getByRole('region', { name: form.region });
        await region.getByRole('textbox', { name: 'Email' }).fill('founder@example.org');
        await region
          .getByRole('textbox', { name: form.label })
          .fill('A pitch for a maternal health company.');
        await region.getByRole('button', { name: form.button }).click();
        await expect(region.getByRole(answer === 'took' ? 'status' : 'alert')).not.toHaveText('');
        await expect.poll(() => named(events, 'pageview')).toHaveLength(1);
        if (answer === 'took')
          await expect.poll(() => named(events, form.event)).toEqual([{ name: form.event, path: form.path }]);
        else expect(named(events, form.event)).toEqual([]);
      });
});

test('a brief’s PDF, a logo followed to its site, a booking and a search are each counted, by name and never by what was typed', async ({
  page,
  context,
}) => {
  const events = await stubPlausible(page);
  await context.route(/^https?:\/\/(?!maya\.test)[^/]+\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );

  await page.goto('/research/');
  const [pdf] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('link', { name: /Download PDF/ })
      .first()
      .click(),
  ]);
  await pdf.close();
  await expect.poll(() => named(events, 'Brief download')).toHaveLength(1);
  expect(named(events, 'Brief download')[0].props?.brief).toMatch(/^[a-z0-9-]+$/);

  await page.goto('/');
  const [logo] = homePage.logos;
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: `${logo.name} (opens in a new tab)` }).click(),
  ]);
  await opened.close();
  await expect
    .poll(() => named(events, 'Outbound'))
    .toEqual([{ name: 'Outbound', path: '/', props: { to: logo.name } }]);

  // The booking page Calendly frames reports a booking to the page, as its embed events do.
  await stubCalendly(page);
  await page.route(/^https:\/\/calendly\.example\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Booked</title><script>parent.postMessage({ event: 'calendly.event_scheduled', payload: { invitee: { uri: 'https://api.calendly.com/invitees/x' } } }, '*');</script>`,
    }),
  );
  await page.goto('/about/');
  await expect.poll(() => named(events, 'Booking')).toEqual([{ name: 'Booking', path: '/about/' }]);

  await page.keyboard.press('/');
  const field = page.getByRole('dialog').getByRole('searchbox');
  await field.pressSequentially(searchWord);
  await expect.poll(() => named(events, 'Search')).toEqual([{ name: 'Search', path: '/about/' }]);
  for (const event of events) expect(event.body).not.toContain(searchWord.toLowerCase());
});

/** A visit that does everything a visitor can send: a signup, a message, a search, a booking page. */
async function journey(page: Page) {
  await stubKit(page, 200);
  await stubFormspree(page, 'took');
  await stubCalendly(page);
  await joinFromHome(page, 'reader@example.ca', '/?utm_source=letter');
  await page.goto('/about/');
  const contact = page.getByRole('region', { name: 'Get in Touch' });
  await contact.getByRole('textbox', { name: 'Email' }).fill('founder@example.org');
  await contact.getByRole('textbox', { name: 'Message' }).fill('Our seed round closes in March.');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByRole('status')).toHaveText(messages.contactThankYou);
  await page.keyboard.press('/');
  await page.getByRole('dialog').getByRole('searchbox').pressSequentially(searchWord);
  await page.goto(`/search/?q=${encodeURIComponent(searchWord)}`);
  await page.goto('/essays/');
}

test('the end of an essay counts its signup by its place, and a share by its network alone', async ({
  page,
  context,
}) => {
  const events = await stubPlausible(page);
  await stubKit(page, 200);
  await context.route(/^https:\/\/www\.linkedin\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>LinkedIn</title>' }),
  );
  const essay = essaysNewestFirst(essays)[0];
  await page.goto(`${essayPath(essay)}/`);
  const end = page.getByRole('complementary', { name: 'After the essay' });
  await end.getByRole('textbox', { name: 'Email address' }).fill('reader@example.ca');
  await end.getByRole('button', { name: 'Subscribe' }).click();
  await expect
    .poll(() => named(events, 'Signup'))
    .toEqual([{ name: 'Signup', path: `${essayPath(essay)}/`, props: { where: 'End of essay' } }]);

  await end.getByRole('link', { name: 'Share on LinkedIn' }).click();
  await expect(page).toHaveTitle('LinkedIn');
  await expect
    .poll(() => named(events, 'Share'))
    .toEqual([{ name: 'Share', path: `${essayPath(essay)}/`, props: { network: 'LinkedIn' } }]);
  expect(named(events, 'Outbound')).toEqual([]);
});

test.describe('privacy', () => {
  test('a whole visit leaves no cookie and nothing stored by analytics, and no event holds what was typed', async ({
    page,
    context,
  }) => {
    const events = await stubPlausible(page);
    await journey(page);
    await expect.poll(() => counted(events).length).toBeGreaterThan(5);
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((database) => database.name),
    }));
    // Only the site's own notes: the cached font's (and a theme, a pill, had the visitor chosen one).
    expect(stored.local.filter((key) => !['font', 'theme'].includes(key))).toEqual([]);
    expect(stored.session.filter((key) => key !== 'pill')).toEqual([]);
    expect(stored.databases).toEqual([]);
    for (const { body } of events) {
      for (const typed of ['reader@example.ca', 'reader%40example.ca', 'founder@example.org', 'seed round'])
        expect(body).not.toContain(typed);
      expect(body.toLowerCase()).not.toContain(`q=${searchWord.toLowerCase()}`);
    }
    expect(events.find((event) => event.n === 'pageview')?.u).toMatch(/\/\?utm_source=letter$/);
  });

  for (const [signal, property] of [
    ['Global Privacy Control', 'globalPrivacyControl'],
    ['Do Not Track', 'doNotTrack'],
  ] as const)
    test(`a browser that sends ${signal} sends no event at all, the whole visit long`, async ({ page }) => {
      await page.addInitScript(
        ([name, value]) => Object.defineProperty(Navigator.prototype, name, { get: () => value }),
        [property, property === 'doNotTrack' ? '1' : true] as const,
      );
      const events = await stubPlausible(page);
      await journey(page);
      expect(events).toEqual([]);
    });
});
