// Where the message forms send. Scripted, a form posts its fields asking for JSON; with scripts off, the
// browser posts them and Formspree answers with a page.

/** `next` is where a plain post returns. */
export const formspreeField = { subject: '_subject', honeypot: '_gotcha', next: '_next' } as const;

export const formspreeEndpointPattern = /^https:\/\/formspree\.io\/f\/\w+$/;

export function isFormspreeEndpoint(endpoint: string) {
  return formspreeEndpointPattern.test(endpoint.trim());
}

interface FormspreeError {
  field?: string;
  code?: string;
  message?: string;
}

// Null when it took the message. An answer that is not ok is a refusal whatever its body, and so is an ok
// one that lists errors.
export async function formspreeRefusal(response: Response): Promise<string | null> {
  let body: { error?: string; errors?: FormspreeError[] } = {};
  try {
    body = await response.json();
  } catch {
    // An answer that is not JSON says nothing more than its status.
  }
  const errors = (body.errors ?? []).map(({ field, code, message }) =>
    [field, code, message].filter(Boolean).join(' '),
  );
  if (response.ok && !errors.length && !body.error) return null;
  return [`HTTP ${response.status}`, body.error, ...errors].filter(Boolean).join(': ');
}
