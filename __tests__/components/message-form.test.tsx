import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MessageForm } from '@/components/forms/message-form';
import * as messages from '@/lib/site/messages';

const contactThankYou = "Thanks for reaching out! I'll get back to you within 48 hours.";
const researchThankYou = "Thanks for your request! I'll be in touch within 48 hours.";
const bookingUrl = 'https://calendly.example/someone/15min';
const delivery = {
  endpoint: 'https://formspree.io/f/xyzzyabc',
  subject: 'Contact message from maya.example.org',
  next: 'https://maya.example.org/thanks/contact/',
  page: 'https://maya.example.org/about/',
};

const email = { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' } as const;

const variants = [
  {
    name: 'contact',
    messageField: 'message',
    messageLabel: 'Message',
    props: {
      formName: 'contact',
      fields: [email, { name: 'message', label: 'Message', kind: 'paragraph' }],
      submitLabel: 'Send message',
      thankYou: contactThankYou,
      bookingUrl,
    },
  },
  {
    name: 'research request',
    messageField: 'requestMessage',
    messageLabel: 'What should I research?',
    props: {
      formName: 'research-request',
      fields: [email, { name: 'requestMessage', label: 'What should I research?', kind: 'paragraph' }],
      submitLabel: 'Request analysis',
      thankYou: researchThankYou,
      bookingUrl,
    },
  },
] as const;

/** An answer as Formspree gives it (help.formspree.io; its own client reads the same shapes). */
const formspree = {
  took: () => ({
    ok: true,
    status: 200,
    json: async () => ({ next: 'https://formspree.io/thanks', ok: true }),
  }),
  refused: () => ({
    ok: false,
    status: 400,
    json: async () => ({
      error: 'Validation errors',
      errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }],
    }),
  }),
  tookButListsErrors: () => ({
    ok: true,
    status: 200,
    json: async () => ({ errors: [{ code: 'EMPTY', message: 'empty form' }] }),
  }),
  down: () => ({
    ok: false,
    status: 502,
    json: async () => {
      throw new SyntaxError('Unexpected token <');
    },
  }),
};

interface Deferred {
  promise: Promise<unknown>;
  resolve: (response: unknown) => void;
}

function deferredResponse(): Deferred {
  let resolve!: (response: unknown) => void;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

describe.each(variants)('MessageForm ($name)', ({ props, messageField, messageLabel }) => {
  let log: jest.SpyInstance;
  let error: jest.SpyInstance;
  const fetchMock = jest.fn();

  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  afterEach(() => {
    log.mockRestore();
    error.mockRestore();
    jest.useRealTimers();
  });

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'founder@example.org');
    await user.type(screen.getByRole('textbox', { name: messageLabel }), 'A question about trials');
  }

  function fields() {
    return {
      email: screen.getByRole('textbox', { name: 'Email' }),
      message: screen.getByRole('textbox', { name: messageLabel }),
    };
  }

  it('requires an email-type address and a message', () => {
    render(<MessageForm {...props} delivery={null} />);
    expect(fields().email).toHaveAttribute('type', 'email');
    expect(fields().email).toBeRequired();
    expect(fields().message).toBeRequired();
  });

  it('without a forms service writes the payload to the console, clears the fields and thanks', async () => {
    const user = userEvent.setup();
    render(<MessageForm {...props} delivery={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: props.submitLabel }));

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContainEqual({
      email: 'founder@example.org',
      [messageField]: 'A question about trials',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fields().email).toHaveValue('');
    expect(fields().message).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(props.thankYou);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('without a forms service posts nowhere, and says without scripts how else to reach her', () => {
    const html = renderToStaticMarkup(<MessageForm {...props} delivery={null} />);
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).not.toContain('action=');
    expect(html).toMatch(
      new RegExp(`<noscript><p[^>]*>${messages.messageForm.withoutScripts} <a href="${bookingUrl}"`),
    );
    expect(html).not.toContain('_gotcha');
  });

  it('with a forms service, a plain post goes to it: its fields, the subject, where to return, and the honeypot no one sees', () => {
    const { container } = render(<MessageForm {...props} delivery={delivery} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', delivery.endpoint);
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('[name="_subject"]')).toHaveAttribute('value', delivery.subject);
    expect(form.querySelector('[name="_next"]')).toHaveAttribute('value', delivery.next);
    // The page it is on, known when the page is built; its title and what led there are added as it is sent.
    expect(form.querySelector('[name="page"]')).toHaveAttribute('value', delivery.page);
    expect(form.querySelector('[name="pageTitle"]')).toBeNull();
    expect(form.querySelector('[name="cameFrom"]')).toBeNull();
    expect(form.querySelector('[name="campaign"]')).toBeNull();
    const honeypot = form.querySelector<HTMLInputElement>('[name="_gotcha"]')!;
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveValue('');
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'email',
      messageField,
    ]);
  });

  it('does not submit without the required fields', async () => {
    const user = userEvent.setup();
    render(<MessageForm {...props} delivery={null} />);
    await user.type(fields().email, 'founder@example.org');
    await user.click(screen.getByRole('button', { name: props.submitLabel }));
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('with a forms service posts the form’s fields as Formspree takes them, and thanks only once it took the message', async () => {
    const user = userEvent.setup();
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    render(<MessageForm {...props} delivery={delivery} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: props.submitLabel }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(delivery.endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(Object.fromEntries(init.body as FormData)).toEqual({
      _subject: delivery.subject,
      _next: delivery.next,
      page: delivery.page,
      _gotcha: '',
      email: 'founder@example.org',
      [messageField]: 'A question about trials',
    });

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(fields().message).toHaveValue('A question about trials');
    await user.click(sending);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer.resolve(formspree.took());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(props.thankYou));
    expect(fields().email).toHaveValue('');
    expect(fields().message).toHaveValue('');
    expect(screen.getByRole('button', { name: props.submitLabel })).toBeEnabled();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['Formspree refuses it (a validation error)', () => Promise.resolve(formspree.refused())],
    ['Formspree answers ok but lists errors', () => Promise.resolve(formspree.tookButListsErrors())],
    ['the service is down (5xx)', () => Promise.resolve(formspree.down())],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the text and shows a visible error when %s', async (_case, answer) => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answer);
    render(<MessageForm {...props} delivery={delivery} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: props.submitLabel }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(messages.messageForm.deliveryError),
    );
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(fields().email).toHaveValue('founder@example.org');
    expect(fields().message).toHaveValue('A question about trials');
    expect(screen.getByRole('button', { name: props.submitLabel })).toBeEnabled();
    expect(error).toHaveBeenCalledWith(`${props.formName} delivery failed`, expect.anything());

    // A retry that succeeds clears the error and thanks.
    fetchMock.mockResolvedValue(formspree.took());
    await user.click(screen.getByRole('button', { name: props.submitLabel }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(props.thankYou));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('keeps the text and shows the error when no answer comes in 15 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    render(<MessageForm {...props} delivery={delivery} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: props.submitLabel }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    jest.advanceTimersByTime(15_000);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(messages.messageForm.deliveryError),
    );
    expect(fields().message).toHaveValue('A question about trials');
  });
});

