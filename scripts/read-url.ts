// One bounded GET for the commands that read other sites (scripts/live-check.ts,
// scripts/check-services.ts): the response, or in a few words why there is none.

/** What one GET gave: the response and its text, or why there is none. */
export type Answer = { response: Response; text: string } | { error: string };

export async function readUrl(
  url: URL | string,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    return { response, text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      error:
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : (cause?.code ?? cause?.message ?? (error as Error).message),
    };
  }
}
