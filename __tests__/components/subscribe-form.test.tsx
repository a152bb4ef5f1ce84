import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeForm } from '@/components/forms/subscribe-form';
import { RequestTimeoutError } from '@/lib/web/send';

const successMessage = 'Check your inbox for the Tomorrow Lens.';
const email = 'reader@example.com';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
let consoleError: jest.SpyInstance;

function answer(ok: boolean, status = ok ? 200 : 500) {
  return { ok, status } as Response;
}

/** A request that stays open until the test settles it, and rejects like fetch when aborted. */
function pendingRequest() {
  let settle: (response: Response) => void = () => {};
  let signal: AbortSignal | undefined;
  fetchMock.mockImplementation((_url, init) => {
    signal = init?.signal ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      settle = resolve;
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  });
  return { settle: (response: Response) => settle(response), signal: () => signal };
}

function renderForm(onSuccess?: () => void) {
  return render(
    <SubscribeForm
      successMessage={successMessage}
      formId="1234567"
      apiKey="public-key"
      onSuccess={onSuccess}
    />,
  );
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const joinButton = () => screen.getByRole('button', { name: 'Join' });

async function fillAndJoin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailField(), email);
  await user.click(joinButton());
}

function expectFormKeptQuietly() {
  expect(emailField()).toHaveValue(email);
  expect(joinButton()).toBeEnabled();
  expect(screen.queryByText(successMessage)).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/error/i);
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('SubscribeForm', () => {
  it('has a required email field of type email', () => {
    renderForm();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
  });

  it('without scripts posts the address to the Kit form’s own endpoint, never as a GET', () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', 'https://app.kit.com/forms/1234567/subscriptions');
    expect(form).toHaveAttribute('method', 'post');
    expect(emailField()).toHaveAttribute('name', 'email_address');
  });

  it('posts the email and public key to the Kit v3 form endpoint', async () => {
    fetchMock.mockResolvedValue(answer(true));
    const user = userEvent.setup();
    renderForm();
    await fillAndJoin(user);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.convertkit.com/v3/forms/1234567/subscribe');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ api_key: 'public-key', email });
  });

  it('replaces the form with the confirmation and clears the email on success', async () => {
    fetchMock.mockResolvedValue(answer(true));
    const onSuccess = jest.fn();
    const user = userEvent.setup();
    renderForm(onSuccess);
    await fillAndJoin(user);

    expect(await screen.findByRole('status')).toHaveTextContent(successMessage);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(email)).not.toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reads "Joining..." and is disabled while submitting, and a second submit sends nothing', async () => {
    const request = pendingRequest();
    const user = userEvent.setup();
    renderForm();
    await fillAndJoin(user);

    const button = screen.getByRole('button', { name: 'Joining...' });
    expect(button).toBeDisabled();
    await user.click(button);
    fireEvent.submit(emailField().closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => request.settle(answer(true)));
    expect(screen.getByRole('status')).toHaveTextContent(successMessage);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  const networkFailure = new TypeError('Failed to fetch');
  it.each([
    [
      'Kit answers not ok',
      () => fetchMock.mockResolvedValue(answer(false, 400)),
      expect.stringContaining('400'),
    ],
    ['the network fails', () => fetchMock.mockRejectedValue(networkFailure), networkFailure],
  ])('keeps the form and the email when %s, and only logs the error', async (_, failWith, detail) => {
    failWith();
    const user = userEvent.setup();
    renderForm();
    await fillAndJoin(user);

    expect(await screen.findByRole('button', { name: 'Join' })).toBeEnabled();
    expectFormKeptQuietly();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Subscription error', detail);
  });

  it('gives up after 15 seconds without an answer, keeping the form and the email', async () => {
    jest.useFakeTimers();
    const request = pendingRequest();
    renderForm();
    fireEvent.change(emailField(), { target: { value: email } });
    fireEvent.click(joinButton());
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();

    await act(async () => jest.advanceTimersByTime(14_999));
    expect(request.signal()?.aborted).toBe(false);
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();

    await act(async () => jest.advanceTimersByTime(1));
    expect(request.signal()?.aborted).toBe(true);
    expectFormKeptQuietly();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Subscription error', expect.any(RequestTimeoutError));
  });

  it('aborts the request quietly when it unmounts mid-request', async () => {
    const request = pendingRequest();
    const user = userEvent.setup();
    const view = renderForm();
    await fillAndJoin(user);
    expect(request.signal()?.aborted).toBe(false);

    view.unmount();
    await act(async () => {});
    expect(request.signal()?.aborted).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('can be submitted again after a failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(false, 503)).mockResolvedValueOnce(answer(true));
    const user = userEvent.setup();
    renderForm();
    await fillAndJoin(user);
    await user.click(await screen.findByRole('button', { name: 'Join' }));

    expect(await screen.findByText(successMessage)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
