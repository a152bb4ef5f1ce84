import { postForm, postJson, RequestTimeoutError } from '@/lib/web/send';
import { kitFormAction, kitFormEmailField, kitSubscribeBody, kitSubscribeUrl } from '@/lib/web/kit';

function neverAnswering(): jest.Mock {
  return jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
}

describe('postJson', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends the body as JSON with a JSON content type', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    global.fetch = fetchMock;
    const response = await postJson('https://example.org/x', { email: 'a@b.co' });
    expect(response.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://example.org/x');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({ email: 'a@b.co' });
  });

  it('gives up with a timeout error after 15 seconds without an answer', async () => {
    jest.useFakeTimers();
    global.fetch = neverAnswering();
    let outcome: unknown = 'pending';
    const pending = postJson('https://example.org/x', {}).catch((error: unknown) => {
      outcome = error;
    });
    jest.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(outcome).toBe('pending');
    jest.advanceTimersByTime(1);
    await pending;
    expect(outcome).toBeInstanceOf(RequestTimeoutError);
  });

  it('sends a form’s fields as the browser would, asking for JSON, with no header that needs a preflight', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    global.fetch = fetchMock;
    const fields = new FormData();
    fields.set('email', 'a@b.co');
    await postForm('https://example.org/f', fields);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://example.org/f');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(fields);
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('gives up on a form too after 15 seconds without an answer', async () => {
    jest.useFakeTimers();
    global.fetch = neverAnswering();
    const pending = postForm('https://example.org/f', new FormData());
    jest.advanceTimersByTime(15_000);
    await expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('is aborted by the caller’s signal, without calling it a timeout', async () => {
    global.fetch = neverAnswering();
    const outside = new AbortController();
    const pending = postJson('https://example.org/x', {}, { signal: outside.signal });
    outside.abort();
    await expect(pending).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('Kit request', () => {
  it('posts a plain form to the form’s own endpoint, the one Kit’s HTML embed uses', () => {
    expect(kitFormAction('1234567')).toBe('https://app.kit.com/forms/1234567/subscriptions');
    expect(kitFormEmailField).toBe('email_address');
  });

  it('targets the v3 form-subscribe path and sends the public key with the email', () => {
    expect(kitSubscribeUrl('1234567')).toBe('https://api.convertkit.com/v3/forms/1234567/subscribe');
    expect(kitSubscribeBody('pk', 'reader@example.com')).toEqual({
      api_key: 'pk',
      email: 'reader@example.com',
    });
  });
});
