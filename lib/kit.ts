/** Kit (formerly ConvertKit) v3 form-subscribe endpoint. Only the public api_key is ever sent. */
export function kitSubscribeUrl(formId: string): string {
  return `https://api.convertkit.com/v3/forms/${encodeURIComponent(formId)}/subscribe`;
}

export function kitSubscribeBody(apiKey: string, email: string) {
  return { api_key: apiKey, email };
}