describe('MessageForm (pitch)', () => {
  const pitchFields = [
    { name: 'company', label: 'Company', kind: 'text', autoComplete: 'organization' },
    { name: 'website', label: 'Website', kind: 'address', autoComplete: 'url' },
    { name: 'stage', label: 'Stage', kind: 'choice', choices: ['Pre-seed', 'Seed', 'Series A'] },
    {
      name: 'raising',
      label: 'What you are raising (optional)',
      hint: 'e.g. CA$1.5M seed',
      kind: 'text',
      optional: true,
    },
    { name: 'deck', label: 'Link to your deck', kind: 'address' },
    { name: 'building', label: 'What you are building', hint: 'Two or three sentences.', kind: 'paragraph' },
    email,
  ] as const;
  const props = {
    formName: 'pitch',
    fields: pitchFields,
    submitLabel: 'Send pitch',
    thankYou: 'Thank you. You will hear back within five working days.',
    bookingUrl,
  } as const;
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  async function fillIn(user: ReturnType<typeof userEvent.setup>, { stage = true } = {}) {
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Tidewell');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'tidewell.example');
    if (stage) await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Seed');
    await user.type(screen.getByRole('textbox', { name: 'Link to your deck' }), 'https://deck.example/t');
    await user.type(screen.getByRole('textbox', { name: /What you are building/ }), 'Postpartum monitoring.');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'founder@example.org');
  }

  it('asks for each field, in order, with its hint read with it; only the raise may stay empty', () => {
    render(<MessageForm {...props} delivery={null} />);
    const form = document.querySelector('form')!;
    expect(
      [...form.querySelectorAll('input:not([type=hidden]),select,textarea')].map((f) =>
        f.getAttribute('name'),
      ),
    ).toEqual(['company', 'website', 'stage', 'raising', 'deck', 'building', 'email']);
    expect(screen.getByRole('textbox', { name: 'What you are raising (optional)' })).not.toBeRequired();
    expect(
      screen.getByRole('textbox', { name: 'What you are raising (optional)' }),
    ).toHaveAccessibleDescription('e.g. CA$1.5M seed');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('inputmode', 'url');
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeRequired();
  });

  it('does not send without a stage, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<MessageForm {...props} delivery={null} />);
    await fillIn(user, { stage: false });
    await user.click(screen.getByRole('button', { name: 'Send pitch' }));
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Tidewell');
  });

  it('without a forms service writes every field to the console and thanks', async () => {
    const user = userEvent.setup();
    render(<MessageForm {...props} delivery={null} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send pitch' }));
    expect(log.mock.calls[0]).toContainEqual({
      company: 'Tidewell',
      website: 'tidewell.example',
      stage: 'Seed',
      raising: '',
      deck: 'https://deck.example/t',
      building: 'Postpartum monitoring.',
      email: 'founder@example.org',
    });
    expect(screen.getByRole('status')).toHaveTextContent(props.thankYou);
  });

  it('with a forms service, its subject names the form, and is marked to start with the company where scripts run', () => {
    const pitchDelivery = { ...delivery, subject: 'Pitch from maya.example.org', subjectFrom: 'company' };
    const { container } = render(<MessageForm {...props} delivery={pitchDelivery} />);
    const subject = container.querySelector('[name="_subject"]')!;
    expect(subject).toHaveAttribute('value', 'Pitch from maya.example.org');
    expect(subject).toHaveAttribute('data-subject-from', 'company');
    expect(subject).toHaveAttribute('data-subject', 'Pitch from maya.example.org');
  });
});
