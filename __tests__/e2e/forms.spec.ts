// Every message and signup reaches the author, with scripts and without (docs/publishing.md, "Messages
// and signups"): messages to a Formspree stand-in that follows Formspree's documentation, signups to Kit
// by SPEC's v3 call with scripts and by the form's own endpoint without.
import * as messages from '../../lib/site/messages';
import { briefs } from '../../lib/briefs/briefs';
import { briefsNewestFirst } from '../../lib/briefs/brief-kind';
import { foundersPage } from '../../lib/site/site-content';
import { kitFormAction } from '../../lib/web/kit';
import { requestTimeoutMs } from '../../lib/web/send';
import { configDefaults } from '../../lib/site/site-config';
import { expect, test, type Page } from './fixtures';
import {
  formspreeEndpoint,
  joinFromHome,
  sentFields,
  stubCalendly,
  stubFormspree,
  stubKit,
  stubKitForm,
  type FormspreeAnswer,
} from './third-party-stubs';

const messageForms = [
  {
    name: 'contact',
    path: '/about/',
    region: 'Get in Touch',
    field: 'message',
    label: 'Message',
    button: 'Send message',
    thankYou: messages.contactThankYou,
    subject: 'Contact message from your-site.example',
  },
  {
    name: 'research-request',
    path: '/research/',
    region: 'Request Deeper Analysis',
    field: 'requestMessage',
    label: 'What should I research?',
    button: 'Send request',
    thankYou: messages.researchThankYou,
    subject: 'Research request from your-site.example',
  },
] as const;

const founder = {
  email: 'founder@example.org',
  text: 'We are building postpartum monitoring for rural clinics.',
};

/**
 * What a message form sends Formspree, by script or by the browser: the visitor's fields, the
 * email's subject, the page a plain post returns to, the honeypot, empty, and the page it was sent
 * from: its address as the build knows it (the configured site's) or, with scripts, as the browser
 * shows it (`origin`), and its title.
 */
const formspreeFields = (form: (typeof messageForms)[number], shown?: Shown) => ({
  _subject: form.subject,
  _next: `${configDefaults.url}/thanks/${form.name}/`,
  _gotcha: '',
  ...sentFrom(form.path, shown),
  email: founder.email,
  [form.field]: founder.text,
});

/** The page as the browser shows it: its address's origin and its title. */
interface Shown {
  origin: string;
  title: string;
}

async function shown(page: Page): Promise<Shown> {
  return { origin: new URL(page.url()).origin, title: await page.title() };
}

/**
 * The page a message names: without scripts, its address as the build knows it (the configured
 * site's); with them, its address as the browser shows it, and its title.
 */
const sentFrom = (path: string, shown?: Shown) =>
  shown
    ? { page: `${shown.origin}${path}`, pageTitle: shown.title }
    : { page: `${configDefaults.url}${path}` };

/** A founder's pitch, as typed into the form on /founders/. */
const pitch = {
  company: 'Tidewell Health',
  website: 'tidewell.example',
  stage: foundersPage.pitch.stages[2],
  raising: 'CA$1.5M seed',
  deck: 'https://decks.example/tidewell',
  building: 'Postpartum blood-pressure monitoring that rural clinics can run without a cardiologist.',
  email: founder.email,
};

async function fillPitch(page: Page) {
  const region = page.getByRole('region', { name: foundersPage.pitch.title });
  await region.getByRole('textbox', { name: 'Company' }).fill(pitch.company);
  await region.getByRole('textbox', { name: 'Website' }).fill(pitch.website);
  await region.getByRole('combobox', { name: 'Stage' }).selectOption(pitch.stage);
  await region.getByRole('textbox', { name: 'What you are raising (optional)' }).fill(pitch.raising);
  await region.getByRole('textbox', { name: 'Link to your deck' }).fill(pitch.deck);
  await region.getByRole('textbox', { name: 'What you are building' }).fill(pitch.building);
  await region.getByRole('textbox', { name: 'Email' }).fill(pitch.email);
  return region;
}

