// One bounded request for the commands that read other sites and APIs (npm run live-check, npm run
// check-services, the publish run): the response, or in a few words why there is none.

/** What one request gave: the response and its text, or why there is none. */
export type Answer = { response: Response; text: string } | { error: string };

export function readUrl(
  url: URL | string,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return requestUrl(url, timeoutMs, { headers });
}

/** One request with a time limit, any method: the response and its text, or why there is none. */
export async function requestUrl(
  url: URL | string,
  timeoutMs: number,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return { response, text: await response.text() };
  } catch (error) {
    return { error: whyNoAnswer(error, timeoutMs) };
  }
}

/** Why a request made with a time limit of `timeoutMs` got no answer, in a few words. */
function whyNoAnswer(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (error as Error).name === 'TimeoutError'
    ? `no answer within ${timeoutMs / 1000} s`
    : (cause?.code ?? cause?.message ?? (error as Error).message);
}
