import {
  buildSiteConfig,
  configDefaults,
  analyticsSettings,
  isPlaceholderUrl,
  placeholdersInUse,
  plausibleEventsEndpoint,
  withSettings,
} from '@/lib/site/site-config';
import { completeEnv, settingNamed } from '@/__tests__/fixtures/settings';

const setting = settingNamed;
const kitForm = setting('Kit form number', 'kitFormId', 'NEXT_PUBLIC_KIT_FORM_ID');
const kitKey = setting('Kit public API key', 'kitPublicKey', 'NEXT_PUBLIC_KIT_API_KEY');

describe('the settings file and the variables over it', () => {
  const file = {
    siteUrl: 'https://author.example.org',
    kitFormId: '1234567',
    kitPublicKey: 'pk_file',
    calendlyUrl: 'https://calendly.com/author/15min',
    formsEndpoint: '',
    analyticsDomain: 'author.example.org',
  };

  it('gives the file’s settings when no variable is set, an empty one counting as unset', () => {
    const config = buildSiteConfig(withSettings({ NEXT_PUBLIC_KIT_FORM_ID: ' ' }, file));
    expect(config).toMatchObject({
      url: file.siteUrl,
      kitFormId: file.kitFormId,
      kitApiKey: file.kitPublicKey,
      calendlyUrl: file.calendlyUrl,
      formsEndpoint: null,
    });
    expect(analyticsSettings(withSettings({}, file))?.domain).toBe(file.analyticsDomain);
  });

  it('lets a variable that is set override its setting, and leaves the others to the file', () => {
    const config = buildSiteConfig(
      withSettings(
        { NEXT_PUBLIC_KIT_FORM_ID: '7654321', NEXT_PUBLIC_FORMS_ENDPOINT: 'https://formspree.io/f/abc' },
        file,
      ),
    );
    expect(config.kitFormId).toBe('7654321');
    expect(config.formsEndpoint).toBe('https://formspree.io/f/abc');
    expect(config.kitApiKey).toBe(file.kitPublicKey);
  });
});

describe('buildSiteConfig', () => {
  it('falls back to documented placeholders when no variable is set', () => {
    const config = buildSiteConfig({});
    expect(config.url).toBe(configDefaults.url);
    expect(config.kitFormId).toBe(configDefaults.kitFormId);
    expect(config.kitApiKey).toBe(configDefaults.kitApiKey);
    expect(config.calendlyUrl).toBe(configDefaults.calendlyUrl);
    expect(config.formsEndpoint).toBeNull();
  });

  it('treats empty or blank variables as unset', () => {
    const config = buildSiteConfig({
      NEXT_PUBLIC_SITE_URL: '',
      NEXT_PUBLIC_KIT_FORM_ID: '   ',
      NEXT_PUBLIC_FORMS_ENDPOINT: '',
    });
    expect(config.url).toBe(configDefaults.url);
    expect(config.kitFormId).toBe(configDefaults.kitFormId);
    expect(config.formsEndpoint).toBeNull();
  });

  it('uses the variables when they are set, without a trailing slash on the site URL', () => {
    const config = buildSiteConfig({
      NEXT_PUBLIC_SITE_URL: 'https://maya.example.org/',
      NEXT_PUBLIC_KIT_FORM_ID: '1234567',
      NEXT_PUBLIC_KIT_API_KEY: 'pk_live',
      NEXT_PUBLIC_CALENDLY_URL: 'https://calendly.com/someone/15min',
      NEXT_PUBLIC_FORMS_ENDPOINT: 'https://forms.example.org/f/abc',
    });
    expect(config).toMatchObject({
      url: 'https://maya.example.org',
      kitFormId: '1234567',
      kitApiKey: 'pk_live',
      calendlyUrl: 'https://calendly.com/someone/15min',
      formsEndpoint: 'https://forms.example.org/f/abc',
    });
  });

  it('lists the navigation SPEC asks for, with the letter as its own button', () => {
    const config = buildSiteConfig({});
    expect(config.nav.map((item) => [item.label, item.href])).toEqual([
      ['Home', '/'],
      ['Essays', '/essays'],
      ['Research', '/research'],
      ['About & Collaborate', '/about'],
    ]);
    expect(config.letterLink).toEqual({ href: '/tomorrow-letter', label: 'Tomorrow Letter' });
    expect(config.footerLinks.map((link) => link.href)).toEqual([
      '/about',
      '/essays',
      '/investment-thesis',
      '/books',
    ]);
  });
});

const complete = completeEnv;

describe('placeholders', () => {
  it('are unmistakable: every default address is on the reserved .example domain', () => {
    expect(isPlaceholderUrl(configDefaults.url)).toBe(true);
    expect(isPlaceholderUrl(configDefaults.calendlyUrl)).toBe(true);
    expect(isPlaceholderUrl('https://maya.example.org/')).toBe(false);
  });

  it('are all listed, with what each affects, when nothing is configured', () => {
    const found = placeholdersInUse(buildSiteConfig({}), [
      'https://linkedin.example/in/x',
      'https://x.com/y',
    ]);
    expect(found.map((p) => p.setting)).toEqual([
      setting('The site’s address', 'siteUrl', 'NEXT_PUBLIC_SITE_URL'),
      kitForm,
      kitKey,
      setting('Calendly booking page', 'calendlyUrl', 'NEXT_PUBLIC_CALENDLY_URL'),
      setting('Formspree endpoint', 'formsEndpoint', 'NEXT_PUBLIC_FORMS_ENDPOINT'),
      'Your profile › Your profiles elsewhere (content/site/profile.yml, profiles)',
    ]);
    expect(found.every((p) => p.affects.length > 20)).toBe(true);
    expect(found[5].affects).toContain('https://linkedin.example/in/x');
    expect(found[5].affects).not.toContain('x.com');
    expect(found[4].affects).toMatch(/reach no one.*Formspree/);
  });

  it('are none with a complete configuration and real profile links', () => {
    expect(placeholdersInUse(buildSiteConfig(complete), ['https://x.com/y'])).toEqual([]);
  });

  it('name the Kit setting still on its placeholder, and only that one', () => {
    const key = buildSiteConfig({ ...complete, NEXT_PUBLIC_KIT_API_KEY: '' });
    expect(placeholdersInUse(key, []).map((p) => p.setting)).toEqual([kitKey]);
    const form = buildSiteConfig({ ...complete, NEXT_PUBLIC_KIT_FORM_ID: '' });
    expect(placeholdersInUse(form, []).map((p) => p.setting)).toEqual([kitForm]);
  });
});

describe('analytics settings', () => {
  it('are none unless the site’s Plausible domain is set: a build without it sends nothing', () => {
    expect(analyticsSettings(complete)).toBeNull();
    expect(analyticsSettings({ ...complete, NEXT_PUBLIC_ANALYTICS_DOMAIN: '  ' })).toBeNull();
  });

  it('send to Plausible’s events endpoint by default, or to the one set, with the booking origin the widget posts from', () => {
    expect(analyticsSettings({ ...complete, NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org' })).toEqual({
      domain: 'maya.example.org',
      endpoint: plausibleEventsEndpoint,
      bookingOrigin: 'https://calendly.com',
      letterPath: '/tomorrow-letter',
      endOfPiece: { '/essays/': 'End of essay', '/research/': 'End of brief' },
    });
    expect(
      analyticsSettings({
        NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org',
        NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'https://stats.maya.example.org/api/event',
      })?.endpoint,
    ).toBe('https://stats.maya.example.org/api/event');
  });
});
