export const requestTimeoutMs = 15_000;

export class RequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs / 1000} s`);
    this.name = 'RequestTimeoutError';
  }
}

interface PostOptions {
  /** Aborts the request from outside, e.g. when the form unmounts. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POSTs and resolves with the response, whatever its status. Rejects on a network error, on the
 * outside signal, or with RequestTimeoutError when no answer comes in time.
 */
async function post(url: string, init: RequestInit, options: PostOptions): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetch(url, { ...init, method: 'POST', signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** A JSON body, as Kit's v3 API takes it. */
export function postJson(url: string, body: unknown, options: PostOptions = {}): Promise<Response> {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  return post(url, { headers, body: JSON.stringify(body) }, options);
}

/**
 * A form's fields as the browser would post them, asking for a JSON answer, as Formspree takes a
 * scripted submission. Neither the body's type nor `Accept` needs a preflight across origins.
 */
export function postForm(url: string, fields: FormData, options: PostOptions = {}): Promise<Response> {
  return post(url, { headers: { Accept: 'application/json' }, body: fields }, options);
}
