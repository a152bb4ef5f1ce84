// A publishing build (SITE_STRICT=1) leaves off each service whose settings are still the seed's, so a site
// can go live before its author has every account; a local build keeps each on, so every feature shows.
// Visit counting is on only when its domain is set, anywhere.
import { settingName, type PageSetting } from './files/settings-looks';

export const serviceNames = ['newsletter', 'booking', 'messages', 'analytics'] as const;
export type Service = (typeof serviceNames)[number];
export type Services = Record<Service, boolean>;

export const serviceLooks: Record<
  Service,
  {
    name: string;
    settings: readonly PageSetting[];
    seed: 'placeholder' | 'empty';
    /** A section of docs/publishing.md. */
    docs: string;
  }
> = {
  newsletter: {
    name: 'the Tomorrow Letter’s signup (Kit)',
    settings: ['kitFormId', 'kitPublicKey'],
    seed: 'placeholder',
    docs: 'Turn on the newsletter',
  },
  booking: {
    name: 'booking a call on About (Calendly)',
    settings: ['calendlyUrl'],
    seed: 'placeholder',
    docs: 'Turn on booking',
  },
  messages: {
    name: 'the contact, research request and pitch forms (Formspree)',
    settings: ['formsEndpoint'],
    seed: 'empty',
    docs: 'Turn on messages',
  },
  analytics: {
    name: 'visit counts (Plausible)',
    settings: ['analyticsDomain'],
    seed: 'empty',
    docs: 'Turn on visit counts',
  },
};

/** Each service's settings still on the seed's value, an empty one included. */
export type Unset = Record<Service, readonly PageSetting[]>;

export function decideServices(unset: Unset, strict: boolean): Services {
  const on = (service: Service) => !unset[service].length || !strict;
  return {
    newsletter: on('newsletter'),
    booking: on('booking'),
    messages: on('messages'),
    analytics: !unset.analytics.length,
  };
}

export interface ServiceOff {
  service: Service;
  settings: readonly PageSetting[];
}

export function servicesOff(services: Services, unset: Unset): ServiceOff[] {
  return serviceNames
    .filter((service) => !services[service])
    .map((service) => ({ service, settings: unset[service] }));
}

export function serviceOffLine({ service, settings }: ServiceOff): string {
  const named = settings.map(settingName).join(' and ');
  const many = settings.length > 1;
  const why =
    serviceLooks[service].seed === 'empty'
      ? `${many ? 'are' : 'is'} empty`
      : `${many ? 'are still the seed’s placeholders' : 'is still the seed’s placeholder'}`;
  return `Off: ${serviceLooks[service].name}. ${named} ${why}: set ${many ? 'them' : 'it'} in the editor to turn the service on (docs/publishing.md, ${serviceLooks[service].docs})`;
}
