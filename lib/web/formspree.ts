// Formspree (formspree.io): where the contact and research forms send, when NEXT_PUBLIC_FORMS_ENDPOINT
// holds a Formspree form's endpoint, https://formspree.io/f/<form id> (docs/publishing.md). It
// emails each message to the author and keeps it in the form's archive. Scripted, a form posts its
// fields asking for JSON; with scripts off, the browser posts them and Formspree answers with a page.

/** Formspree's own fields: the subject of the email it sends, the spam honeypot, where a plain post returns. */
export const formspreeField = { subject: '_subject', honeypot: '_gotcha', next: '_next' } as const;

/** A Formspree form's endpoint, https://formspree.io/f/<form id>, as the settings file checks it. */
export const formspreeEndpointPattern = /^https:\/\/formspree\.io\/f\/\w+$/;

/** Whether `endpoint` is a Formspree form's endpoint, https://formspree.io/f/<form id>. */
export function isFormspreeEndpoint(endpoint: string) {
  return formspreeEndpointPattern.test(endpoint.trim());
}

interface FormspreeError {
  field?: string;
  code?: string;
  message?: string;
}

/**
 * What Formspree's answer to a scripted submission says went wrong, or null when it took the message.
 * It answers a message it took with `{"next": …, "ok": true}`, and one it refused with an error
 * status and `{"error": …, "errors": [{"field", "code", "message"}]}`; an answer that is not ok is a
 * refusal whatever its body, and so is an ok one that lists errors.
 */
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
