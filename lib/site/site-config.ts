import type { AnalyticsSettings } from '../web/analytics';
import { settingName, settingVariables, type PageSetting, type PublicEnv } from './files/settings-looks';
import { decideServices, type Service, type Services, type Unset } from './services';
import { onExample } from './placeholder-addresses';

export { settingName, settingVariables, type PageSetting, type PublicEnv } from './files/settings-looks';

export interface NavItem {
  href: string;
  label: string;
}

/**
 * What differs between deployments of the site: its address and the accounts its forms and widget
 * use. Who the site is about is content (content/site/profile.yml), never configuration.
 */
export interface SiteConfig {
  url: string;
  kitFormId: string;
  kitApiKey: string;
  calendlyUrl: string;
  /**
   * The Formspree form contact and research messages are sent to; null keeps
   * them in the console only, as the specification has it.
   */
  formsEndpoint: string | null;
  /** Which outside services the pages use (decideServices): a publishing build leaves off those still unset. */
  services: Services;
  nav: readonly NavItem[];
  letterLink: NavItem;
  footerLinks: readonly NavItem[];
}

/**
 * What a build without a .env uses: reserved `.example` addresses and ids no real account has, so
 * nothing points at a stranger. `npm run build` lists each one still in use (see placeholdersInUse).
 */
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

/** The settings file where it has a setting, and over it each variable that is set: what a build uses. */
export function withSettings(env: PublicEnv, settings: Partial<Record<PageSetting, string>> = {}): PublicEnv {
  const merged: PublicEnv = { ...env };
  for (const [variable, value] of Object.entries(settingsAsVariables(settings)))
    if (!present(env[variable as keyof PublicEnv])) merged[variable as keyof PublicEnv] = value;
  return merged;
}

/** Where `npm run content` writes the settings as variables (`settingsAsVariables`), under .content/. */
export const settingsEnvFile = 'settings-env.json';

/** The settings file's values that are set, under the names of the variables over them. */
export function settingsAsVariables(settings: Partial<Record<PageSetting, string>>): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(settingVariables) as [PageSetting, string][])
      .map(([setting, variable]) => [variable, present(settings[setting])])
      .filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** What a build reads: the settings as variables (`withSettings`), and whether it publishes. */
export type BuildEnv = PublicEnv & { SITE_STRICT?: string };

/** Each service's settings still on the seed's value, or empty where the seed leaves them empty. */
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

/** The site's configuration from `env`, the settings file and the variables merged (`withSettings`). */
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

// Each variable is named in full so Next can inline it into the client bundle at build time. The
// settings file fills in those not set (next.config.mjs, from `settingsAsVariables`) before Next
// reads them; next.config.mjs inlines SITE_STRICT too, so an island judges the services as its page did.
export const siteConfig: SiteConfig = buildSiteConfig({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_KIT_FORM_ID: process.env.NEXT_PUBLIC_KIT_FORM_ID,
  NEXT_PUBLIC_KIT_API_KEY: process.env.NEXT_PUBLIC_KIT_API_KEY,
  NEXT_PUBLIC_CALENDLY_URL: process.env.NEXT_PUBLIC_CALENDLY_URL,
  NEXT_PUBLIC_FORMS_ENDPOINT: process.env.NEXT_PUBLIC_FORMS_ENDPOINT,
  NEXT_PUBLIC_ANALYTICS_DOMAIN: process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN,
  SITE_STRICT: process.env.SITE_STRICT,
});

/** Where Plausible takes events unless NEXT_PUBLIC_ANALYTICS_ENDPOINT names another place. */
export const plausibleEventsEndpoint = 'https://plausible.io/api/event';

/**
 * Analytics, read by the build steps alone (the browser bundle, the header files, the privacy page),
 * never by an island, so a build without it ships every script as it would with no analytics code:
 * null unless NEXT_PUBLIC_ANALYTICS_DOMAIN names the site as registered in Plausible.
 */
export function analyticsSettings(env: PublicEnv): AnalyticsSettings | null {
  const domain = present(env.NEXT_PUBLIC_ANALYTICS_DOMAIN);
  if (!domain) return null;
  const config = buildSiteConfig(env);
  return {
    domain,
    endpoint: present(env.NEXT_PUBLIC_ANALYTICS_ENDPOINT) ?? plausibleEventsEndpoint,
    bookingOrigin: new URL(config.calendlyUrl).origin,
    letterPath: config.letterLink.href,
    // The essays' and the briefs' addresses (essaysPath, researchPath; a test holds them equal),
    // written here so that the islands that read this file carry no post kind's schema.
    endOfPiece: { '/essays/': 'End of essay', '/research/': 'End of brief' },
  };
}

/** A setting still on its placeholder, and what visitors get because of it. */
export interface Placeholder {
  setting: string;
  affects: string;
  /** The service it belongs to, which a publishing build leaves off rather than refusing. */
  service?: Service;
}

/** True for an address on the reserved `.example` top-level domain, which no real site can use. */
export function isPlaceholderUrl(url: string): boolean {
  return onExample(url);
}

/** Every setting of `config`, and every link of the profile's `profiles`, that is still a placeholder. */
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
