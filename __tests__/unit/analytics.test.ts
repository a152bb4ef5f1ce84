import { countInbound, whenShown, type SendEvent } from '@/browser/analytics-events';
import {
  asksNotToTrack,
  bookingMessage,
  downloadName,
  signupPlace,
  trackedReferrer,
  trackedUrl,
  type AnalyticsSettings,
} from '@/lib/web/tracking';
import { researchPath } from '@/lib/briefs/brief-kind';
import { essaysPath } from '@/lib/essays/essay-kind';
import { analyticsSettings } from '@/lib/site/site-config';

describe('what an event may carry', () => {
  it.each([
    ['https://author.example.org/essays/', 'https://author.example.org/essays/'],
    ['https://author.example.org/search/?q=perimenopause+apps', 'https://author.example.org/search/'],
    [
      'https://author.example.org/about/?email=a%40b.ca&message=hello#get-in-touch',
      'https://author.example.org/about/',
    ],
    [
      'https://author.example.org/essays/x/?utm_source=letter&utm_medium=email&q=secret&ref=hn&source=x',
      'https://author.example.org/essays/x/?utm_source=letter&utm_medium=email&ref=hn&source=x',
    ],
    [
      'https://author.example.org/?q=1&q=2&utm_campaign=a&utm_campaign=b',
      'https://author.example.org/?utm_campaign=a&utm_campaign=b',
    ],
  ])('a page’s address keeps only a visit’s source: %s', (href, tracked) => {
    expect(trackedUrl(href)).toBe(tracked);
  });

  it('the page a visitor came from, without its query or fragment, or nothing', () => {
    expect(trackedReferrer('https://author.example.org/search/?q=words#r')).toBe(
      'https://author.example.org/search/',
    );
    expect(trackedReferrer('https://news.example.com/')).toBe('https://news.example.com/');
    expect(trackedReferrer('')).toBeNull();
    expect(trackedReferrer(null)).toBeNull();
  });
});

describe('a visitor who asks not to be tracked', () => {
  it.each([
    [{ globalPrivacyControl: true }, {}],
    [{ doNotTrack: '1' }, {}],
    [{ doNotTrack: 'yes' }, {}],
    [{ doNotTrack: null }, { doNotTrack: '1' }],
  ])('is recognised by Global Privacy Control or Do Not Track: %o %o', (nav, win) => {
    expect(asksNotToTrack(nav, win)).toBe(true);
  });

  it.each([[{}], [{ globalPrivacyControl: false, doNotTrack: '0' }], [{ doNotTrack: 'unspecified' }]])(
    'is not assumed when the browser sends neither: %o',
    (nav) => expect(asksNotToTrack(nav, {})).toBe(false),
  );
});

const settings: AnalyticsSettings = {
  domain: 'author.example.org',
  endpoint: 'https://plausible.io/api/event',
  bookingOrigin: 'https://calendly.com',
  letterPath: '/tomorrow-letter',
  endOfPiece: { '/essays/': 'End of essay', '/research/': 'End of brief' },
};

describe('where a signup was made', () => {
  it.each([
    ['/', 0, 'Home'],
    ['/tomorrow-letter/', 0, 'Letter page hero'],
    ['/tomorrow-letter', 1, 'Letter page closing form'],
    ['/tomorrow-letter/who-reads-the-alert/', 0, 'Letter issue'],
    ['/essays/models-learn-what-we-measure/', 0, 'End of essay'],
    ['/research/market-map-2026/', 0, 'End of brief'],
  ])('%s, form %i: %s', (path, index, place) => {
    expect(signupPlace(path, settings, index)).toBe(place);
  });

  it('an essay’s and a brief’s are told by the addresses those pages have', () => {
    const places = analyticsSettings({ NEXT_PUBLIC_ANALYTICS_DOMAIN: 'author.example.org' })!.endOfPiece;
    expect(Object.keys(places).sort()).toEqual([`${essaysPath}/`, `${researchPath}/`].sort());
  });
});

