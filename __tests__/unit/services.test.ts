import { buildSiteConfig, unsetSettings } from '@/lib/site/site-config';
import { serviceOffLine, servicesOff } from '@/lib/site/services';
import { completeEnv, settingNamed } from '@/__tests__/fixtures/settings';

const seed = {}; // every setting the seed's: Kit's and Calendly's placeholders, no endpoint, no domain
const allOn = { newsletter: true, booking: true, messages: true };

describe('which services a build turns on', () => {
  it('a local build keeps every service of the specification on, placeholders and all', () => {
    expect(buildSiteConfig(seed).services).toEqual({ ...allOn, analytics: false });
    expect(buildSiteConfig({ ...seed, SITE_STRICT: '0' }).services).toEqual({ ...allOn, analytics: false });
  });

  it('a publishing build leaves off each service still on the seed’s settings', () => {
    expect(buildSiteConfig({ ...seed, SITE_STRICT: '1' }).services).toEqual({
      newsletter: false,
      booking: false,
      messages: false,
      analytics: false,
    });
  });

  it('a publishing build with real values turns each back on', () => {
    expect(
      buildSiteConfig({ ...completeEnv, NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org', SITE_STRICT: '1' })
        .services,
    ).toEqual({ ...allOn, analytics: true });
  });

  it('judges each service alone: one Kit setting left on its placeholder is enough to leave the signup off', () => {
    const key = buildSiteConfig({ ...completeEnv, NEXT_PUBLIC_KIT_API_KEY: '', SITE_STRICT: '1' });
    expect(key.services).toEqual({ ...allOn, newsletter: false, analytics: false });
    const form = buildSiteConfig({ ...completeEnv, NEXT_PUBLIC_KIT_FORM_ID: '', SITE_STRICT: '1' });
    expect(form.services.newsletter).toBe(false);
    const booking = buildSiteConfig({
      ...completeEnv,
      NEXT_PUBLIC_CALENDLY_URL: 'https://calendly.example/your-name/15min',
      SITE_STRICT: '1',
    });
    expect(booking.services).toEqual({ ...allOn, booking: false, analytics: false });
    const messages = buildSiteConfig({ ...completeEnv, NEXT_PUBLIC_FORMS_ENDPOINT: ' ', SITE_STRICT: '1' });
    expect(messages.services).toEqual({ ...allOn, messages: false, analytics: false });
  });
});

describe('what the summary says of a service that is off', () => {
  const publishing = buildSiteConfig({ ...seed, SITE_STRICT: '1' });
  const lines = servicesOff(publishing.services, unsetSettings(publishing)).map(serviceOffLine);

  it('names each service, why it is off, and the setting that turns it on, as the editor labels it', () => {
    expect(lines).toEqual([
      `Off: the Tomorrow Letter’s signup (Kit). ${settingNamed('Kit form number', 'kitFormId', 'NEXT_PUBLIC_KIT_FORM_ID')} and ${settingNamed('Kit public API key', 'kitPublicKey', 'NEXT_PUBLIC_KIT_API_KEY')} are still the seed’s placeholders: set them in the editor to turn the service on (docs/publishing.md, Turn on the newsletter)`,
      `Off: booking a call on About (Calendly). ${settingNamed('Calendly booking page', 'calendlyUrl', 'NEXT_PUBLIC_CALENDLY_URL')} is still the seed’s placeholder: set it in the editor to turn the service on (docs/publishing.md, Turn on booking)`,
      `Off: the contact, research request and pitch forms (Formspree). ${settingNamed('Formspree endpoint', 'formsEndpoint', 'NEXT_PUBLIC_FORMS_ENDPOINT')} is empty: set it in the editor to turn the service on (docs/publishing.md, Turn on messages)`,
      `Off: visit counts (Plausible). ${settingNamed('Plausible domain', 'analyticsDomain', 'NEXT_PUBLIC_ANALYTICS_DOMAIN')} is empty: set it in the editor to turn the service on (docs/publishing.md, Turn on visit counts)`,
    ]);
  });

  it('names only the Kit setting still on its placeholder', () => {
    const config = buildSiteConfig({
      ...completeEnv,
      NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org',
      NEXT_PUBLIC_KIT_API_KEY: '',
      SITE_STRICT: '1',
    });
    const off = servicesOff(config.services, unsetSettings(config, 'maya.example.org'));
    expect(off).toEqual([{ service: 'newsletter', settings: ['kitPublicKey'] }]);
  });

  it('names none when every service is on', () => {
    const config = buildSiteConfig({
      ...completeEnv,
      NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org',
      SITE_STRICT: '1',
    });
    expect(servicesOff(config.services, unsetSettings(config, 'maya.example.org'))).toEqual([]);
  });
});
