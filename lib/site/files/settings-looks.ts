// Each setting's label, help and overriding variable, apart from the settings' schema, which the pages'
// bundles do not need.
import type { FieldLook } from '@/lib/editor/field-look';

export const settingsLooks = {
  siteUrl: {
    label: 'The site’s address',
    hint: 'Where it is published, e.g. https://www.your-name.com: canonical links, feeds, sitemap and share images use it.',
  },
  kitFormId: {
    label: 'Kit form number',
    hint: 'The Tomorrow Letter’s signup form in Kit: the digits in the form’s address (Grow > Landing Pages & Forms).',
  },
  kitPublicKey: {
    label: 'Kit public API key',
    hint: 'Kit’s Settings > Developer > API Key (v3), the public one. Never the API Secret.',
  },
  calendlyUrl: {
    label: 'Calendly booking page',
    hint: 'The 15-minute call’s page, e.g. https://calendly.com/your-name/15min.',
  },
  formsEndpoint: {
    label: 'Formspree endpoint',
    hint: 'Where messages, research requests and pitches go: https://formspree.io/f/<form id>. Empty, they reach no one.',
  },
  analyticsDomain: {
    label: 'Plausible domain',
    hint: 'Optional: the site’s domain as registered in Plausible, e.g. your-name.com. Empty, nothing is counted.',
  },
  analyticsEndpoint: {
    label: 'Plausible events address',
    hint: 'Only for a Plausible of your own: its events address, e.g. https://stats.your-name.com/api/event. Empty, visits go to plausible.io.',
  },
  letterDrafts: {
    label: 'Draft the letter in Kit',
    hint: 'On: once an issue’s page is live, the publish run makes its email a draft in Kit for you to send. It needs Kit’s API key and template in GitHub first (the publishing guide, “Once, in Kit”).',
  },
} satisfies Record<string, FieldLook>;

export const settingsLabel = 'Site settings';

export interface PublicEnv {
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_KIT_FORM_ID?: string;
  NEXT_PUBLIC_KIT_API_KEY?: string;
  NEXT_PUBLIC_CALENDLY_URL?: string;
  NEXT_PUBLIC_FORMS_ENDPOINT?: string;
  NEXT_PUBLIC_ANALYTICS_DOMAIN?: string;
  NEXT_PUBLIC_ANALYTICS_ENDPOINT?: string;
}

/** Drafting the letter in Kit is the publish run's setting alone, never the pages'. */
export const settingVariables = {
  siteUrl: 'NEXT_PUBLIC_SITE_URL',
  kitFormId: 'NEXT_PUBLIC_KIT_FORM_ID',
  kitPublicKey: 'NEXT_PUBLIC_KIT_API_KEY',
  calendlyUrl: 'NEXT_PUBLIC_CALENDLY_URL',
  formsEndpoint: 'NEXT_PUBLIC_FORMS_ENDPOINT',
  analyticsDomain: 'NEXT_PUBLIC_ANALYTICS_DOMAIN',
  analyticsEndpoint: 'NEXT_PUBLIC_ANALYTICS_ENDPOINT',
} as const satisfies Partial<Record<keyof typeof settingsLooks, keyof PublicEnv>>;

export type PageSetting = keyof typeof settingVariables;

export function settingName(setting: PageSetting): string {
  return `${settingsLabel} › ${settingsLooks[setting].label} (content/site/settings.yml, ${setting}; or ${settingVariables[setting]})`;
}
