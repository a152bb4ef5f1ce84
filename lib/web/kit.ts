// Kit (formerly ConvertKit), where the Tomorrow Letter's readers sign up. One form, two ways in:
// with scripts, SPEC's call to the v3 API (deprecated by Kit, to be sunset; when it goes, the
// scripted signup moves to the form endpoint below); without them, the form endpoint Kit's own
// HTML embed posts to, for the same form.

/** Where Kit's v3 API answers. */
export const kitApiOrigin = 'https://api.convertkit.com';

/** Where Kit's forms take a plain post. */
export const kitFormOrigin = 'https://app.kit.com';

/** The v3 form-subscribe endpoint. Only the public api_key is ever sent. */
export function kitSubscribeUrl(formId: string): string {
  return `${kitApiOrigin}/v3/forms/${encodeURIComponent(formId)}/subscribe`;
}

export function kitSubscribeBody(apiKey: string, email: string) {
  return { api_key: apiKey, email };
}

/** The form endpoint Kit's HTML embed posts to: a plain form's `action`. */
export function kitFormAction(formId: string): string {
  return `${kitFormOrigin}/forms/${encodeURIComponent(formId)}/subscriptions`;
}

/** The field the form endpoint reads the reader's address from. */
export const kitFormEmailField = 'email_address';
