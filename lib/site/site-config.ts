import type { AnalyticsSettings } from '../web/tracking';
import { settingName, settingVariables, type PageSetting, type PublicEnv } from './files/settings-looks';
import { decideServices, type Service, type Services, type Unset } from './services';
import { onExample } from './placeholder-addresses';

export { settingName, settingVariables, type PageSetting, type PublicEnv } from './files/settings-looks';

export interface NavItem {
  href: string;
  label: string;
}

/** What differs between deployments. Who the site is about is content (content/site/profile.yml). */
export interface SiteConfig {
  url: string;
  kitFormId: string;
  kitApiKey: string;
  calendlyUrl: string;
  /** Null keeps messages in the console only, as the specification has it. */
  formsEndpoint: string | null;
  /** A publishing build leaves off the services still unset. */
  services: Services;
  nav: readonly NavItem[];
  letterLink: NavItem;
  footerLinks: readonly NavItem[];
}

// Reserved `.example` addresses and ids no real account has, so a build without a .env points at no stranger.
export const configDefaults = {
  url: 'https://your-site.example',
  kitFormId: '0000000',
  kitApiKey: 'kit_public_key_placeholder',
  calendlyUrl: 'https://calendly.example/your-name/15min',
} as const;

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A variable that is set wins over the settings file. */
export function withSettings(env: PublicEnv, settings: Partial<Record<PageSetting, string>> = {}): PublicEnv {
  const merged: PublicEnv = { ...env };
  for (const [variable, value] of Object.entries(settingsAsVariables(settings)))
    if (!present(env[variable as keyof PublicEnv])) merged[variable as keyof PublicEnv] = value;
  return merged;
}

/** Written by `npm run content`, under .content/. */
export const settingsEnvFile = 'settings-env.json';

export function settingsAsVariables(settings: Partial<Record<PageSetting, string>>): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(settingVariables) as [PageSetting, string][])
      .map(([setting, variable]) => [variable, present(settings[setting])])
      .filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export type BuildEnv = PublicEnv & { SITE_STRICT?: string };

export function unsetSettings(
  config: Pick<SiteConfig, 'kitFormId' | 'kitApiKey' | 'calendlyUrl' | 'formsEndpoint'>,
  analyticsDomain?: string,
): Unset {
  const kit: PageSetting[] = [];
  if (config.kitFormId === configDefaults.kitFormId) kit.push('kitFormId');
  if (config.kitApiKey === configDefaults.kitApiKey) kit.push('kitPublicKey');
  const unset: Record<Service, PageSetting[]> = {
    newsletter: kit,
    booking: isPlaceholderUrl(config.calendlyUrl) ? ['calendlyUrl'] : [],
    messages: config.formsEndpoint ? [] : ['formsEndpoint'],
    analytics: present(analyticsDomain) ? [] : ['analyticsDomain'],
  };
  return unset;
}

export function buildSiteConfig(env: BuildEnv): SiteConfig {
  const accounts = {
    kitFormId: present(env.NEXT_PUBLIC_KIT_FORM_ID) ?? configDefaults.kitFormId,
    kitApiKey: present(env.NEXT_PUBLIC_KIT_API_KEY) ?? configDefaults.kitApiKey,
    calendlyUrl: present(env.NEXT_PUBLIC_CALENDLY_URL) ?? configDefaults.calendlyUrl,
    formsEndpoint: present(env.NEXT_PUBLIC_FORMS_ENDPOINT) ?? null,
  };
  const unset = unsetSettings(accounts, env.NEXT_PUBLIC_ANALYTICS_DOMAIN);
  return {
    url: (present(env.NEXT_PUBLIC_SITE_URL) ?? configDefaults.url).replace(/\/+$/, ''),
    ...accounts,
    services: decideServices(unset, env.SITE_STRICT === '1'),
    nav: [
      { href: '/', label: 'Home' },
      { href: '/essays', label: 'Essays' },
      { href: '/research', label: 'Research' },
      { href: '/about', label: 'About & Collaborate' },
    ],
    letterLink: { href: '/tomorrow-letter', label: 'Tomorrow Letter' },
    footerLinks: [
      { href: '/about', label: 'About & Collaborate' },
      { href: '/essays', label: 'Essays' },
      { href: '/investment-thesis', label: 'Investment Thesis' },
      { href: '/books', label: 'Books' },
    ],
  };
}

// Each variable is named in full so Next can inline it into the client bundle. next.config.mjs fills in
// those not set from the settings file, and inlines SITE_STRICT so an island judges services as its page did.
export const siteConfig: SiteConfig = buildSiteConfig({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_KIT_FORM_ID: process.env.NEXT_PUBLIC_KIT_FORM_ID,
  NEXT_PUBLIC_KIT_API_KEY: process.env.NEXT_PUBLIC_KIT_API_KEY,
  NEXT_PUBLIC_CALENDLY_URL: process.env.NEXT_PUBLIC_CALENDLY_URL,
  NEXT_PUBLIC_FORMS_ENDPOINT: process.env.NEXT_PUBLIC_FORMS_ENDPOINT,
  NEXT_PUBLIC_ANALYTICS_DOMAIN: process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN,
  SITE_STRICT: process.env.SITE_STRICT,
});

export const plausibleEventsEndpoint = 'https://plausible.io/api/event';

// Read by the build steps alone, never by an island, so a build without analytics ships every script as it
// would with no analytics code.
export function analyticsSettings(env: PublicEnv): AnalyticsSettings | null {
  const domain = present(env.NEXT_PUBLIC_ANALYTICS_DOMAIN);
  if (!domain) return null;
  const config = buildSiteConfig(env);
  return {
    domain,
    endpoint: present(env.NEXT_PUBLIC_ANALYTICS_ENDPOINT) ?? plausibleEventsEndpoint,
    bookingOrigin: new URL(config.calendlyUrl).origin,
    letterPath: config.letterLink.href,
    // Not essaysPath and researchPath (a test holds them equal), so islands reading this carry no schema.
    endOfPiece: { '/essays/': 'End of essay', '/research/': 'End of brief' },
  };
}

export interface Placeholder {
  setting: string;
  affects: string;
  /** A publishing build leaves this service off rather than refusing. */
  service?: Service;
}

export function isPlaceholderUrl(url: string): boolean {
  return onExample(url);
}

export function placeholdersInUse(config: SiteConfig, profileLinks: readonly string[]): Placeholder[] {
  const found: Placeholder[] = [];
  if (isPlaceholderUrl(config.url))
    found.push({
      setting: settingName('siteUrl'),
      affects: 'canonical URLs, the sitemap, the feed and share images point at a placeholder domain',
    });
  const affects: Partial<Record<PageSetting, string>> = {
    kitFormId: 'newsletter signups go to a Kit form that does not exist',
    kitPublicKey: 'Kit refuses every newsletter signup: the key is not an account’s',
    calendlyUrl: 'the booking widget on /about/ frames a page that does not exist',
    formsEndpoint:
      'contact and research messages reach no one: they are only written to the visitor’s browser console (set it to your Formspree form’s endpoint)',
  };
  const unset = unsetSettings(config);
  for (const service of ['newsletter', 'booking', 'messages'] as const)
    for (const setting of unset[service])
      found.push({ setting: settingName(setting), affects: affects[setting] ?? '', service });
  const links = profileLinks.filter(isPlaceholderUrl);
  if (links.length)
    found.push({
      setting: 'Your profile › Your profiles elsewhere (content/site/profile.yml, profiles)',
      affects: `the profile links search engines read are placeholders: ${links.join(', ')}`,
    });
  return found;
}
