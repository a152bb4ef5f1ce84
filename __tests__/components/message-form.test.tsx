import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageForm } from '@/components/message-form';
import * as messages from '@/content/messages';

const contactThankYou = "Thanks for reaching out! I'll get back to you within 48 hours.";
const researchThankYou = "Thanks for your request! I'll be in touch within 48 hours.";
const endpoint = 'https://forms.example.org/messages';

const variants = [
  {
    name: 'contact',
    props: {
      formName: 'contact',
      messageField: 'message',
      messageLabel: 'Message',
      submitLabel: 'Send message',
      thankYou: contactThankYou,
    },
  },
  {
    name: 'research request',
    props: {
      formName: 'research-request',
      messageField: 'requestMessage',
      messageLabel: 'What should I research?',
      submitLabel: 'Request analysis',
      thankYou: researchThankYou,
    },
  },
] as const;

interface Deferred {
  promise: Promise<Response>;
  resolve: (response: Partial<Response>) => void;
}

function deferredResponse(): Deferred {
  let resolve!: (response: Partial<Response>) => void;
  const promise = new Promise<Response>((done) => {
    resolve = (response) => done(response as Response);
  });
  return { promise, resolve };
}

describe.each(variants)('MessageForm ($name)', ({ props }) => {
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
  });

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'founder@example.org');
    await user.type(screen.getByRole('textbox', { name: props.messageLabel }), 'A question about trials');
  }

  function fields() {
    return {
      email: screen.getByRole('textbox', { name: 'Email' }),
      message: screen.getByRole('textbox', { name: props.messageLabel }),
    };
  }

  it('requires an email-type address and a message', () => {
    render(<MessageForm {...props} endpoint={null} />);
    expect(fields().email).toHaveAttribute('type', 'email');
    expect(fields().email).toBeRequired();
    expect(fields().message).toBeRequired();
  });

  it('without an endpoint writes the payload to the console, clears the fields and thanks', async () => {
    const user = userEvent.setup();
    render(<MessageForm {...props} endpoint={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: props.submitLabel }));

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContainEqual({
      email: 'founder@example.org',
      [props.messageField]: 'A question about trials',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fields().email).toHaveValue('');
    expect(fields().message).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(props.thankYou);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('does not submit without the required fields', async () => {
    const user = userEvent.setup();
    render(<MessageForm {...props} endpoint={null} />);
    await user.type(fields().email, 'founder@example.org');
    await user.click(screen.getByRole('button', { name: props.submitLabel }));
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('with an endpoint POSTs the payload and thanks only once the answer is ok', async () => {
    const user = userEvent.setup();
    const answer = deferredResponse();
    fetchMock.mockReturnValue(answer.promise);
    render(<MessageForm {...props} endpoint={endpoint} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: props.submitLabel }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      form: props.formName,
      email: 'founder@example.org',
      [props.messageField]: 'A question about trials',
    });

    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(fields().message).toHaveValue('A question about trials');
    await user.click(sending);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer.resolve({ ok: true, status: 200 });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(props.thankYou));
    expect(fields().email).toHaveValue('');
    expect(fields().message).toHaveValue('');
    expect(screen.getByRole('button', { name: props.submitLabel })).toBeEnabled();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['the endpoint answers with an error status', () => Promise.resolve({ ok: false, status: 502 })],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the text and shows a visible error when %s', async (_case, answer) => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answer);
    render(<MessageForm {...props} endpoint={endpoint} />);
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

    // A retry that succeeds clears the error and thanks.
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    await user.click(screen.getByRole('button', { name: props.submitLabel }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(props.thankYou));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });
});