/** What the pitch form sends: the founder's fields, its subject and the page it was sent from. */
const pitchFields = (subject: string, shown?: Shown) => ({
  _subject: subject,
  _next: `${configDefaults.url}/thanks/pitch/`,
  _gotcha: '',
  ...sentFrom('/founders/', shown),
  ...pitch,
});

async function fill(page: Page, form: (typeof messageForms)[number]) {
  const region = page.getByRole('region', { name: form.region });
  await region.getByRole('textbox', { name: 'Email' }).fill(founder.email);
  await region.getByRole('textbox', { name: form.label }).fill(founder.text);
  return region;
}

test.describe('messages, with scripts', () => {
  for (const form of messageForms) {
    test(`the ${form.name} form sends Formspree its fields, as it documents, and thanks once it took them`, async ({
      page,
    }) => {
      await stubCalendly(page);
      const sent = await stubFormspree(page, 'took');
      await page.goto(form.path);
      const region = await fill(page, form);
      await region.getByRole('button', { name: form.button }).click();
      await expect(region.getByRole('status')).toHaveText(form.thankYou);
      await expect(region.getByRole('textbox', { name: form.label })).toHaveValue('');
      expect(sent).toHaveLength(1);
      expect(sent[0].url()).toBe(formspreeEndpoint);
      expect(sent[0].headers().accept).toBe('application/json');
      expect(await sentFields(sent[0])).toEqual(formspreeFields(form, await shown(page)));
      expect(page.url()).not.toContain('founder');
    });
  }

  test('a message names the page of the site read before it and the visit’s campaign', async ({ page }) => {
    await stubCalendly(page);
    const sent = await stubFormspree(page, 'took');
    const brief = briefsNewestFirst(briefs).at(-1)!;
    await page.goto(`/research/${brief.slug}/?utm_source=linkedin&ref=panel&q=ignored`);
    await page.getByRole('banner').getByRole('link', { name: 'About & Collaborate' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    const [form] = messageForms;
    const region = await fill(page, form);
    await region.getByRole('button', { name: form.button }).click();
    await expect(region.getByRole('status')).toHaveText(form.thankYou);
    expect(await sentFields(sent[0])).toEqual({
      ...formspreeFields(form, await shown(page)),
      cameFrom: `${(await shown(page)).origin}/research/${brief.slug}/`,
    });

    // Arriving with a campaign in the address, from another site: the campaign, and no page before.
    await page.goto('/about/?utm_source=talk&utm_campaign=spring&q=ignored');
    await fill(page, form);
    await region.getByRole('button', { name: form.button }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(await sentFields(sent[1])).toEqual({
      ...formspreeFields(form, await shown(page)),
      campaign: 'utm_source=talk&utm_campaign=spring',
    });
  });

  test('a pitch sends every field, with a subject that starts with the company, and thanks', async ({
    page,
  }) => {
    const sent = await stubFormspree(page, 'took');
    await page.goto('/founders/');
    const region = await fillPitch(page);
    await region.getByRole('button', { name: 'Send pitch' }).click();
    await expect(region.getByRole('status')).toHaveText(foundersPage.pitch.thankYou);
    await expect(region.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers().accept).toBe('application/json');
    expect(await sentFields(sent[0])).toEqual(
      pitchFields(`${pitch.company}: Pitch from your-site.example`, await shown(page)),
    );
    expect(page.url()).not.toContain('tidewell');
  });

  test('a refused pitch keeps everything typed, with a visible error', async ({ page }) => {
    await stubFormspree(page, 'refused');
    await page.goto('/founders/');
    const region = await fillPitch(page);
    await region.getByRole('button', { name: 'Send pitch' }).click();
    await expect(region.getByRole('alert')).toHaveText(messages.messageForm.deliveryError);
    await expect(region.getByRole('status')).toHaveText('');
    await expect(region.getByRole('textbox', { name: 'Company' })).toHaveValue(pitch.company);
    await expect(region.getByRole('combobox', { name: 'Stage' })).toHaveValue(pitch.stage);
    await expect(region.getByRole('textbox', { name: 'What you are building' })).toHaveValue(pitch.building);
    await expect(region.getByRole('textbox', { name: 'Email' })).toHaveValue(pitch.email);
  });

  for (const answer of ['refused', 'down', 'silent'] satisfies FormspreeAnswer[])
    test(`when Formspree ${answer === 'silent' ? 'never answers' : answer === 'down' ? 'is down' : 'refuses the message'}, the text stays with a visible error`, async ({
      page,
    }) => {
      const [form] = messageForms;
      await stubCalendly(page);
      await stubFormspree(page, answer);
      // The form gives up once no answer has come in its time: the page's clock is moved on to it.
      if (answer === 'silent') await page.clock.install();
      await page.goto(form.path);
      const region = await fill(page, form);
      await region.getByRole('button', { name: form.button }).click();
      if (answer === 'silent') {
        await expect(region.getByRole('button', { name: messages.messageForm.pending })).toBeDisabled();
        await page.clock.fastForward(requestTimeoutMs);
      }
      await expect(region.getByRole('alert')).toHaveText(messages.messageForm.deliveryError);
      await expect(region.getByRole('status')).toHaveText('');
      await expect(region.getByRole('textbox', { name: 'Email' })).toHaveValue(founder.email);
      await expect(region.getByRole('textbox', { name: form.label })).toHaveValue(founder.text);
      await expect(region.getByRole('button', { name: form.button })).toBeEnabled();
    });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of messageForms)
    test(`the ${form.name} form posts to Formspree and the visitor lands on the thank-you`, async ({
      page,
    }) => {
      const sent = await stubFormspree(page);
      await page.goto(form.path);
      const region = await fill(page, form);
      await region.getByRole('button', { name: form.button }).click();
      await expect(page).toHaveURL(`/thanks/${form.name}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.thankYou);
      expect(sent).toHaveLength(1);
      expect(sent[0].method()).toBe('POST');
      expect(await sentFields(sent[0])).toEqual(formspreeFields(form));
    });

  test('the pitch form posts to Formspree, its subject naming the form, and lands on its thank-you', async ({
    page,
  }) => {
    const sent = await stubFormspree(page);
    await page.goto('/founders/');
    const region = await fillPitch(page);
    await region.getByRole('button', { name: 'Send pitch' }).click();
    await expect(page).toHaveURL('/thanks/pitch/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(foundersPage.pitch.thankYou);
    expect(sent[0].method()).toBe('POST');
    expect(await sentFields(sent[0])).toEqual(pitchFields('Pitch from your-site.example'));
  });

  const signups = [
    { page: '/', region: 'The Tomorrow Letter', button: 'Join', nth: 0 },
    { page: '/tomorrow-letter/', region: null, button: 'Join the letter', nth: 0 },
    { page: '/tomorrow-letter/', region: null, button: 'Subscribe', nth: 1 },
  ];
  for (const signup of signups)
    test(`a signup on ${signup.page} (${signup.button}) posts the address to Kit's form, never in an address`, async ({
      page,
    }) => {
      const sent = await stubKitForm(page);
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => addresses.push(frame.url()));
      await page.goto(signup.page);
      const scope = signup.region ? page.getByRole('region', { name: signup.region }) : page.locator('main');
      const field = scope.getByRole('textbox', { name: 'Email address' }).nth(signup.nth);
      await field.fill('reader@example.ca');
      await field.press('Enter');
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0].url()).toBe(kitFormAction(configDefaults.kitFormId));
      expect(sent[0].method()).toBe('POST');
      expect(await sentFields(sent[0])).toEqual({ email_address: 'reader@example.ca' });
      await expect(page.getByText('Check your email to confirm your subscription.')).toBeVisible();
      expect(addresses.filter((address) => address.includes('reader'))).toEqual([]);
    });
});

test('a signup with scripts makes SPEC’s call and no plain post', async ({ page }) => {
  const scripted = await stubKit(page);
  const plain = await stubKitForm(page);
  await joinFromHome(page, 'reader@example.ca');
  expect(scripted.map((request) => request.postDataJSON())).toEqual([
    { api_key: configDefaults.kitApiKey, email: 'reader@example.ca' },
  ]);
  expect(plain).toHaveLength(0);
});
