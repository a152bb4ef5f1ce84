export const requestTimeoutMs = 15_000;

export class RequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs / 1000} s`);
    this.name = 'RequestTimeoutError';
  }
}

interface PostJsonOptions {
  /** Aborts the request from outside, e.g. when the form unmounts. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POSTs a JSON body and resolves with the response, whatever its status. Rejects on a network
 * error, on the outside signal, or with RequestTimeoutError when no answer comes in time.
 */
export async function postJson(url: string, body: unknown, options: PostJsonOptions = {}): Promise<Response> {
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
    return await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