it('a download is named by its PDF, and no other link is a download', () => {
  expect(downloadName('/briefs/market-map-2026.pdf')).toBe('market-map-2026');
  expect(downloadName('/research/market-map-2026/')).toBeNull();
});

/** A form as an island renders it: its fields, and the live region it thanks the visitor in. */
const signupForm = `<div><p role="status"></p><form action="https://app.kit.com/forms/1/subscriptions" method="post" data-island-form><input name="email_address" type="email"><button>Join</button></form></div>`;
const contactForm = `<form method="post" data-island-form><input name="email"><textarea name="message"></textarea><button>Send</button><p role="status"></p><p role="alert"></p></form>`;
const researchForm = contactForm.replace('name="message"', 'name="requestMessage"');

function pageWith(html: string) {
  document.body.innerHTML = html;
  const sent: Parameters<SendEvent>[] = [];
  countInbound(document, settings, (...event) => sent.push(event));
  return sent;
}
const submit = (form: Element) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const settle = () => new Promise((done) => setTimeout(done, 0));

// Each test's listeners stay on the document after it, each sending into its own test's list.
describe('the inbound a form brings', () => {
  it('a signup counts once Kit took it and its confirmation shows, with where it was made', async () => {
    const sent = pageWith(signupForm);
    submit(document.querySelector('form')!);
    await settle();
    expect(sent).toEqual([]);
    document.querySelector('[role=status]')!.textContent = 'Check your inbox for the Tomorrow Lens.';
    await settle();
    expect(sent).toEqual([['Signup', { where: 'Home' }]]);
  });

  it('a signup Kit refused or that failed never counts: its confirmation never shows', async () => {
    const sent = pageWith(signupForm);
    submit(document.querySelector('form')!);
    submit(document.querySelector('form')!);
    await settle();
    expect(sent).toEqual([]);
  });

  it('a confirmation no visitor asked for (no submit) counts nothing', async () => {
    const sent = pageWith(signupForm);
    document.querySelector('[role=status]')!.textContent = 'Welcome';
    await settle();
    expect(sent).toEqual([]);
  });

  it('the letter page’s two signups are told apart, even after the first has gone', async () => {
    window.history.replaceState(null, '', '/tomorrow-letter/');
    const sent = pageWith(signupForm + signupForm);
    const [hero, closing] = document.querySelectorAll('form');
    submit(hero);
    hero.parentElement!.querySelector('[role=status]')!.textContent = 'Welcome';
    hero.remove();
    submit(closing);
    closing.parentElement!.querySelector('[role=status]')!.textContent = 'Welcome';
    await settle();
    expect(sent).toEqual([
      ['Signup', { where: 'Letter page hero' }],
      ['Signup', { where: 'Letter page closing form' }],
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('a contact message and a research request count when thanked, and each new message again', async () => {
    const sent = pageWith(contactForm + researchForm);
    const [contact, research] = document.querySelectorAll('form');
    const thank = async (form: Element, text: string) => {
      submit(form);
      form.querySelector('[role=status]')!.textContent = text;
      await settle();
    };
    await thank(contact, 'Thanks');
    await thank(contact, '');
    await thank(contact, 'Thanks');
    await thank(research, 'Thanks');
    expect(sent).toEqual([
      ['Contact', undefined],
      ['Contact', undefined],
      ['Research request', undefined],
    ]);
  });

  it('a message refused keeps the form and counts nothing: only the alert changes', async () => {
    const sent = pageWith(contactForm);
    submit(document.querySelector('form')!);
    document.querySelector('[role=alert]')!.textContent = 'Your message could not be sent.';
    await settle();
    expect(sent).toEqual([]);
  });

  it('the demo’s form, which sends nothing, counts nothing', async () => {
    const sent = pageWith(
      '<form data-island-form><input type="date" name="date"><p role="status"></p></form>',
    );
    submit(document.querySelector('form')!);
    document.querySelector('[role=status]')!.textContent = 'Not Sunday';
    await settle();
    expect(sent).toEqual([]);
  });
});

describe('links', () => {
  const click = (selector: string, init: MouseEventInit = {}, type = 'click') => {
    const link = document.querySelector(selector)!;
    link.addEventListener(type, (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
  };

  it('a brief’s PDF counts as a download, by its name, clicked or middle-clicked', () => {
    const sent = pageWith('<a href="/briefs/market-map-2026.pdf"><span>Download PDF</span></a>');
    click('span');
    click('a', { button: 1 }, 'auxclick');
    click('a', { button: 2 }, 'auxclick');
    expect(sent).toEqual([
      ['Brief download', { brief: 'market-map-2026' }],
      ['Brief download', { brief: 'market-map-2026' }],
    ]);
  });

  it('a logo counts as outbound by its name, another site’s link by its host, a page of the site not at all', () => {
    const sent = pageWith(
      '<a id="logo" href="https://press.example.com/" target="_blank"><img alt="Northern Health Review"></a>' +
        '<a id="other" href="https://calendly.com/author/15min">Book</a><a id="here" href="/essays/">Essays</a>' +
        '<a id="mail" href="mailto:author@example.org">Mail</a>',
    );
    for (const id of ['logo', 'other', 'here', 'mail']) click(`#${id}`);
    expect(sent).toEqual([
      ['Outbound', { to: 'Northern Health Review' }],
      ['Outbound', { to: 'calendly.com' }],
    ]);
  });

  it('a share link or button counts as a share by its network alone, never as outbound', () => {
    const sent = pageWith(
      '<a id="linkedin" data-share="LinkedIn" href="https://www.linkedin.com/sharing/share-offsite/?url=x"><span>LinkedIn</span></a>' +
        '<a id="email" data-share="Email" href="mailto:?subject=x">Email</a>' +
        '<button id="copy" data-share="Copy link" type="button">Copy link</button>',
    );
    for (const id of ['linkedin span', 'email', 'copy']) click(`#${id}`);
    expect(sent).toEqual([
      ['Share', { network: 'LinkedIn' }],
      ['Share', { network: 'Email' }],
      ['Share', { network: 'Copy link' }],
    ]);
  });
});

describe('a booking', () => {
  const post = (data: unknown, origin: string) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it('counts when the booking widget reports an event scheduled, and from no other origin or message', () => {
    const sent = pageWith('');
    post({ event: 'calendly.date_and_time_selected', payload: {} }, settings.bookingOrigin);
    post({ event: bookingMessage, payload: {} }, 'https://evil.example');
    post('calendly.event_scheduled', settings.bookingOrigin);
    post(
      { event: bookingMessage, payload: { invitee: { uri: 'https://api.calendly.com/x' } } },
      settings.bookingOrigin,
    );
    expect(sent).toEqual([['Booking', undefined]]);
  });
});

describe('search', () => {
  it('counts once a page, when the visitor types, and never what', () => {
    const sent = pageWith('<input type="search" name="q"><input type="email" name="email">');
    const [search, email] = document.querySelectorAll('input');
    const type = (field: HTMLInputElement, value: string) => {
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(email, 'a@b.ca');
    type(search, ' ');
    type(search, 'peri');
    type(search, 'perimenopause');
    expect(sent).toEqual([['Search', undefined]]);
  });
});

describe('a prerendered page', () => {
  it('starts counting only once it is shown', () => {
    const doc = document.implementation.createHTMLDocument();
    Object.defineProperty(doc, 'prerendering', { value: true, configurable: true });
    const started = jest.fn();
    whenShown(doc, started);
    expect(started).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('a page loaded as usual starts at once', () => {
    const started = jest.fn();
    whenShown(document, started);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
