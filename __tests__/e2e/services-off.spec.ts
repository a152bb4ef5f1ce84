// The visitor's journeys on a first publish whose services are all left off
// (__tests__/fixtures/services-off.ts), in every engine: no form would lose what a visitor types, and
// each thing offered in a service's place leads somewhere. About has no booking section.
import { foundersPage, letterPage } from '@/lib/site/site-content';
import { letterArchivePath, letterFeedPath } from '@/lib/letters/letter-kind';
import { expect, test } from './engines/fixture';
import type { Visitor } from './engines/visitor';
import { servicesOffOrigin, servicesOffProfile } from '../fixtures/services-off';

test.use({ baseURL: servicesOffOrigin });

/** What of a service the page holds: forms that post, frames, widgets, addresses of a service. */
const serviceTraces = (visitor: Visitor) =>
  visitor.window.run(
    () =>
      [...document.querySelectorAll('form[method="post"], iframe, [data-url], [href], [src]')]
        .filter(
          (element) =>
            element.matches('form, iframe, [data-url]') ||
            /calendly|kit\.com|convertkit|formspree/i.test(
              element.getAttribute('href') ?? element.getAttribute('src') ?? '',
            ),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    null,
  );

/** Opens `path` and finds nothing of a service on it, and no field to type a message or an address into. */
async function openWithoutServices(visitor: Visitor, path: string) {
  await visitor.goto(path);
  expect(await serviceTraces(visitor)).toEqual([]);
  expect(
    await visitor.find('textbox', /email|message|research|company|website|deck|building/i).exists(),
    `${path} has no field to type into`,
  ).toBe(false);
}

/** Whether the site answers `path` with a page or a file of its own, as a link to it would lead. */
const answers = (visitor: Visitor, path: string) =>
  visitor.window.run(async (address) => (await fetch(address)).status, path);

test('Home: where the signup was, the letter’s archive and feed, each leading somewhere', async ({
  visitor,
}) => {
  await openWithoutServices(visitor, '/');
  const signup = visitor.find('region', 'The Tomorrow Letter');
  expect(await signup.text()).toContain(letterPage.followInvitation);
  expect(await signup.find('link', 'Follow the letter’s feed').attribute('href')).toBe(letterFeedPath);
  expect(await answers(visitor, letterFeedPath)).toBe(200);
  await signup.find('link', 'Read every issue in the archive').click();
  await visitor.waitForPath(`${letterArchivePath}/`);
  await visitor.settled();
  expect(await visitor.find('list', 'Issues, newest first').find('link').exists()).toBe(true);
  expect(await visitor.find('link', 'Join the letter').exists()).toBe(false);
});

test('The letter’s page and an issue: no signup to fill in, and how to follow it instead', async ({
  visitor,
}) => {
  await openWithoutServices(visitor, '/tomorrow-letter/');
  expect(await visitor.find('button', /Join|Subscribe/).exists()).toBe(false);
  const closing = visitor.find('region', letterPage.closingHeading);
  expect(await closing.text()).toContain(letterPage.followInvitation);
  await visitor.find('link', /^Read issue \d+ on its own page$/).click();
  await visitor.settled();
  expect(await serviceTraces(visitor)).toEqual([]);
  expect(
    await visitor.find('region', letterPage.closingHeading).find('link', 'Follow the letter’s feed').exists(),
  ).toBe(true);
});

test('About, Research and For founders: her address and profile where each form was, and no booking', async ({
  visitor,
}) => {
  for (const [path, heading] of [
    ['/about/', 'Get in Touch'],
    ['/research/', 'Request Deeper Analysis'],
    ['/founders/', foundersPage.pitch.title],
  ] as const) {
    await openWithoutServices(visitor, path);
    const section = visitor.find('region', heading);
    expect(await section.find('link', servicesOffProfile.email).attribute('href')).toBe(
      `mailto:${servicesOffProfile.email}`,
    );
    expect(await section.find('link', /LinkedIn/).attribute('href')).toBe(servicesOffProfile.profiles[0].url);
  }
  await visitor.goto('/about/');
  expect(await visitor.find('heading', 'Book a 15-minute call').exists()).toBe(false);
});

test('An essay ends without a signup form, with the letter’s archive and feed', async ({ visitor }) => {
  await visitor.goto('/essays/');
  const essay = await visitor.window.run(
    () =>
      document
        .querySelector('main h2 a[href^="/essays/"], main h3 a[href^="/essays/"]')
        ?.getAttribute('href'),
    null,
  );
  expect(essay).toBeTruthy();
  await openWithoutServices(visitor, essay!);
  const closing = visitor.find('region', letterPage.closingHeading);
  expect(await closing.find('link', 'Read every issue in the archive').attribute('href')).toMatch(
    new RegExp(`^${letterArchivePath}/?$`),
  );
});
