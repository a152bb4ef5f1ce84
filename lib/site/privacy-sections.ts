import { privacyPage } from '@/lib/site/site-content';
import {
  booking,
  hosting,
  letterSignup,
  messagesNowhere,
  messagesThroughFormspree,
  onYourDevice,
  onYourDeviceCounted,
  visitsCountedByPlausible,
  visitsCountedSelfHosted,
  type PrivacySection,
} from '@/lib/site/privacy-statements';
import type { AnalyticsSettings } from '@/lib/web/tracking';
import type { SiteConfig } from '@/lib/site/site-config';
import type { Services } from '@/lib/site/services';

const plausibleHosted = (endpoint: string) => new URL(endpoint).hostname === 'plausible.io';

/** A service the build leaves off is not named at all. */
export function privacySections(
  config: Pick<SiteConfig, 'formsEndpoint'> & {
    services?: Pick<Services, 'newsletter' | 'booking' | 'messages'>;
  },
  analytics: Pick<AnalyticsSettings, 'endpoint'> | null = null,
): PrivacySection[] {
  const {
    newsletter,
    booking: bookingOn,
    messages,
  } = config.services ?? {
    newsletter: true,
    booking: true,
    messages: true,
  };
  const visits = analytics
    ? [plausibleHosted(analytics.endpoint) ? visitsCountedByPlausible : visitsCountedSelfHosted]
    : [];
  return [
    { id: 'who', title: 'Who runs this site', paragraphs: privacyPage.whoRunsIt },
    ...(newsletter ? [letterSignup] : []),
    ...(messages ? [config.formsEndpoint ? messagesThroughFormspree : messagesNowhere] : []),
    ...(bookingOn ? [booking] : []),
    ...visits,
    hosting,
    analytics ? onYourDeviceCounted : onYourDevice,
    { id: 'choices', title: 'Your choices', paragraphs: privacyPage.yourChoices },
  ];
}
