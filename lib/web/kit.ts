// One Kit form, two ways in: with scripts, SPEC's call to the v3 API (deprecated by Kit; when it goes, the
// scripted signup moves to the form endpoint); without them, the endpoint Kit's own HTML embed posts to.

export const kitApiOrigin = 'https://api.convertkit.com';

export const kitFormOrigin = 'https://app.kit.com';

/** Only the public api_key is ever sent. */
export function kitSubscribeUrl(formId: string): string {
  return `${kitApiOrigin}/v3/forms/${encodeURIComponent(formId)}/subscribe`;
}

export function kitSubscribeBody(apiKey: string, email: string) {
  return { api_key: apiKey, email };
}

export function kitFormAction(formId: string): string {
  return `${kitFormOrigin}/forms/${encodeURIComponent(formId)}/subscriptions`;
}

export const kitFormEmailField = 'email_address';
