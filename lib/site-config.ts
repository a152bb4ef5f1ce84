import { profile } from '@/content/profile';

export interface PublicEnv {
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_KIT_FORM_ID?: string;
  NEXT_PUBLIC_KIT_API_KEY?: string;
  NEXT_PUBLIC_CALENDLY_URL?: string;
  NEXT_PUBLIC_FORMS_ENDPOINT?: string;
}

export interface NavItem {
  href: string;
  label: string;
}

export interface SiteConfig {
  name: string;
  tagline: string;
  url: string;
  kitFormId: string;
  kitApiKey: string;
  calendlyUrl: string;
  /** Where contact and research messages are POSTed; null keeps them in the console only. */
  formsEndpoint: string | null;
  nav: readonly NavItem[];
  letterLink: NavItem;
  footerLinks: readonly NavItem[];
}

export const configDefaults = {
  url: 'https://mayareyes.example',
  kitFormId: '0000000',
  kitApiKey: 'kit_public_key_placeholder',
  calendlyUrl: 'https://calendly.com/mayareyes/15min',
} as const;

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function buildSiteConfig(env: PublicEnv): SiteConfig {
  return {
    name: profile.name,
    tagline: 'Investing in AI and women’s health, from Toronto',
    url: (present(env.NEXT_PUBLIC_SITE_URL) ?? configDefaults.url).replace(/\/+$/, ''),
    kitFormId: present(env.NEXT_PUBLIC_KIT_FORM_ID) ?? configDefaults.kitFormId,
    kitApiKey: present(env.NEXT_PUBLIC_KIT_API_KEY) ?? configDefaults.kitApiKey,
    calendlyUrl: present(env.NEXT_PUBLIC_CALENDLY_URL) ?? configDefaults.calendlyUrl,
    formsEndpoint: present(env.NEXT_PUBLIC_FORMS_ENDPOINT) ?? null,
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

// Each variable is named in full so Next can inline it into the client bundle at build time.
export const siteConfig: SiteConfig = buildSiteConfig({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_KIT_FORM_ID: process.env.NEXT_PUBLIC_KIT_FORM_ID,
  NEXT_PUBLIC_KIT_API_KEY: process.env.NEXT_PUBLIC_KIT_API_KEY,
  NEXT_PUBLIC_CALENDLY_URL: process.env.NEXT_PUBLIC_CALENDLY_URL,
  NEXT_PUBLIC_FORMS_ENDPOINT: process.env.NEXT_PUBLIC_FORMS_ENDPOINT,
});
