// The visitor's journeys, whole, in each engine (playwright.config.ts), so that the next use of an API
// one engine lacks fails here. Kit and Formspree answer through a proxy (engines/stand-ins.ts) but in
// WebKit, whose WebDriver cannot intercept and which refuses the proxy's certificate: forms fail offline.
import { backupNotes } from '@/lib/demo/backup-notes';
import { essays } from '@/lib/essays/essays';
import { profile } from '@/lib/site/site-content';
import * as messages from '@/lib/site/messages';
import { simulateScheduling } from '@/lib/demo/backup-scheduling';
import { essayList, essaysNewestFirst } from '@/lib/essays/essay-kind';
import { pieceOf, pieces } from '@/lib/posts/pieces';
import { readNext } from '@/lib/posts/read-next';
import { kitSubscribeBody, kitSubscribeUrl } from '@/lib/web/kit';
import { configDefaults } from '@/lib/site/site-config';
import { expect, test } from './engines/fixture';
import type { Answer, SentRequest } from './engines/stand-ins';
import type { Visitor } from './engines/visitor';
import { essayToFind, escapeRegExp, searchWord } from './search-terms';
import { bookingUrl, formFields, formspreeEndpoint } from './third-party-stubs';

const reader = 'reader@example.ca';

/** The fields of a request as its receiver reads them: JSON, a form's post, or a script's FormData. */
async function fieldsOf(request: SentRequest): Promise<Record<string, unknown>> {
  if (request.contentType.startsWith('application/json')) return JSON.parse(request.body.toString());
  return formFields(request.contentType, request.body);
}

const consoleErrors = async (visitor: Visitor) => (await visitor.watched()).console;

const answeredIn = (engine: string) => engine !== 'webkit';
const successSkipped = 'WebKit reaches no stand-in for Kit or Formspree (engines/stand-ins.ts)';
/** A failure as a journey's title says it, with what WebKit meets instead. */
const failing = (failure: Answer) =>
  failure === 'is unreachable' ? failure : `${failure} (in WebKit, is unreachable)`;

test('the site’s script arrives: the footer shows this year and the manifest is linked', async ({
  visitor,
}) => {
  await visitor.goto('/');
  const year = await visitor.window.run(() => new Date().getFullYear(), null);
  expect(await visitor.find('contentinfo').text()).toContain(`© ${year} ${profile.name}`);
  expect(
    await visitor.window.run(
      () => document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      null,
    ),
  ).toBe('/manifest.webmanifest');
});

test('the theme control switches to Dark, and the choice stays on the next page and after a reload', async ({
  visitor,
}) => {
  const theme = () => visitor.window.run(() => document.documentElement.dataset.theme ?? null, null);
  await visitor.goto('/');
  const dark = visitor.find('group', 'Theme').find('radio', 'Dark');
  await dark.click();
  expect(await dark.checked()).toBe(true);
  expect(await theme()).toBe('dark');

  await visitor.find('navigation', 'Main').find('link', 'Essays').click();
  await visitor.waitForPath('/essays/');
  await visitor.settled();
  expect(await theme()).toBe('dark');
  expect(await dark.checked()).toBe(true);

  await visitor.goto('/research/');
  expect(await theme()).toBe('dark');
  expect(await dark.checked()).toBe(true);
});

test('an essay ends with what to read next and ways to share it, each button only where the engine runs it', async ({
  visitor,
}) => {
  const essay = pieceOf('essay', essaysNewestFirst(essays)[0].slug)!;
  const { newestFirst, byKey } = pieces();
  const [next] = readNext(essay, newestFirst, byKey);
  await visitor.goto(`${essay.href}/`);
  const end = visitor.find('complementary', 'After the essay');
  expect(await end.find('link', 'Share on LinkedIn').exists()).toBe(true);
  const can = await visitor.window.run(
    () => [typeof navigator.clipboard?.writeText === 'function', typeof navigator.share === 'function'],
    null,
  );
  expect(await end.find('button', 'Copy link').exists()).toBe(can[0]);
  expect(await end.find('button', 'Share…').exists()).toBe(can[1]);
  await end.find('region', 'Read next').find('link', next.title).click();
  await visitor.waitForPath(`${next.href}/`);
  expect(await consoleErrors(visitor)).toEqual([]);
});

test('on a phone, the menu opens, leads to a page and is closed there', async ({ visitor }) => {
  await visitor.resize(390, 844);
  await visitor.goto('/');
  const button = visitor.find('button', 'Menu');
  expect(await button.attribute('aria-expanded')).toBe('false');
  await button.click();
  await expect.poll(() => button.attribute('aria-expanded')).toBe('true');
  await visitor.find('navigation', 'Main menu').find('link', 'Research').click();
  await visitor.waitForPath('/research/');
  await visitor.settled();
  await expect.poll(() => button.attribute('aria-expanded')).toBe('false');
  expect(await visitor.find('navigation', 'Main menu').exists()).toBe(false);
});

test('search opens from "/" on the home page, finds the newest essay and opens it', async ({ visitor }) => {
  await visitor.goto('/');
  await visitor.press('/');
  const dialog = visitor.find('dialog', 'Search the site');
  await dialog.find('searchbox').fill(searchWord);
  await expect.poll(() => dialog.find('status').text()).toMatch(/^\d+ results? for /);
  await dialog.find('link', new RegExp(escapeRegExp(essayToFind.title))).click();
  await visitor.waitForPath(`/essays/${essayToFind.slug}/`);
  expect(await visitor.find('heading', essayToFind.title).exists()).toBe(true);
});

test('the search page answers as the visitor types, its filter narrows the kind, and Search keeps the results', async ({
  visitor,
}) => {
  await visitor.goto('/search/');
  const form = visitor.find('search', 'Search for');
  const count = /^\d+ results? for /;
  await form.find('searchbox').fill(searchWord);
  await expect.poll(() => form.find('status').text()).toMatch(count);
  const essay = form.find('link', new RegExp(escapeRegExp(essayToFind.title)));
  expect(await essay.exists()).toBe(true);

  await form.find('radio', 'Letters').click();
  await expect.poll(() => visitor.window.url()).toContain('type=Letter');
  await expect.poll(() => form.find('status').text()).not.toBe('');
  expect(await essay.exists()).toBe(false);
  await form.find('radio', 'Essays').click();
  await expect.poll(() => essay.exists()).toBe(true);
  await form.find('button', 'Search').click();
  await expect.poll(() => visitor.window.url()).toContain('type=Essay');
  expect(await visitor.url()).toBe('/search/');
  expect(await essay.exists()).toBe(true);
  expect(await consoleErrors(visitor)).toEqual([]);
});

test('a filter pill opens its category, marked as the one chosen', async ({ visitor }) => {
  const option = essayList(essays).options[1]!;
  await visitor.goto('/essays/');
  const pill = visitor.find('navigation', 'Filter essays by category').find('link', option.label);
  await pill.click();
  await visitor.waitForPath(`${option.href}/`);
  await visitor.settled();
  await expect.poll(() => pill.attribute('aria-current')).toBe('page');
  expect(await visitor.find('article').text()).toContain(option.label);
});

const signups = [
  {
    page: '/',
    region: 'The Tomorrow Letter',
    button: 'Join',
    confirmation: messages.signup.homeSuccess,
    failure: 'refuses' as const,
  },
  {
    page: '/tomorrow-letter/',
    region: 'Join the Tomorrow Letter',
    button: 'Join the letter',
    confirmation: messages.signup.letterSuccess,
    failure: 'is unreachable' as const,
  },
];

/** Signs up on the signup's page with the reader's address; returns the signup's region. */
async function signUp(visitor: Visitor, signup: (typeof signups)[number]) {
  await visitor.goto(signup.page);
  const region = visitor.find('region', signup.region);
  await region.find('textbox', 'Email address').fill(reader);
  await region.find('button', signup.button).click();
  return region;
}

for (const signup of signups) {
  test(`the signup on ${signup.page} sends Kit the address and confirms it`, async ({
    visitor,
    thirdParties,
    engine,
  }) => {
    test.skip(!answeredIn(engine), successSkipped);
    const region = await signUp(visitor, signup);
    await expect.poll(() => region.find('status').text()).toBe(signup.confirmation);
    expect(await region.find('textbox', 'Email address').exists()).toBe(false);
    expect(thirdParties.sent.map((sent) => `${sent.method} ${sent.origin}${sent.path}`)).toEqual([
      `POST ${kitSubscribeUrl(configDefaults.kitFormId)}`,
    ]);
    expect(await fieldsOf(thirdParties.sent[0]!)).toEqual(kitSubscribeBody(configDefaults.kitApiKey, reader));
  });

  test(`the signup on ${signup.page}, when Kit ${failing(signup.failure)}, stays with the address for another try`, async ({
    visitor,
    thirdParties,
    engine,
  }) => {
    thirdParties.answers.kit = answeredIn(engine) ? signup.failure : 'is unreachable';
    const region = await signUp(visitor, signup);
    await expect
      .poll(() => consoleErrors(visitor))
      .toContainEqual(expect.stringContaining(messages.signup.consoleError));
    expect(await region.find('button', signup.button).enabled()).toBe(true);
    expect(await region.find('textbox', 'Email address').value()).toBe(reader);
    expect(await region.find('status').text()).toBe('');
  });
}

const messageForms = [
  {
    name: 'contact',
    page: '/about/',
    region: 'Get in Touch',
    field: 'message',
    label: 'Message',
    button: 'Send message',
    thankYou: messages.contactThankYou,
    failure: 'is down' as const,
  },
  {
    name: 'research-request',
    page: '/research/',
    region: 'Request Deeper Analysis',
    field: 'requestMessage',
    label: 'What should I research?',
    button: 'Send request',
    thankYou: messages.researchThankYou,
    failure: 'is unreachable' as const,
  },
];
const founder = {
  email: 'founder@example.org',
  text: 'We are building postpartum monitoring for rural clinics.',
};

/** Writes the founder's message in the form and sends it; returns the form's region. */
async function sendMessage(visitor: Visitor, form: (typeof messageForms)[number]) {
  await visitor.goto(form.page);
  const region = visitor.find('region', form.region);
  await region.find('textbox', 'Email').fill(founder.email);
  await region.find('textbox', form.label).fill(founder.text);
  await region.find('button', form.button).click();
  return region;
}

for (const form of messageForms) {
  test(`the ${form.name} form sends Formspree the message and thanks the visitor`, async ({
    visitor,
    thirdParties,
    engine,
  }) => {
    test.skip(!answeredIn(engine), successSkipped);
    const region = await sendMessage(visitor, form);
    await expect.poll(() => region.find('status').text()).toBe(form.thankYou);
    expect(await region.find('textbox', form.label).value()).toBe('');
    expect(thirdParties.sent.map((sent) => `${sent.method} ${sent.origin}${sent.path}`)).toEqual([
      `POST ${formspreeEndpoint}`,
    ]);
    expect(thirdParties.sent[0]!.accept).toBe('application/json');
    expect(await fieldsOf(thirdParties.sent[0]!)).toMatchObject({
      email: founder.email,
      [form.field]: founder.text,
      _gotcha: '',
    });
  });

  test(`the ${form.name} form, when Formspree ${failing(form.failure)}, keeps the message and says it was not sent`, async ({
    visitor,
    thirdParties,
    engine,
  }) => {
    thirdParties.answers.formspree = answeredIn(engine) ? form.failure : 'is unreachable';
    const region = await sendMessage(visitor, form);
    await expect.poll(() => region.find('alert').text()).toBe(messages.messageForm.deliveryError);
    expect(await region.find('textbox', 'Email').value()).toBe(founder.email);
    expect(await region.find('textbox', form.label).value()).toBe(founder.text);
    expect(await region.find('button', form.button).enabled()).toBe(true);
  });
}

test('the backup demo simulates the Sunday run for the date picked', async ({ visitor }) => {
  const sunday = '2026-12-27';
  await visitor.goto('/backup-demo/');
  const simulator = visitor.find('region', 'Simulate the Sunday run');
  await simulator.setDate(sunday);
  await simulator.find('button', 'Simulate Scheduling').click();
  await expect
    .poll(() => simulator.find('status').text())
    .toBe(simulateScheduling(backupNotes, sunday).message);
});

test('when Calendly does not load, About offers the booking page as a link', async ({ visitor }) => {
  await visitor.goto('/about/');
  const link = visitor.find('link', /Book a 15-minute call on Calendly/);
  expect(await link.attribute('href')).toBe(bookingUrl);
});
